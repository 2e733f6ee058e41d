import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphOutput

@Suite("Report formats")
struct ReportTests {
  /// A package with one undeclared import, one conditional import and one unused dependency.
  static var report: Report {
    var fixture = Fixture()
    fixture.add("Core")
    fixture.add("Extra")
    fixture.add("Tests", kind: .test, dependsOn: ["Core"], source: "import Core")
    fixture.add(
      "App", dependsOn: ["Core", "Extra"],
      source: "import Core\n#if DEBUG\nimport Extra\n#endif\nimport Foundation")
    fixture.add("Feature", source: "import Core")
    return fixture.analysis.check()
  }

  @Test("Text is compiler-style lines and a summary")
  func text() {
    #expect(
      Self.report.text == """
        Sources/Feature/Feature.swift:1:1: error: Feature imports Core but does not depend on it, \
        directly or through another dependency; it builds only when Core happens to be built \
        first. Add "Core" to the dependencies of Feature in Package.swift, or remove the import. \
        [undeclared-import]
        Sources/Feature/Feature.swift:1:1: note: fix with: swift package add-target-dependency \
        Core Feature
        depgraph: Fixture: 5 targets, 3 declared dependencies, 0 cycles; 1 error, 0 warnings

        """)
  }

  @Test("JSON follows the documented contract")
  func json() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.report.json.utf8)) as? [String: Any])
    #expect(object["package"] as? String == "Fixture")
    #expect(object["targets"] as? [String] == ["App", "Core", "Extra", "Feature", "Tests"])
    #expect(
      object["kinds"] as? [String: String] == [
        "App": "library", "Core": "library", "Extra": "library", "Feature": "library",
        "Tests": "test",
      ])
    let edges = try #require(object["edges"] as? [[String: String]])
    #expect(
      edges == [
        ["from": "App", "to": "Core"], ["from": "App", "to": "Extra"],
        ["from": "Tests", "to": "Core"],
      ])
    #expect((object["cycles"] as? [[String]])?.isEmpty == true)
    let violations = try #require(object["violations"] as? [[String: Any]])
    let first = try #require(violations.first)
    #expect(first["rule"] as? String == "undeclared-import")
    #expect(first["severity"] as? String == "error")
    #expect(first["target"] as? String == "Feature")
    #expect(first["module"] as? String == "Core")
    #expect(first["file"] as? String == "Sources/Feature/Feature.swift")
    #expect(first["line"] as? Int == 1)
    #expect(first["column"] as? Int == 1)
    #expect((object["summary"] as? [String: Int]) == ["errors": 1, "warnings": 0])
    #expect(object["schemaVersion"] as? Int == JSONOutput.schemaVersion)
  }

  @Test("DOT draws violations red, #if-only imports dashed, and can hide tests")
  func dot() {
    let dot = Self.report.dot()
    #expect(dot.hasPrefix("digraph \"Fixture\" {"))
    #expect(dot.contains("\"Feature\" -> \"Core\" [color=red, style=dashed]") == false)
    #expect(dot.contains("\"Feature\" -> \"Core\" [color=red];"))
    #expect(dot.contains("\"App\" -> \"Extra\" [style=dashed];"))
    #expect(dot.contains("\"App\" -> \"Core\";"))
    #expect(dot.contains("\"Tests\""))
    #expect(!Self.report.dot(includeTests: false).contains("\"Tests\""))
  }

  @Test("Mermaid draws the same graph with red link styles and dashed #if imports")
  func mermaid() {
    #expect(
      Self.report.mermaid(includeTests: false) == """
        graph TD
          App
          Core
          Extra
          Feature
          App --> Core
          App -.-> Extra
          Feature --> Core
          linkStyle 2 stroke:red

        """)
  }

  @Test("Identical input gives byte-identical output in every format")
  func deterministic() {
    let first = Self.report
    let second = Self.report
    #expect(first.text == second.text)
    #expect(first.json == second.json)
    #expect(first.dot() == second.dot())
    #expect(first.mermaid() == second.mermaid())
  }

  @Test("Names that are not identifiers are quoted in DOT and labelled in Mermaid")
  func awkwardNames() {
    var fixture = Fixture()
    fixture.add("my-lib")
    fixture.add("Quote\"d", dependsOn: ["my-lib"], source: "import my_lib")
    let report = fixture.analysis.check()
    #expect(report.dot().contains("\"Quote\\\"d\" -> \"my-lib\";"))
    #expect(report.mermaid().contains("t1[\"my-lib\"]"))
  }

  /// A cycle with a note, a message holding '%' and ',' and a newline.
  static var cycleReport: Report {
    var fixture = Fixture()
    fixture.add("A", dependsOn: ["B"], source: "import B")
    fixture.add("B", dependsOn: ["A"], source: "import A")
    return fixture.analysis.check()
  }

  @Test("SARIF holds every rule and one result per finding, with a base and fingerprints")
  func sarif() throws {
    let text = Self.cycleReport.sarif(relativeTo: "/pkg", toolVersion: "1.0")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "depgraph")
    #expect(driver["version"] as? String == "1.0")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == Violation.Rule.allCases.map(\.rawValue))
    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
    #expect(bases == ["SRCROOT": ["uri": "file:///pkg/"]])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == Self.cycleReport.violations.count)
    let cycle = try #require(results.first { $0["ruleId"] as? String == "cycle" })
    #expect(cycle["level"] as? String == "error")
    #expect(
      rules[try #require(cycle["ruleIndex"] as? Int)]["id"] as? String == "cycle")
    let location = try #require(
      (cycle["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(
      location["artifactLocation"] as? [String: String]
        == ["uri": "Sources/A/A.swift", "uriBaseId": "SRCROOT"])
    #expect(location["region"] as? [String: Int] == ["startLine": 1, "startColumn": 1])
    #expect((cycle["relatedLocations"] as? [Any])?.count == 3)
    #expect(
      (cycle["partialFingerprints"] as? [String: String])?["depgraphFinding/v1"]
        == "cycle|A|B|Sources/A/A.swift|1")
    // A package outside the base gets absolute file URIs and no base.
    let outside = Self.cycleReport.sarif(relativeTo: "/elsewhere")
    #expect(outside.contains(#""uri" : "file:///pkg/Sources/A/A.swift""#))
  }

  @Test("GitHub annotations are workflow commands, escaped, with notes in the message")
  func github() {
    let lines = Self.cycleReport.githubAnnotations(relativeTo: "/pkg").split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        "::error file=Sources/A/A.swift,line=1,col=1,title=depgraph cycle::Dependency cycle: "))
    #expect(
      lines[0].contains(
        "%0ASources/A/A.swift:1:1: A imports B here%0ASources/B/B.swift:1:1: B imports A here%0A"))
    #expect(lines[1] == "depgraph: Fixture: 1 error, 0 warnings")
    #expect(Report.escapeData("50% done\r\nnext") == "50%25 done%0D%0Anext")
    #expect(Report.escapeProperty("a:b,c") == "a%3Ab%2Cc")
  }

  @Test("A finding of no place is annotated on Package.swift only where the root has one")
  func annotationWithoutPlace() throws {
    let folder = try TemporaryFolder("dg-annotations")
    defer { folder.remove() }
    let finding = Violation(
      rule: .unresolvedDependency, target: "App", subject: .package("far"),
      message: "far was never read.")
    let report = Report(
      packageName: "Workspace", root: folder.path, targets: ["App"], kinds: [:], edges: [],
      cycles: [], violations: [finding])
    #expect(
      report.githubAnnotations(relativeTo: folder.path).hasPrefix(
        "::warning title=depgraph unresolved-dependency::far was never read."))
    try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
    #expect(
      report.githubAnnotations(relativeTo: folder.path).hasPrefix(
        "::warning file=Package.swift,title=depgraph unresolved-dependency::"))
  }

  /// A chain App -> Feature -> Core with the shortcut App -> Core, a Tool beside it, layered.
  static var layered: Report {
    var fixture = Fixture()
    fixture.add("Core", source: "let core = 1")
    fixture.add("Feature", dependsOn: ["Core"], source: "import Core")
    fixture.add("App", dependsOn: ["Feature", "Core"], source: "import Feature\nimport Core")
    fixture.add("Tool", dependsOn: ["App"], source: "import App")
    let rules = Rules(layers: [
      .init(name: "app", targets: ["App"]), .init(name: "lower", targets: ["Feature", "Core"]),
    ])
    return fixture.analysis.check(rules: rules)
  }

  @Test("Drawings group targets by layer, in DOT clusters and Mermaid subgraphs")
  func clusters() {
    let dot = Self.layered.dot()
    #expect(dot.contains("  subgraph cluster_0 {\n    label=\"app\";\n    \"App\";\n  }"))
    #expect(dot.contains("    label=\"lower\";\n    \"Core\";\n    \"Feature\";\n  }"))
    #expect(dot.contains("\n  \"Tool\";\n"))
    let mermaid = Self.layered.mermaid()
    #expect(mermaid.contains("  subgraph layer1 [\"lower\"]\n    Core\n    Feature\n  end"))
  }

  @Test("--reduce drops the edge a longer path implies; --focus and --depth draw a neighbourhood")
  func reduceAndFocus() {
    let all = Self.layered.mermaid(Report.Drawing())
    #expect(all.contains("App --> Core"))
    let reduced = Self.layered.mermaid(Report.Drawing(reduced: true))
    #expect(!reduced.contains("App --> Core"))
    #expect(reduced.contains("App --> Feature") && reduced.contains("Feature --> Core"))
    #expect(Self.layered.edgeCount(Report.Drawing(reduced: true)) == 3)
    let near = Self.layered.dot(Report.Drawing(focus: "Feature", depth: 1))
    #expect(near.contains("\"App\"") && near.contains("\"Core\""))
    #expect(!near.contains("\"Tool\""))
    let further = Self.layered.dot(Report.Drawing(focus: "Feature", depth: 2))
    #expect(further.contains("\"Tool\" -> \"App\""))
    let alone = Self.layered.dot(Report.Drawing(focus: "Feature", depth: 0))
    #expect(!alone.contains("->"))
  }

  @Test("A violation's edge is drawn even when a longer path implies it")
  func reduceKeepsViolations() {
    var fixture = Fixture()
    fixture.add("Core", source: "let core = 1")
    fixture.add("Feature", dependsOn: ["Core"], source: "import Core")
    fixture.add("App", dependsOn: ["Feature", "Core"], source: "import Feature\nimport Core")
    let rules = Rules(forbidden: [.init(from: "App", to: "Core")])
    let report = fixture.analysis.check(rules: rules)
    #expect(report.mermaid(Report.Drawing(reduced: true)).contains("App --> Core"))
  }
}
