public import DependencyGraphAnalysis
import DependencyGraphLoading
public import DependencyGraphModel
import DependencyGraphScanning
import DependencyGraphSupport
import Foundation

/// What building a bridge draft showed: it builds, the compiler's errors sorted into the
/// draft's own and the steps it leaves, or why the package could not be built at all.
public enum BridgeVerification: Hashable, Sendable {
  /// Every target built compiles with the edge removed.
  case builds
  /// The compiler's errors, each `path:line:column: error: message` with the file's path
  /// relative to the package's root: those of the draft itself (a defect of the draft: an
  /// error no step it names explains), and those of the steps it leaves to do by hand.
  case fails(draftErrors: [String], stepsLeft: [StepLeft])
  /// SwiftPM could not build the package, for a reason that is not the draft's: unresolved
  /// dependencies offline, say.
  case cannotBuild(reason: String)

  /// A step the draft names but cannot make (an injection, a blocker's move, a caller that
  /// must pass the service, a use to check by hand), with the compiler's errors it explains.
  public struct StepLeft: Hashable, Sendable {
    /// The step, as the draft words it.
    public let step: String
    public let errors: [String]
  }

  /// Every error, the draft's first.
  public var errors: [String] {
    guard case .fails(let draftErrors, let stepsLeft) = self else { return [] }
    return draftErrors + stepsLeft.flatMap(\.errors)
  }
}

extension BridgeDraft {
  /// Each place the draft leaves a step to do by hand, `path:line` relative to the package's
  /// root, with the step in words.
  var stepsLeft: [(place: String, step: String)] {
    func at(_ location: Violation.Location) -> String { "\(location.file):\(location.line)" }
    var steps = injection.map { (at($0.location), "Inject: \($0.advice)") }
    steps += blockers.map { (at($0.use.location), "Move: \($0.fix)") }
    steps += edits.callers.map { caller in
      (
        at(caller.location),
        "Pass the service: \(caller.target) creates \(caller.type), whose initializer now takes "
          + "it."
      )
    }
    steps += uses.filter { $0.kind == .unresolved }.map {
      (at($0.location), "Check by hand: \($0.symbol), whose receiver's type is not written.")
    }
    return steps
  }

  /// `errors` sorted: an error on a line where the draft leaves a step belongs to that step
  /// (each step once, in the draft's order); any other is the draft's own.
  func sorted(_ errors: [String]) -> BridgeVerification {
    var draftErrors: [String] = []
    var byStep: [String: [String]] = [:]
    let steps = stepsLeft
    for error in errors {
      // `path:line:column: error: ...`: the place is the path and the line.
      let parts = error.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      let place = parts.count > 2 ? "\(parts[0]):\(parts[1])" : ""
      if let step = steps.first(where: { $0.place == place })?.step {
        byStep[step, default: []].append(error)
      } else {
        draftErrors.append(error)
      }
    }
    var order: [String] = []
    for step in steps.map(\.step) where byStep[step] != nil && !order.contains(step) {
      order.append(step)
    }
    return .fails(
      draftErrors: draftErrors,
      stepsLeft: order.map { BridgeVerification.StepLeft(step: $0, errors: byStep[$0] ?? []) })
  }
}

extension PackageAnalysis {
  /// Writes `draft` into a scratch copy of the package, removes the edge it breaks (the
  /// imports and the manifest's dependency), declares the upper target's dependency on the
  /// lower one where the conformance needs it, and builds with SwiftPM the lower target, the
  /// upper one and every target that depends on either. A module that has errors is still
  /// emitted, so that the targets above it are compiled and their errors shown too.
  ///
  /// The copy leaves out `.build`, `.swiftpm` and `.git`; the original is never written.
  /// When the draft leaves errors, a second copy with only the edge removed is built too:
  /// an error it has as well, in a file with no use, was the package's before the draft and
  /// is left out.
  /// Import lines are blanked rather than removed, so that the compiler's line numbers are
  /// the original's.
  ///
  /// - Parameters:
  ///   - draft: A draft of this analysis's package.
  ///   - swift: The `swift` executable; found as for loading when `nil`.
  /// - Returns: What the build showed.
  /// - Throws: ``ToolchainError/temporaryFolder(path:reason:)`` when the copy cannot be made; the
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

