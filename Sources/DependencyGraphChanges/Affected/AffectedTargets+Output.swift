public import DependencyGraphModel
import DependencyGraphOutput
import DependencyGraphSupport

extension AffectedTargets {
  /// A one-line summary, then each list under its name, one entry per line.
  public var text: String {
    func plural(_ count: Int, _ noun: String) -> String {
      "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
    var lines = [
      "depgraph affected: \(plural(changed.count, "changed file")) "
        + (changed.count == 1 ? "reaches " : "reach ")
        + "\(plural(targets.count, "target")), \(plural(tests.count, "test target"))"
        + (selectsEveryTest ? " (every test: a changed file is unowned)." : ".")
    ]
    let unownedTitle = selectsEveryTest ? "unowned (select every test)" : "unowned (reach nothing)"
    for (title, names) in [
      ("targets", targets.map(\.rawValue)), ("tests", tests.map(\.rawValue)),
      (unownedTitle, unowned), ("notes", notes),
    ]
    where !names.isEmpty {
      lines.append("\(title):")
      lines += names.map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The documented JSON: `base` and `head` (`null` for the working tree or files given),
  /// `changed`, `targets`, `tests`, `unowned`, `notes` and `schemaVersion`
  /// (``JSONOutput/schemaVersion``), keys sorted.
  public func json(base: String?, head: String?) -> String {
    sortedJSON(
      AffectedJSON(
        base: base, head: head, changed: changed, targets: targets.map(\.rawValue),
        tests: tests.map(\.rawValue),
        unowned: unowned, notes: notes, schemaVersion: JSONOutput.schemaVersion))
  }

  /// The arguments that make `xcodebuild test` run exactly the reached test targets, one
  /// `-only-testing:<Target>` per line; empty when the change reaches no test, for
  /// `xcodebuild` without one runs them all.
  public var onlyTestingArguments: [String] {
    tests.map { "-only-testing:" + $0.rawValue }
  }

  /// A pattern for `swift test --filter` that runs exactly the reached test targets, by
  /// module name: `^(CoreTests|FeatureTests)\.`; `nil` when the change reaches no test, for
  /// an empty filter would run them all.
  public var testFilter: String? { Self.filter(tests) }

  private static func filter(_ tests: [TargetName]) -> String? {
    guard !tests.isEmpty else { return nil }
    return "^(" + tests.map { Target.c99name(of: $0.rawValue).rawValue }.joined(separator: "|")
      + ")\\."
  }

  /// One `swift test` command per SwiftPM package whose tests the change reaches, each
  /// running exactly those: `swift test --package-path Packages/Core --filter '^(CoreTests)\.'`,
  /// in the order of the packages' folders; none when no such test is reached. A package's
  /// folder is written relative to `directory` (none for `directory` itself), and quoted
  /// for a shell when it needs to be. Tests of an Xcode project are left out:
  /// ``onlyTestingArguments`` lists them for `xcodebuild`.
  public func swiftTestCommands(relativeTo directory: String) -> [String] {
    let byPackage = Dictionary(grouping: tests.filter { packageOfTest[$0] != nil }) {
      packageOfTest[$0] ?? ""
    }
    return byPackage.keys.sorted().compactMap { folder in
      guard let pattern = Self.filter(byPackage[folder, default: []].sorted()) else { return nil }
      let path = relative(folder, to: directory) ?? folder
      let packagePath =
        path.isEmpty ? "" : "--package-path \(shellQuoted(path)) "
      return "swift test \(packagePath)--filter \(shellQuoted(pattern))"
    }
  }

  /// The reached tests that `swift test` cannot run: those of an Xcode project.
  public var testsOutsideSwiftPM: [TargetName] { tests.filter { packageOfTest[$0] == nil } }
}

private struct AffectedJSON: Encodable {
  @AlwaysWritten var base: String?
  @AlwaysWritten var head: String?
  let changed: [String]
  let targets: [String]
  let tests: [String]
  let unowned: [String]
  let notes: [String]
  let schemaVersion: Int
}
