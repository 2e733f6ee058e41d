import CommandLineSupport
import DependencyGraph
import Foundation
import TestSupport
import Testing

@testable import depgraph

/// Whether the tests run on Linux, where the golden files were written.
private let isLinux: Bool = {
  #if os(Linux)
    true
  #else
    false
  #endif
}()

/// Whole outputs, compared with files of our own in `Tests/Golden`: a changed word of any
/// message, a note moved, a finding added or lost fails here, where a test of fragments would
/// let it through. Between them the files hold a finding of every rule.
///
/// After a change meant to alter an output, `DEPGRAPH_UPDATE_GOLDEN=1 swift test --filter
/// GoldenOutputTests` writes the files again; the diff then shows every changed line for review.
@Suite(
  "Whole outputs of depgraph on the fixtures", .serialized,
  .enabled(if: isLinux, "the advice for unread packages is Linux's"))
struct GoldenOutputTests {
  /// One run of depgraph from the repository's root: a golden file's name and the arguments.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    var testDescription: String { name }
  }

  static let fixtures = "Tests/Fixtures/"

  /// Each fixture as a user would point depgraph at it, `--strict` for every rule, and the
  /// fixture that has every rules-file finding in each output format.
  static let cases: [Case] =
    [
      ("BridgeCases", ["--package-path"]), ("BridgeCompiled", ["--package-path"]),
      ("BuildConditions", ["--package-path"]), ("LeftOutTarget", ["--package-path"]),
      ("LegacyViolations", ["--package-path"]), ("ModuleAliases", ["--workspace"]),
      ("NaiveBridge", ["--package-path"]), ("RealWorldLayout", ["--package-path"]),
      ("RulesFileFindings", ["--package-path"]), ("UnreadModules", ["--workspace"]),
      ("UnresolvedDependency", ["--package-path"]), ("Workspace", ["--workspace"]),
      ("WorkspaceCycle", ["--workspace"]),
      ("XcodeConditions", ["--project", "Conditions.xcodeproj"]),
      ("XcodeReferences", ["--project", "Reader.xcodeproj"]),
      ("XcodeWorkspace", ["--project", "Studio.xcworkspace"]),
      ("XcodeWorkspaceApps", ["--project", "Apps.xcworkspace"]),
    ].map { name, flag in
      let path = fixtures + name + (flag.count == 2 ? "/" + flag[1] : "")
      return Case(name: name, arguments: [flag[0], path, "--strict"])
    }
    + ["json", "github", "sarif", "dot"].map { format in
      Case(
        name: "RulesFileFindings." + format,
        arguments: [
          "--package-path", fixtures + "RulesFileFindings", "--strict", "--format", format,
        ])
    }

  /// The run as its golden file holds it: the exit status, then standard output, then
  /// standard error; the checkout's own folder is written `$ROOT`, as SARIF names it.
  static func output(of run: Case) -> String {
    let result = Depgraph.run(run.arguments + colorNever(run), currentDirectory: packageRoot)
    return
      ("exit \(result.exitCode)\n--- standard output\n" + result.standardOutput
      + "--- standard error\n" + result.standardError)
      .replacingOccurrences(of: packageRoot, with: "$ROOT")
  }

  private static func colorNever(_ run: Case) -> [String] {
    run.arguments.contains("--format") ? [] : ["--color", "never"]
  }

  @Test("Each output is its golden file, whole", arguments: cases)
  func matchesGoldenFile(_ run: Case) throws {
    let file = packageRoot + "/Tests/Golden/\(run.name).txt"
    let printed = Self.output(of: run)
    if ProcessInfo.processInfo.environment["DEPGRAPH_UPDATE_GOLDEN"] == "1" {
      try Data(printed.utf8).write(to: URL(fileURLWithPath: file))
      return
    }
    let golden = try String(contentsOfFile: file, encoding: .utf8)
    #expect(
      printed == golden,
      "Tests/Golden/\(run.name).txt differs; DEPGRAPH_UPDATE_GOLDEN=1 writes it again")
  }

  @Test("The golden files hold a finding of every rule, and no file that no case writes")
  func everyRuleIsGolden() throws {
    let folder = packageRoot + "/Tests/Golden"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(files == Self.cases.map { $0.name + ".txt" }.sorted())
    let texts = try files.filter { !$0.contains(".") || $0.hasSuffix(".txt") }.map {
      try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
    }.joined()
    for rule in Violation.Rule.allCases {
      #expect(texts.contains("[\(rule.rawValue)]\n"), "no golden output has a \(rule.rawValue)")
    }
  }
}