  /// Copies the package into `work/tree`, with the local packages outside its folder
  /// (`.package(path: "../Util")`) linked where the copy's relative paths find them.
  ///
  /// - Returns: The copy's root.
  func scratchCopy(in work: URL) throws(GraphError) -> String {
    let outside = Set(
      (workspace.packages + workspace.dependencies).flatMap(\.dependencies).compactMap {
        dependency -> String? in
        guard case .local(let folder) = dependency.source,
          folder != package.root, !folder.hasPrefix(package.root + "/")
        else { return nil }
        // Resolved, as the package's root is: a checkout reached through a symbolic link
        // lies, in the copy, where the root's relative path finds it.
        return URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
      }
    ).sorted()
    let root = URL(fileURLWithPath: package.root).resolvingSymlinksInPath().path
    let ancestor = Self.commonFolder(of: [root] + outside)
    let tree = work.appendingPathComponent("tree").path
    /// Where `folder` (under the common folder) lies in the scratch tree.
    func inTree(_ folder: String) -> String {
      ancestor == "/" ? tree + folder : tree + folder.dropFirst(ancestor.count)
    }
    let copy = inTree(root)
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
    } catch {
      throw .toolchain(.temporaryFolder(path: work.path, reason: systemReason(error)))
    }
    return copy
  }

  /// ``verify(_:swift:)`` in the scratch folder `work`.
  private func verify(_ draft: BridgeDraft, in work: URL, swift executable: String)
    throws(GraphError) -> BridgeVerification
  {
    let copy = try scratchCopy(in: work)
    do {
      try apply(draft, in: copy)
    } catch {
      throw .toolchain(.temporaryFolder(path: work.path, reason: systemReason(error)))
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
          lower.name.rawValue, to: upper.name, packagePath: packageRoot(of: upper, in: copy),
          swift: executable)
      } catch {
        return .cannotBuild(reason: "\(error)")
      }
    }
    let dependents = package.targets.filter { target in
      !target.kind.isTest && target.name != lower.name && target.name != upper.name
        && (target.targetDependencies.contains(lower.name)
          || target.targetDependencies.contains(upper.name))
    }
    let targets = [lower, upper] + dependents
    let errors: [String]
    switch try buildErrors(of: targets, in: copy, work: work, swift: executable) {
    case .success(let found): errors = found
    case .failure(let failure): return .cannotBuild(reason: failure.reason)
    }
    guard !errors.isEmpty else { return .builds }
    // The package's own errors, with the edge removed and no draft: what the draft did not
    // cause, in a file with no use, is left out. An error where a use is stays the draft's.
    let baselineWork = work.appendingPathComponent("baseline")
    let baseline = try scratchCopy(in: baselineWork)
    do {
      try Self.blankLines(draft.edits.imports.map(\.location), in: baseline)
      if let dependency = draft.edits.manifestDependency {
        try Self.removeManifestItem(draft.to.rawValue, at: dependency, in: baseline)
      }
    } catch {
      throw .toolchain(.temporaryFolder(path: baselineWork.path, reason: systemReason(error)))
    }
    let before = try buildErrors(of: targets, in: baseline, work: baselineWork, swift: executable)
    let already = Set((try? before.get()) ?? [])
    let usedFiles = Set(draft.uses.map(\.location.file))
    let caused = errors.filter { error in
      !already.contains(error) || usedFiles.contains(String(error.prefix { $0 != ":" }))
    }
    return caused.isEmpty ? .builds : draft.sorted(caused)
  }

  /// The compiler's errors in building each of `targets` in the copy at `copy`, each
  /// `path:line:column: error: message` with the path relative to the copy; or why SwiftPM
  /// could not build at all.
  private func buildErrors(of targets: [Target], in copy: String, work: URL, swift: String)
    throws(GraphError) -> Result<[String], ScratchBuildFailure>
  {
    var errors: [String] = []
    for target in targets {
      let result = try Command(
        executable: swift,
        arguments: [
          "build", "--package-path", packageRoot(of: target, in: copy), "--scratch-path",
          work.appendingPathComponent("build").path, "--target", target.name.rawValue,
          // A module with errors is emitted all the same, so the targets that import it are
          // compiled and show their own errors.
          "-Xswiftc", "-Xfrontend", "-Xswiftc", "-experimental-allow-module-with-compiler-errors",
        ],
        outputFolder: work.appendingPathComponent("build-\(target.name)")
      ).finish()
      let output = String(decoding: result.output, as: UTF8.self) + "\n" + result.errorText
      // With modules emitted despite errors, SwiftPM may exit 0 having printed some: the
      // errors decide, not the status.
      let located = output.split(separator: "\n").map(String.init).filter {
        $0.contains(": error: ") && $0.hasPrefix(copy)
      }
      // A target above one with errors may fail only on reading that module's invalid
      // declarations: those errors are already shown.
      if result.status != 0, located.isEmpty, errors.isEmpty {
        let reason =
          output.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
          ?? "swift build exited with status \(result.status)"
        let trimmed = reason.trimmingCharacters(in: .whitespaces)
        return .failure(
          ScratchBuildFailure(
            trimmed.hasPrefix("error: ") ? String(trimmed.dropFirst(7)) : trimmed))
      }
      for line in located {
        let original = String(line.dropFirst(copy.count + 1))
        if !errors.contains(original) { errors.append(original) }
      }
    }
    return .success(errors)
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
          line: dependency.line, column: dependency.column, length: draft.to.rawValue.utf8.count + 2
        ))
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

extension PackageAnalysis {
  /// Deletes, in the copy at `copy`, the manifest's list item `name` (quoted) that begins at
  /// `location`, with the comma and spaces after it.
  static func removeManifestItem(_ name: String, at location: Violation.Location, in copy: String)
    throws
  {
    let path = copy + "/" + location.file
    var lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    guard location.line - 1 < lines.count else { return }
    SourceEdit.removeListItem(
      line: location.line, column: location.column, length: name.utf8.count + 2
    ).apply(to: &lines[location.line - 1])
    try String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self)
      .write(toFile: path, atomically: true, encoding: .utf8)
  }
}

extension PackageAnalysis {
  /// Empties each line of `locations` in the copy at `copy`: the lines after keep their
  /// numbers.
  static func blankLines(_ locations: [Violation.Location], in copy: String) throws {
    for (file, places) in Dictionary(grouping: locations, by: \.file) {
      let path = copy + "/" + file
      var lines = try String(contentsOfFile: path, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
      for place in places where place.line - 1 < lines.count {
        SourceEdit.blankLine(place.line).apply(to: &lines[place.line - 1])
      }
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
