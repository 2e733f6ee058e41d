import CommandLineSupport
import DependencyGraph

/// The options that more than one command takes, each declared once: where the packages are,
/// where their checkouts are, the rules, and the revisions a change runs between.
enum SharedOption {
  static let packagePath = CommandOption.value(
    "--package-path", "<path>",
    help: "The package's root folder (default: the current folder).")
  static let workspace = CommandOption.value(
    "--workspace", "<folder>",
    help: """
      Check together every package, Xcode project and .xcworkspace in <folder> and any folder \
      below it (not .build, DerivedData, Pods, Carthage or checkouts, which it names).
      """)
  static let project = CommandOption.value(
    "--project", "<path>",
    help: """
      Check an Xcode project (.xcodeproj) together with the local packages it references, or every \
      project and package of an .xcworkspace.
      """)
  static let describeJSON = CommandOption.value(
    "--describe-json", "<file>",
    help: """
      Read this output of 'swift package describe --type json' instead of asking SwiftPM; its \
      dependency packages are then not read.
      """)
  static let scratchPath = CommandOption.value(
    "--scratch-path", "<folder>",
    help: """
      The build folder whose 'checkouts' hold the resolved dependencies (default: each package's \
      .build).
      """)
  static let rules = CommandOption.value(
    "--rules", "<file>",
    help: """
      Layers, forbidden edges and the files targets read (default: \(Rules.defaultFileName) at the \
      package or workspace root, when it exists; else each package's own).
      """)
  static let strict = CommandOption.flag(
    "--strict",
    help: """
      Also report imports of targets reached only through another dependency (transitive-import).
      """)
  static let define = CommandOption.value(
    "--define", "<flag>",
    help: """
      Check as if every target were built with this compilation condition (-Xswiftc -D<flag>); may \
      be repeated.
      """)
  static let base = CommandOption.value(
    "--base", "<revision>", help: "The git revision the change starts from.")
  static let head = CommandOption.value(
    "--head", "<revision>",
    help: "The revision it ends at (default: the working tree).")

  /// The options that say where the packages are, for commands that read no saved
  /// description; at most one may be given.
  static let locations = [packagePath, workspace, project]

  /// The packages that `parsed` names with one of `locations`, or the current folder.
  ///
  /// - Throws: ``UsageError/Problem/conflictingOptions(_:_:)`` when two are given.
  static func source(_ parsed: ParsedArguments, locations: [CommandOption] = locations)
    throws(UsageError.Problem) -> CheckRequest.Source
  {
    let given = locations.filter { parsed[$0] != nil }
    if given.count > 1 { throw .conflictingOptions(given[0].name, given[1].name) }
    switch given.first {
    case packagePath?: return .packages(parsed[packagePath].map { [$0] } ?? [])
    case workspace?: return .workspace(parsed[workspace] ?? ".")
    case project?: return .xcodeProject(parsed[project] ?? ".")
    case describeJSON?: return .describeJSON(parsed[describeJSON] ?? "", packagePath: nil)
    default: return .packages([])
    }
  }

  /// The flags of every `--define`, each a name Swift accepts after `-D`.
  ///
  /// - Throws: ``UsageError/Problem/malformedValue(option:value:expected:)`` for a value that
  ///   is no such name.
  static func defines(_ parsed: ParsedArguments) throws(UsageError.Problem) -> Set<String> {
    let flags = parsed.all(define)
    if let bad = flags.first(where: { !isFlagName($0) }) {
      throw .malformedValue(
        option: define.name, value: bad,
        expected: "a compilation condition's name: letters, digits and '_', not first a digit")
    }
    return Set(flags)
  }

  private static func isFlagName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// The usage of `locations`: one of them, or none.
  static func usage(_ locations: [CommandOption] = locations) -> Usage.Item {
    .oneOf(locations.map { [.required($0)] }, required: false)
  }
}
