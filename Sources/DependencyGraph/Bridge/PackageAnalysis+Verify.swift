import Foundation

/// What building a bridge draft showed: it builds, the compiler's errors, or why the package
/// could not be built at all.
public enum BridgeVerification: Hashable, Sendable {
  /// Both targets compile with the edge removed.
  case builds
  /// The compiler's errors, each `path:line:column: error: message` with the file's path
  /// relative to the package's root: what is left to do by hand (an injection, a blocker).
  case fails(errors: [String])
  /// SwiftPM could not build the package, for a reason that is not the draft's: unresolved
  /// dependencies offline, say.
  case cannotBuild(reason: String)
}

extension PackageAnalysis {
  /// Writes `draft` into a scratch copy of the package, removes the edge it breaks (the
  /// imports and the manifest's dependency), declares the upper target's dependency on the
  /// lower one where the conformance needs it, and builds both targets with SwiftPM.
  ///
  /// The copy leaves out `.build`, `.swiftpm` and `.git`; the original is never written.
  /// Import lines are blanked rather than removed, so that the compiler's line numbers are
  /// the original's.
  ///
  /// - Parameters:
  ///   - draft: A draft of this analysis's package.
  ///   - swift: The `swift` executable; found as for loading when `nil`.
  /// - Returns: What the build showed.
  /// - Throws: ``GraphError/temporaryFolder(path:reason:)`` when the copy cannot be made; the
  ///   errors of starting `swift`.
  public func verify(_ draft: BridgeDraft, swift: String? = nil) throws(GraphError)
    -> BridgeVerification
  {
    let executable: String
    if let swift { executable = swift } else { executable = try PackageLoader.swiftExecutable() }
    return try withTemporaryFolder("depgraph-verify") { work throws(GraphError) in
      try verify(draft, in: work, swift: executable)
    }
  }

  /// ``verify(_:swift:)`` in the scratch folder `work`.
  private func verify(_ draft: BridgeDraft, in work: URL, swift executable: String)
    throws(GraphError) -> BridgeVerification
  {
    // Local packages outside the package's folder (`.package(path: "../Util")`) are linked
    // into the scratch folder where the copy's relative paths find them.
    let outside = Set(
      (workspace.packages + workspace.dependencies).flatMap(\.dependencies).compactMap {
        dependency -> String? in
        guard case .local(let folder) = dependency.source,
          folder != package.root, !folder.hasPrefix(package.root + "/")
        else { return nil }
        return URL(fileURLWithPath: folder).standardizedFileURL.path
      }
    ).sorted()
    let ancestor = Self.commonFolder(of: [package.root] + outside)
    let tree = work.appendingPathComponent("tree").path
    /// Where `folder` (under the common folder) lies in the scratch tree.
    func inTree(_ folder: String) -> String {
      ancestor == "/" ? tree + folder : tree + folder.dropFirst(ancestor.count)
    }
    let copy = inTree(package.root)
    do {
      try Self.copyPackage(from: package.root, to: copy)
      for folder in outside where FileManager.default.fileExists(atPath: folder) {
        let link = inTree(folder)
        try FileManager.default.createDirectory(
          atPath: URL(fileURLWithPath: link).deletingLastPathComponent().path,
          withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: link) {
          try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
        }
      }
      try apply(draft, in: copy)
    } catch {
      throw .temporaryFolder(path: work.path, reason: systemReason(error))
    }
    guard let lower = package.target(named: draft.from),
      let upper = package.target(named: draft.to)
    else { return .cannotBuild(reason: "the draft's targets are not in the package") }
    let conforms = draft.protocols.contains {
      !draft.edits.existingConformances.contains($0.conformanceName)
    }
    if conforms, !upper.targetDependencies.contains(lower.name) {
      do {
        try PackageLoader.addTargetDependency(
          lower.name, to: upper.name, packagePath: packageRoot(of: upper, in: copy),
          swift: executable)
      } catch {
        return .cannotBuild(reason: "\(error)")
      }
    }
    var errors: [String] = []
    for target in [lower, upper] {
      let result = try Command(
        executable: executable,
        arguments: [
          "build", "--package-path", packageRoot(of: target, in: copy), "--scratch-path",
          work.appendingPathComponent("build").path, "--target", target.name,
        ],
        outputFolder: work.appendingPathComponent("build-\(target.name)")
      ).finish()
      guard result.status != 0 else { continue }
      let output = String(decoding: result.output, as: UTF8.self) + "\n" + result.errorText
      let located = output.split(separator: "\n").map(String.init).filter {
        $0.contains(": error: ") && $0.hasPrefix(copy)
      }
      guard !located.isEmpty else {
        let reason =
          output.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
          ?? "swift build exited with status \(result.status)"
        let trimmed = reason.trimmingCharacters(in: .whitespaces)
        return .cannotBuild(
          reason: trimmed.hasPrefix("error: ") ? String(trimmed.dropFirst(7)) : trimmed)
      }
      for line in located {
        let original = String(line.dropFirst(copy.count + 1))
        if !errors.contains(original) { errors.append(original) }
      }
    }
    return errors.isEmpty ? .builds : .fails(errors: errors)
  }

  /// The deepest folder that holds every one of `folders` (absolute), `/` at worst.
  private static func commonFolder(of folders: [String]) -> String {
    var common = folders.first.map { $0.split(separator: "/") } ?? []
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/")
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    return "/" + common.joined(separator: "/")
  }

