import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphChanges

/// The examples of DependencyGraph's doc comments, run: `DocCommentExampleTests` fails when an
/// example there no longer stands, line for line, in a test.
@Suite("DependencyGraph's doc-comment examples")
struct DocCommentExamples {
  @Test("Rules.adding(_:toLayer:in:)")
  func rulesAdding() {
    let text =
      #"{"layers": [{"name": "features", "targets": ["ColorServiceModule", "LoginModule"]}]}"#
    let edited = Rules.adding("SettingsModule", toLayer: "features", in: text)
    // "targets": ["ColorServiceModule", "LoginModule", "SettingsModule"]
    #expect(
      edited?.contains(#""targets": ["ColorServiceModule", "LoginModule", "SettingsModule"]"#)
        == true)
  }

  @Test("TestPlan")
  func testPlan() throws {
    let contents = Data(
      #"{"testTargets": [{"target": {"name": "CoreTests"}}, {"target": {"name": "AppTests"}}]}"#
        .utf8)
    let reached = AffectedTargets(
      changed: ["Sources/Core/Core.swift"], targets: ["Core", "CoreTests"], tests: ["CoreTests"],
      unowned: [], allTests: ["AppTests", "CoreTests"])
    let plan = try TestPlan(data: contents, file: "App.xctestplan")
    let edited = try plan.enabling(only: reached.tests, known: reached.allTests)
    #expect(
      String(decoding: edited, as: UTF8.self)
        == #"{"testTargets": [{"target": {"name": "CoreTests"}}, {"enabled" : false, "#
        + #""target": {"name": "AppTests"}}]}"#)
  }

  @Test("ModuleMap")
  func moduleMap() {
    let names = ModuleMap.moduleNames(
      in: "module zlibLinux [system] { header \"zlib.h\" link \"z\" }")
    // ["zlibLinux"]
    #expect(names == ["zlibLinux"])
  }

  @Test("DependencyCondition")
  func dependencyCondition() {
    // .target(name: "CLinux", condition: .when(platforms: [.linux]))
    let condition = DependencyCondition(platforms: ["linux"])
    let text = condition.description  // "when platforms: [.linux]"
    #expect(text == "when platforms: [.linux]")
  }

  @Test("ImportScanner")
  func importScanner() {
    let imports = ImportScanner.scan("@testable import App\nimport struct Core.Point")
    let modules = imports.map(\.module)  // ["App", "Core"]
    #expect(modules == ["App", "Core"])
  }

  @Test("TargetGraph")
  func targetGraph() {
    let graph = TargetGraph(edges: ["App": ["Core", "UI"], "UI": ["Core"]])
    let path = graph.path(from: "App", to: "Core")  // ["App", "Core"]
    let cycles = graph.cycles  // []
    #expect(path == ["App", "Core"])
    #expect(cycles.isEmpty)
  }

  @Test("SwiftPackage, PackageAnalysis, BridgeDraft: on a package folder")
  func package() throws {
    let packagePath = fixturePath("LegacyViolations")
    let package = try PackageLoader.load(packagePath: packagePath)
    let graph = TargetGraph(package)
    let path = graph.path(from: "App", to: "Core")  // ["App", "Core"]
    #expect(path == ["App", "Core"])

    let report = try PackageAnalysis.load(packagePath: packagePath).check()
    let baseline = Baseline(report: report)  // --write-baseline: baseline.json
    let later = report.subtracting(baseline)  // --baseline: only what is new
    let resolved = later.baselineComparison?.resolved  // entries that no longer occur
    #expect(!report.violations.isEmpty && later.violations.isEmpty)
    #expect(resolved?.isEmpty == true)
  }

  @Test("PackageAnalysis: an architecture test")
  func architectureTest() throws {
    let packagePath = fixturePath("BridgeDraft")
    let analysis = try PackageAnalysis.load(packagePath: packagePath)
    let report = analysis.check(rules: nil, strict: true)
    #expect(report.violations.isEmpty)
    #expect(analysis.graph.path(from: "BridgeFramework", to: "ColorServiceModule") == nil)
  }

  @Test("BridgeDraft")
  func bridgeDraft() throws {
    let analysis = try PackageAnalysis.load(packagePath: fixturePath("NaiveBridge"))
    let draft = try analysis.bridge(from: "BridgeFramework", to: "ColorServiceModule")
    let text = draft.text(root: analysis.package.root, relativeTo: ".")  // uses, then Swift
    #expect(text.contains("protocol"))
  }

  @Test("GraphDiff")
  func graphDiff() throws {
    var base = Fixture()
    base.add("Feature", dependsOn: ["Core"], source: "import Core")
    var head = base
    base.add("Core")
    head.add("Core", dependsOn: ["Feature"], source: "import Feature")
    let baseReport = base.analysis.check()
    let headReport = head.analysis.check()
    let diff = GraphDiff(base: baseReport, head: headReport)
    let introduced = diff.cycles.added  // [["Core", "Feature", "Core"]]
    let comment = diff.markdown  // a pull-request comment, worst first
    #expect(introduced == [["Core", "Feature", "Core"]])
    #expect(comment.contains("Core"))
  }

  @Test("Workspace")
  func workspace() throws {
    let (app, core) = (fixturePath("Workspace") + "/App", fixturePath("Workspace") + "/Core")
    let workspace = try Workspace.load(packagePaths: [app, core])
    let report = PackageAnalysis(workspace: workspace).check(strict: true)
    #expect(report.targets.contains("App"))
  }

  @Test("A check request runs what depgraph runs")
  func checkRequest() throws {
    let path = fixturePath("UnresolvedDependency")
    let request = CheckRequest(source: .packages([path]), strict: true, currentDirectory: ".")
    let report = try request.report()
    let failed = report.errorCount > 0
    #expect(!failed)
    #expect(report.violations.map(\.rule) == [.unresolvedDependency])
  }
}
