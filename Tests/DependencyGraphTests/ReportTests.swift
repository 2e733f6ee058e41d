import DependencyGraph
import Foundation
import Testing

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
      source: "import Core\n#if DEBUG\nimport Extra\n#endif\nimport Ghost")
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
        depgraph: Fixture: 5 targets, 3 declared dependencies, 0 cycles; 1 error, 0 warnings

        """)
  }

  @Test("JSON follows the documented contract")
  func json() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.report.json.utf8)) as? [String: Any])
    #expect(object["package"] as? String == "Fixture")
    #expect(object["targets"] as? [String] == ["App", "Core", "Extra", "Feature", "Tests"])
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
}