  /// The root of the package that declares `target`, inside the copy.
  private func packageRoot(of target: Target, in copy: String) -> String {
    let root = workspace.packages.first { $0.identity == target.package }?.root ?? package.root
    return copy + root.dropFirst(package.root.count)
  }

  /// Copies the package's folder, leaving out build products and version control.
  private static func copyPackage(from source: String, to destination: String) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
    for item in try manager.contentsOfDirectory(atPath: source)
    where ![".build", ".swiftpm", ".git"].contains(item) && !item.hasPrefix(".scratch") {
      try manager.copyItem(atPath: source + "/" + item, toPath: destination + "/" + item)
    }
  }

  /// Writes the protocols, the conformances and the rewrites into the copy, and deletes the
  /// imports and the manifest's dependency.
  private func apply(_ draft: BridgeDraft, in copy: String) throws {
    guard let lower = package.target(named: draft.from),
      let upper = package.target(named: draft.to)
    else { return }
    var edits: [String: [SourceEdit]] = [:]
    // Lines added at the end of a file, where they move no line the compiler names.
    var appended: [String: [String]] = [:]
    for drafted in draft.protocols {
      if !draft.edits.existingProtocols.contains(drafted.name) {
        try drafted.source.write(
          toFile: copy + "/" + lower.path + "/\(drafted.name).swift", atomically: true,
          encoding: .utf8)
      }
      if let declared = drafted.refinedAt,
        !draft.edits.existingConformances.contains(drafted.conformanceName)
      {
        edits[declared.file, default: []].append(
          .refine(
            line: declared.line, column: declared.column, type: drafted.type,
            with: drafted.name))
        appended[declared.file, default: []].append(drafted.importLine)
      } else if !draft.edits.existingConformances.contains(drafted.conformanceName) {
        try drafted.conformance.write(
          toFile: copy + "/" + upper.path + "/\(drafted.type)+\(drafted.name).swift",
          atomically: true, encoding: .utf8)
      }
    }
    for rewrite in draft.rewrites {
      let location = rewrite.use.location
      edits[location.file, default: []].append(
        .replace(
          line: location.line, column: location.column,
          length: (rewrite.use.pathPrefix + rewrite.use.symbol).utf8.count,
          with: rewrite.replacement))
    }
    for line in draft.edits.imports {
      edits[line.location.file, default: []].append(.blankLine(line.location.line))
    }
    if let dependency = draft.edits.manifestDependency {
      edits[dependency.file, default: []].append(
        .removeListItem(
          line: dependency.line, column: dependency.column, length: draft.to.utf8.count + 2))
    }
    for file in Set(edits.keys).union(appended.keys) {
      let changes = edits[file] ?? []
      let path = copy + "/" + file
      var lines = try String(contentsOfFile: path, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
      // The last place first, so that earlier places stay put.
      for change in changes.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) })
      where change.line - 1 < lines.count {
        change.apply(to: &lines[change.line - 1])
      }
      lines += (appended[file] ?? []).map { Array($0.utf8) }
      try String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self)
        .write(toFile: path, atomically: true, encoding: .utf8)
    }
  }
}

/// One change to a line of a copied file.
private enum SourceEdit {
  /// `length` bytes from `column` become `text`.
  case replace(line: Int, column: Int, length: Int, with: String)
  /// The line is emptied; a blank line keeps every later line where the compiler's messages
  /// say it is.
  case blankLine(Int)
  /// A list item of `length` bytes from `column` goes, with the comma and spaces after it.
  case removeListItem(line: Int, column: Int, length: Int)
  /// The protocol `type`, declared at `column`, refines `protocolName` too.
  case refine(line: Int, column: Int, type: String, with: String)

  var line: Int {
    switch self {
    case .replace(let line, _, _, _), .blankLine(let line), .removeListItem(let line, _, _),
      .refine(let line, _, _, _):
      line
    }
  }

  var column: Int {
    switch self {
    case .replace(_, let column, _, _), .removeListItem(_, let column, _),
      .refine(_, let column, _, _):
      column
    case .blankLine: 1
    }
  }

  func apply(to bytes: inout [UInt8]) {
    switch self {
    case .blankLine:
      bytes = []
    case .replace(_, let column, let length, let text):
      let start = min(column - 1, bytes.count)
      bytes.replaceSubrange(start..<min(start + length, bytes.count), with: Array(text.utf8))
    case .removeListItem(_, let column, let length):
      let start = min(column - 1, bytes.count)
      var end = min(start + length, bytes.count)
      while end < bytes.count, bytes[end] == UInt8(ascii: ",") || bytes[end] == 0x20 { end += 1 }
      bytes.removeSubrange(start..<end)
    case .refine(_, let column, let type, let protocolName):
      let start = min(column - 1, bytes.count)
      let end = min(start + type.utf8.count, bytes.count)
      // `protocol Command: Sendable` becomes `protocol Command: Refined, Sendable`.
      let listed = end < bytes.count && bytes[end] == UInt8(ascii: ":")
      bytes.replaceSubrange(
        start..<(listed ? end + 1 : end),
        with: Array("\(type): \(protocolName)\(listed ? "," : "")".utf8))
    }
  }
}
