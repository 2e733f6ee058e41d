import DependencyGraphModel
import DependencyGraphOutput
import DependencyGraphScanning
import DependencyGraphSupport

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
    var lines = ["depgraph bridge: \(from) -> \(to): \(verdict.kind.rawValue). \(verdict.reason)"]
    if verdict.kind == .bridge, !protocols.isEmpty {
      let each = protocols.map { "\($0.name) for \($0.type)" }.joined(separator: ", ")
      let one = protocols.count == 1
      lines.append(
        "The protocol bridge: \(from) declares what it uses of \(to) as "
          + (one
            ? "a protocol (\(each)), \(to) conforms to it"
            : "protocols (\(each)), "
              + "\(to)'s types conform to them")
          + ", and \(from) is given " + (one ? "an instance" : "instances")
          + " where the two are composed; then \(from) no longer imports \(to).")
    }
    lines += uses.map { use in
      guard use.kind == .unresolved else {
        return "\(place(use.location)): note: \(from) uses \(to)'s \(use.symbol) "
          + "(\(use.kind.rawValue))"
      }
      if let lookup = use.inheritedLookup, use.candidates.isEmpty {
        return "\(place(use.location)): note: \(use.symbol) is not declared by \(lookup.type) "
          + "nor by what it inherits in this package (unresolved: check it by hand)"
      }
      let members = use.candidates.map { "\($0.container ?? to.rawValue).\($0.name)" }
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
    for (module, places) in reexported.sorted(by: { $0.key < $1.key }) {
      lines += places.map {
        "\(place($0.location)): note: \(from) uses \(module)'s \($0.symbol) "
          + "(\($0.kind.rawValue)), which it reaches through \(to)"
      }
    }
    lines.append(
      "depgraph bridge: \(from) -> \(to): \(uses.count) use\(uses.count == 1 ? "" : "s"), "
        + "\(blockers.count) blocker\(blockers.count == 1 ? "" : "s")")
    if let origin = originSentence {
      lines.append("depgraph bridge: \(origin)")
    }
    lines.append("")
    if protocols.isEmpty {
      lines.append("// \(from) uses no instance member of \(to): no protocol to draft.")
    }
    func file(_ path: String?) -> String {
      guard let path else { return "" }
      let shown = displayPath(path, root: root, relativeTo: directory)
      return ", a new file " + (shown.relative ?? shown.absolute)
    }
    for draft in protocols {
      let isNew = !edits.existingProtocols.contains(draft.name)
      lines.append("// In \(from)\(isNew ? file(protocolFile(of: draft)) : ""):")
      if edits.existingProtocols.contains(draft.name) {
        lines.append("// \(from) declares \(draft.name) already: reuse it. It must hold:")
        lines += draft.requirements.map { "//   " + $0 }
      } else {
        lines += draft.source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          .map(String.init)
      }
      lines.append("")
      if let declared = draft.refinedAt {
        lines.append("// In \(to), added to \(draft.type)'s declaration at \(place(declared)):")
      } else if edits.existingConformances.contains(draft.conformanceName) {
        lines.append("// In \(to):")
      } else {
        lines.append("// In \(to)\(file(conformanceFile(of: draft))):")
      }
      if edits.existingConformances.contains(draft.conformanceName) {
        lines.append("// \(draft.type) conforms to \(draft.name) already.")
      } else {
        lines.append(String(draft.conformance.dropLast()))
      }
      for mismatch in draft.mismatches { lines.append("// Not an exact copy: \(mismatch).") }
      lines.append("")
    }
    lines += stepLines(place: place)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where the uses were read from, for the JSON document.
  private var origin: Document.Origin {
    switch useOrigin {
    case .compiler(let store): Document.Origin(source: "compiler", indexStore: store, reason: nil)
    case .text(let reason): Document.Origin(source: "text", indexStore: nil, reason: reason)
    }
  }

  /// Where the uses were read from, in words; `nil` for text that was asked for.
  var originSentence: String? {
    switch useOrigin {
    case .compiler(store: nil):
      "uses read by the compiler: the importing files compiled apart in a scratch copy."
    case .compiler(let store?):
      "uses read by the compiler, from the index store \(store)."
    case .text(let reason?):
      "uses read from the source text, as the compiler could not tell: \(reason)."
    case .text(nil):
      nil
    }
  }

  /// The steps outside the drafted code, each a comment with its places: injections, with
  /// every place a piece of advice applies to on one line; imports and the manifest entry to
  /// delete; callers that must pass the service.
  private func stepLines(place: (Violation.Location) -> String) -> [String] {
    var lines: [String] = []
    var advice: [String] = []
    var places: [String: [String]] = [:]
    for site in injection {
      if places[site.advice] == nil { advice.append(site.advice) }
      places[site.advice, default: []].append(place(site.location))
    }
    for text in advice {
      lines.append("// Inject, at \((places[text] ?? []).joined(separator: ", ")): \(text)")
    }
    for line in edits.imports {
      lines.append("// Delete, at \(place(line.location)): import \(line.module)")
    }
    for (module, uses) in reexported.sorted(by: { $0.key < $1.key }) {
      for file in Set(uses.map(\.location.file)).sorted() {
        lines.append(
          "// Import, in \(place(Violation.Location(file: file, line: 1, column: 1))): "
            + "\(module), which declares what it uses (and depend on it, where \(from) does "
            + "not yet)")
      }
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
    return lines
  }

  /// The draft as JSON: `from`, `to`, `verdict` (`bridge`, `move` or `remove`) and its
  /// `reason`, `uses` (each `symbol`, `kind`, `file`, `line`,
  /// `column`), `protocol` (the drafted protocols as Swift, or null), `conformance` (the
  /// conformances as Swift, or null), `mismatches`, `injection` (each `type` or `function`,
  /// `constructs`, `file`, `line`, `column`, `advice`), `rewrites` (each `symbol`, `file`, `line`, `column`,
  /// `replacement`), `edits` (`imports` to delete, each `module`, `file`, `line`, `column`;
  /// `manifest`, the dependency to delete, or null; `callers` that must pass the service, each
  /// `type`, `target`, `file`, `line`, `column`, `seesUpper`; `existingProtocols` and
  /// `existingConformances`, reused) and `blockers` (each `symbol`, `kind`, `file`, `line`,
  /// `column`, `fix`).
  /// Each conformance starts with its import of the lower module. Files are relative to the
  /// package root; keys are sorted.
  public var json: String { json(verification: nil) }

  /// The draft as JSON, with what building it showed under `"verify"` when it was built:
  /// `{"builds": true|false, "draftErrors": [...], "stepsLeft": [{"step", "errors"}],
  /// "cannotBuild": reason}`: the draft's own errors (a defect of the draft), then each step it
  /// leaves to do by hand with the errors that step explains; `cannotBuild` only when
  /// SwiftPM could not build the package at all. One document, whatever the answer.
  public func json(verification: BridgeVerification?) -> String {
    let verify = verification.map { verification -> Document.Verify in
      switch verification {
      case .builds:
        Document.Verify(builds: true, draftErrors: [], stepsLeft: [], cannotBuild: nil)
      case .fails(let draftErrors, let stepsLeft):
        Document.Verify(
          builds: false, draftErrors: draftErrors,
          stepsLeft: stepsLeft.map { Document.Step(step: $0.step, errors: $0.errors) },
          cannotBuild: nil)
      case .cannotBuild(let reason):
        Document.Verify(builds: false, draftErrors: [], stepsLeft: [], cannotBuild: reason)
      }
    }
    let document = Document(
      from: from.rawValue, to: to.rawValue, verdict: verdict.kind.rawValue, reason: verdict.reason,
      usesFrom: origin,
      uses: uses.map {
        Placed(Document.Use(symbol: $0.symbol, kind: $0.kind.rawValue), at: $0.location)
      },
      reexported: Dictionary(
        uniqueKeysWithValues: reexported.map { module, uses in
          (
            module.rawValue,
            uses.map {
              Placed(Document.Use(symbol: $0.symbol, kind: $0.kind.rawValue), at: $0.location)
            }
          )
        }),
      protocol: protocols.isEmpty ? nil : protocols.map(\.source).joined(separator: "\n"),
      conformance: protocols.isEmpty ? nil : protocols.map(\.conformance).joined(),
      mismatches: protocols.flatMap(\.mismatches),
      injection: injection.map {
        Placed(
          Document.Site(
            type: $0.enclosingType, function: $0.function, constructs: $0.constructed,
            advice: $0.advice),
          at: $0.location)
      },
      rewrites: rewrites.map {
        Placed(
          Document.Rewritten(symbol: $0.use.symbol, replacement: $0.replacement),
          at: $0.use.location)
      },
      edits: Document.EditList(
        imports: edits.imports.map {
          Placed(Document.Deleted(module: $0.module.rawValue), at: $0.location)
        },
        manifest: edits.manifestDependency.map { Placed(Document.Nothing(), at: $0) },
        callers: edits.callers.map {
          Placed(
            Document.Caller(type: $0.type, target: $0.target.rawValue, seesUpper: $0.seesUpper),
            at: $0.location)
        },
        existingProtocols: edits.existingProtocols.sorted(),
        existingConformances: edits.existingConformances.sorted()),
      blockers: blockers.map {
        Placed(
          Document.Blocked(symbol: $0.use.symbol, kind: $0.use.kind.rawValue, fix: $0.fix),
          at: $0.use.location)
      },
      verify: verify)
    return sortedJSON(document)
  }

  /// The draft's JSON document; each place is written beside its object's fields by
  /// ``Placed``.
  private struct Document: Encodable {
    struct Use: Encodable {
      let symbol: String
      let kind: String
    }
    struct Site: Encodable {
      let type: String?
      let function: String?
      let constructs: String
      let advice: String
    }
    struct Deleted: Encodable {
      let module: String
    }
    /// A place alone: the manifest's dependency.
    struct Nothing: Encodable {}
    struct Caller: Encodable {
      let type: String
      let target: String
      let seesUpper: Bool
    }
    struct EditList: Encodable {
      let imports: [Placed<Deleted>]
      @AlwaysWritten var manifest: Placed<Nothing>?
      let callers: [Placed<Caller>]
      let existingProtocols: [String]
      let existingConformances: [String]
    }
    struct Rewritten: Encodable {
      let symbol: String
      let replacement: String
    }
    struct Blocked: Encodable {
      let symbol: String
      let kind: String
      let fix: String
    }
    /// What building the draft showed; each error `path:line:column: error: message` with
    /// the path relative to the package's root.
    struct Verify: Encodable {
      let builds: Bool
      let draftErrors: [String]
      let stepsLeft: [Step]
      let cannotBuild: String?
    }
    /// A step the draft leaves to do by hand, and the errors it explains.
    struct Step: Encodable {
      let step: String
      let errors: [String]
    }
    /// Where the uses come from: `compiler` or `text`, and why not the compiler.
    struct Origin: Encodable {
      let source: String
      let indexStore: String?
      let reason: String?
    }
    let from: String
    let to: String
    let verdict: String
    let reason: String
    let usesFrom: Origin
    let uses: [Placed<Use>]
    /// Places using declarations of modules reached through the upper target, by module.
    let reexported: [String: [Placed<Use>]]
    let `protocol`: String?
    let conformance: String?
    let mismatches: [String]
    let injection: [Placed<Site>]
    let rewrites: [Placed<Rewritten>]
    let edits: EditList
    let blockers: [Placed<Blocked>]
    let verify: Verify?
  }
}
