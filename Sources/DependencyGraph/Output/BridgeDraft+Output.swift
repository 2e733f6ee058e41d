extension BridgeDraft {
  /// The draft as compiler-style lines (each use a note, each blocker a warning) and a
  /// summary, then the drafted Swift.
  ///
  /// - Parameters:
  ///   - root: The package's root, which the draft's paths are relative to.
  ///   - directory: The folder the paths are printed relative to, usually the current one.
  /// - Returns: The lines, each ending in a newline.
  public func text(root: String, relativeTo directory: String) -> String {
    func place(_ location: Violation.Location) -> String {
      let path = displayPath(location.file, root: root, relativeTo: directory)
      return "\(path.relative ?? path.absolute):\(location.line):\(location.column)"
    }
    var lines = uses.map { use in
      guard use.kind == .unresolved else {
        return "\(place(use.location)): note: \(from) uses \(to)'s \(use.symbol) "
          + "(\(use.kind.rawValue))"
      }
      if let owner = use.receiver, use.candidates.isEmpty {
        return "\(place(use.location)): note: \(use.symbol) is not declared by \(owner.name) "
          + "nor by what it inherits in this package (unresolved: check it by hand)"
      }
      let members = use.candidates.map { "\($0.container ?? to).\($0.name)" }
        .joined(separator: " or ")
      return "\(place(use.location)): note: \(use.symbol) may be \(members) "
        + "(unresolved: the file does not state its receiver's type; check it by hand)"
    }
    lines += rewrites.map { rewrite in
      "\(place(rewrite.use.location)): note: rewrite: write `\(rewrite.replacement)` here "
        + "instead of \(rewrite.use.symbol)"
    }
    lines += blockers.map { blocker in
      "\(place(blocker.use.location)): warning: a protocol cannot carry this use of "
        + "\(blocker.use.symbol) (\(blocker.use.kind.rawValue)). \(blocker.fix)"
    }
    lines.append(
      "depgraph bridge: \(from) -> \(to): \(uses.count) use\(uses.count == 1 ? "" : "s"), "
        + "\(blockers.count) blocker\(blockers.count == 1 ? "" : "s")")
    lines.append("")
    if protocols.isEmpty {
      lines.append("// \(from) uses no instance member of \(to): no protocol to draft.")
    }
    for draft in protocols {
      lines.append("// In \(from):")
      if edits.existingProtocols.contains(draft.name) {
        lines.append("// \(from) declares \(draft.name) already: reuse it. It must hold:")
        lines += draft.requirements.map { "//   " + $0 }
      } else {
        lines += draft.source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          .map(String.init)
      }
      lines.append("")
      lines.append("// In \(to):")
      if edits.existingConformances.contains(draft.conformanceName) {
        lines.append("// \(draft.type) conforms to \(draft.name) already.")
      } else {
        lines.append(String(draft.conformance.dropLast()))
      }
      for mismatch in draft.mismatches { lines.append("// Not an exact copy: \(mismatch).") }
      lines.append("")
    }
    for site in injection {
      lines.append("// Inject, at \(place(site.location)): \(site.advice)")
    }
    for line in edits.imports {
      lines.append("// Delete, at \(place(line.location)): import \(line.module)")
    }
    if let dependency = edits.manifestDependency {
      lines.append(
        "// Delete, at \(place(dependency)): \"\(to)\" from \(from)'s dependencies")
    }
    for caller in edits.callers {
      let how =
        caller.seesUpper
        ? "create the service there and pass it"
        : "it does not see \(to), so take the service from its own caller and pass it on"
      lines.append(
        "// Pass the service, at \(place(caller.location)): \(caller.target) creates "
          + "\(caller.type); \(how).")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The draft as JSON: `from`, `to`, `uses` (each `symbol`, `kind`, `file`, `line`,
  /// `column`), `protocol` (the drafted protocols as Swift, or null), `conformance` (the
  /// conformances as Swift, or null), `mismatches`, `injection` (each `type`, `constructs`,
  /// `file`, `line`, `column`, `advice`), `rewrites` (each `symbol`, `file`, `line`, `column`,
  /// `replacement`), `edits` (`imports` to delete, each `module`, `file`, `line`, `column`;
  /// `manifest`, the dependency to delete, or null; `callers` that must pass the service, each
  /// `type`, `target`, `file`, `line`, `column`, `seesUpper`; `existingProtocols` and
  /// `existingConformances`, reused) and `blockers` (each `symbol`, `kind`, `file`, `line`,
  /// `column`, `fix`).
  /// Each conformance starts with its import of the lower module. Files are relative to the
  /// package root; keys are sorted.
  public var json: String {
    let document = Document(
      from: from, to: to,
      uses: uses.map {
        Document.Use(
          symbol: $0.symbol, kind: $0.kind.rawValue, file: $0.location.file,
          line: $0.location.line, column: $0.location.column)
      },
      protocol: protocols.isEmpty ? nil : protocols.map(\.source).joined(separator: "\n"),
      conformance: protocols.isEmpty ? nil : protocols.map(\.conformance).joined(),
      mismatches: protocols.flatMap(\.mismatches),
      injection: injection.map {
        Document.Site(
          type: $0.enclosingType, constructs: $0.constructed, file: $0.location.file,
          line: $0.location.line, column: $0.location.column, advice: $0.advice)
      },
      rewrites: rewrites.map {
        Document.Rewritten(
          symbol: $0.use.symbol, file: $0.use.location.file, line: $0.use.location.line,
          column: $0.use.location.column, replacement: $0.replacement)
      },
      edits: Document.EditList(
        imports: edits.imports.map {
          Document.Deleted(
            module: $0.module, file: $0.location.file, line: $0.location.line,
            column: $0.location.column)
        },
        manifest: edits.manifestDependency.map {
          Document.Place(file: $0.file, line: $0.line, column: $0.column)
        },
        callers: edits.callers.map {
          Document.Caller(
            type: $0.type, target: $0.target, file: $0.location.file, line: $0.location.line,
            column: $0.location.column, seesUpper: $0.seesUpper)
        },
        existingProtocols: edits.existingProtocols.sorted(),
        existingConformances: edits.existingConformances.sorted()),
      blockers: blockers.map {
        Document.Blocked(
          symbol: $0.use.symbol, kind: $0.use.kind.rawValue, file: $0.use.location.file,
          line: $0.use.location.line, column: $0.use.location.column, fix: $0.fix)
      })
    return sortedJSON(document)
  }

  private struct Document: Encodable {
    struct Use: Encodable {
      let symbol: String
      let kind: String
      let file: String
      let line: Int
      let column: Int
    }
    struct Site: Encodable {
      let type: String?
      let constructs: String
      let file: String
      let line: Int
      let column: Int
      let advice: String
    }
    struct Deleted: Encodable {
      let module: String
      let file: String
      let line: Int
      let column: Int
    }
    struct Place: Encodable {
      let file: String
      let line: Int
      let column: Int
    }
    struct Caller: Encodable {
      let type: String
      let target: String
      let file: String
      let line: Int
      let column: Int
      let seesUpper: Bool
    }
    struct EditList: Encodable {
      let imports: [Deleted]
      let manifest: Place?
      let callers: [Caller]
      let existingProtocols: [String]
      let existingConformances: [String]

      // A missing manifest entry is written as null, so that every key is always there.
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(imports, forKey: .imports)
        try container.encode(manifest, forKey: .manifest)
        try container.encode(callers, forKey: .callers)
        try container.encode(existingProtocols, forKey: .existingProtocols)
        try container.encode(existingConformances, forKey: .existingConformances)
      }

      enum CodingKeys: String, CodingKey {
        case imports, manifest, callers, existingProtocols, existingConformances
      }
    }
    struct Rewritten: Encodable {
      let symbol: String
      let file: String
      let line: Int
      let column: Int
      let replacement: String
    }
    struct Blocked: Encodable {
      let symbol: String
      let kind: String
      let file: String
      let line: Int
      let column: Int
      let fix: String
    }
    let from: String
    let to: String
    let uses: [Use]
    let `protocol`: String?
    let conformance: String?
    let mismatches: [String]
    let injection: [Site]
    let rewrites: [Rewritten]
    let edits: EditList
    let blockers: [Blocked]
  }
}
