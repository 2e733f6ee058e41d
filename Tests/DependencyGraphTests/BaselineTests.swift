import DependencyGraph
import Foundation
import Testing

@Suite("Baselines")
struct BaselineTests {
  /// Feature imports Settings twice (in two `#if` branches) and App once, none declared.
  static func legacy(featureSource: String? = nil) -> Fixture {
    var fixture = Fixture()
    fixture.add("Settings", source: "public struct Settings {}")
    fixture.add(
      "Feature",
      source: featureSource
        ?? "#if os(Linux)\nimport Settings\n#else\nimport Settings\n#endif\nimport Core")
    fixture.add("Core", source: "public struct Core {}")
    return fixture
  }

  @Test("A baseline records each kind of finding once, with how many times it occurs")
  func records() {
    let baseline = Baseline(report: Self.legacy().analysis.check())
    #expect(
      baseline.entries == [
        Baseline.Entry(
          rule: .undeclaredImport, target: "Feature", module: "Core",
          file: "Sources/Feature/Feature.swift", count: 1),
        Baseline.Entry(
          rule: .undeclaredImport, target: "Feature", module: "Settings",
          file: "Sources/Feature/Feature.swift", count: 2),
      ])
  }

  @Test("Its JSON is deterministic and reads back as written")
  func roundTrip() throws {
    let baseline = Baseline(report: Self.legacy().analysis.check())
    #expect(baseline.json == Baseline(report: Self.legacy().analysis.check()).json)
    #expect(baseline.json.contains(#""version" : 1"#))
    let read = try Baseline(
      json: Data(baseline.json.utf8), file: "b.json", knownTargets: ["Core", "Feature", "Settings"])
    #expect(read == baseline)
  }

  @Test("Findings the baseline records are left out, even after lines move; new ones stay")
  func subtracts() throws {
    let baseline = Baseline(report: Self.legacy().analysis.check())
    let moved = Self.legacy(
      featureSource: "// moved\n\n#if os(Linux)\nimport Settings\n#else\nimport Settings\n#endif\n"
        + "import Core\nimport Extra")
    var fixture = moved
    fixture.add("Extra")
    let report = fixture.analysis.check().subtracting(baseline)
    #expect(report.violations.map(\.module) == ["Extra"])
    #expect(report.baselineComparison?.known == 3)
    #expect(report.baselineComparison?.resolved == [])
    #expect(report.text.contains("3 known from the baseline"))
  }

  @Test("A finding that occurs more often than recorded is new; one that is gone is listed")
  func countsAndResolved() throws {
    let baseline = Baseline(report: Self.legacy().analysis.check())
    // A third import of Settings, and no import of Core any more.
    let report = Self.legacy(
      featureSource: "import Settings\nimport Settings\nimport Settings"
    ).analysis.check().subtracting(baseline)
    #expect(report.violations.count == 1)
    #expect(report.violations.first?.location?.line == 3)
    #expect(
      report.baselineComparison?.resolved == [
        Baseline.Entry(
          rule: .undeclaredImport, target: "Feature", module: "Core",
          file: "Sources/Feature/Feature.swift", count: 1)
      ])
    #expect(
      report.text.contains(
        "Sources/Feature/Feature.swift: note: baseline entry no longer occurs: "
          + "undeclared-import Feature -> Core; write the baseline again to drop it"))
    #expect(report.json.contains(#""resolved" : ["#))
  }

  @Test(
    "A bad baseline is refused with the file and the key at fault",
    arguments: [
      ("nope", "Invalid baseline b.json: not valid JSON"),
      ("[]", "the top level must be an object"),
      (#"{"findings": []}"#, "version must be a whole number"),
      (#"{"version": 2, "findings": []}"#, "version is 2, but this depgraph reads version 1."),
      (#"{"version": 1, "entries": []}"#, "unknown key 'entries'"),
      (
        #"{"version": 1, "findings": [{"rule": "cycles", "target": "Core", "count": 1}]}"#,
        "findings[0].rule 'cycles' is not a rule"
      ),
      (
        #"{"version": 1, "findings": [{"rule": "cycle", "target": "Core", "count": 0}]}"#,
        "findings[0].count must be at least 1"
      ),
      (
        #"{"version": 1, "findings": [{"rule": "cycle", "target": "Core", "count": 1.5}]}"#,
        "findings[0].count must be a whole number"
      ),
      (#"{"version": 1, "findings": [{"rule": "cycle", "count": 1}]}"#, "findings[0].target must"),
      (
        #"{"version": 1, "findings": [{"rule": "cycle", "target": "Gone", "count": 1}]}"#,
        "it names targets the package does not have: Gone."
      ),
    ])
  func invalid(_ json: String, _ message: String) {
    #expect {
      _ = try Baseline(json: Data(json.utf8), file: "b.json", knownTargets: ["Core"])
    } throws: { error in
      (error as? GraphError)?.description.contains(message) == true
    }
  }
}

@Suite("Allow entries and unlayered targets")
struct AllowTests {
  @Test("An allow entry moves its findings out of the report, with its reason")
  func allows() throws {
    var fixture = Fixture()
    fixture.add("Core", source: "public struct Core {}")
    fixture.add("Fonts", source: "public struct Fonts {}")
    fixture.add("App", dependsOn: ["Core", "Fonts"], source: "import Core\nlet app = Core()")
    let rules = Rules(allow: [
      .init(rule: .unusedDependency, target: "App", module: "Fo*", because: "fonts register")
    ])
    let report = fixture.analysis.check(rules: rules)
    #expect(report.violations.isEmpty, "\(report.text)")
    #expect(report.allowed.map(\.violation.module) == ["Fonts"])
    #expect(report.allowed.first?.because == "fonts register")
    #expect(
      report.text(relativeTo: "/pkg", verbose: true).contains(
        "allowed: App declares a dependency on Fonts"))
    #expect(!report.text(relativeTo: "/pkg").contains("allowed:"))
    #expect(report.json.contains(#""because" : "fonts register""#))
  }

  @Test("An allow entry that matches nothing is a warning at the entry")
  func unmatched() throws {
    var fixture = Fixture()
    fixture.add("Core")
    let location = Violation.Location(file: "depgraph.json", line: 4, column: 18)
    let rules = Rules(allow: [
      .init(rule: .layer, target: "Core", because: "old", location: location)
    ])
    let report = fixture.analysis.check(rules: rules)
    let violation = try #require(report.violations.first)
    #expect(report.violations.count == 1)
    #expect(violation.rule == .unmatchedAllow)
    #expect(violation.severity == .warning)
    #expect(violation.location == location)
    #expect(violation.message.contains("matches no finding (because: old)"))
  }

  @Test("With layers, each target in none is an unlayered-target warning; patterns cover them")
  func unlayered() {
    var fixture = Fixture()
    fixture.add("Core")
    fixture.add("CoreTests", kind: .test, dependsOn: ["Core"], source: "import Core")
    fixture.add("Tool", kind: .executable, dependsOn: ["Core"], source: "import Core")
    let partial = Rules(layers: [.init(name: "core", targets: ["Core"])])
    let warnings = fixture.analysis.check(rules: partial).violations(of: .unlayeredTarget)
    #expect(warnings.map(\.target) == ["CoreTests", "Tool"])
    #expect(warnings.allSatisfy { $0.severity == .warning })
    let covered = Rules(layers: [
      .init(name: "top", targets: ["*Tests", "T??l"]), .init(name: "core", targets: ["Core"]),
    ])
    #expect(fixture.analysis.check(rules: covered).violations.isEmpty)
    #expect(fixture.analysis.check(rules: Rules()).violations.isEmpty)
  }
}

@Suite("Rule metadata")
struct RuleMetadataTests {
  @Test("Every finding has its rule's severity, as SARIF's rule list and the docs say")
  func severities() {
    var fixture = Fixture()
    fixture.add("A", dependsOn: ["B"], source: "import B\nimport C\nlet a = 1")
    fixture.add("B", dependsOn: ["A"], source: "import A")
    fixture.add("C", dependsOn: ["D"], source: "let c = 1")
    fixture.add("D", source: "import A")
    fixture.add("E", source: "import F\nimport G")
    fixture.add("F", dependsOn: ["G"], source: "import G")
    fixture.add("G")
    let rules = Rules(
      layers: [.init(name: "top", targets: ["A", "B", "C"]), .init(name: "low", targets: ["D"])],
      forbidden: [.init(from: "A", to: "B")],
      allow: [.init(rule: .layer, target: "Nobody", because: "never")])
    let report = fixture.analysis.check(rules: rules, strict: true)
    let found = Set(report.violations.map(\.rule))
    #expect(found.count >= 7, "\(found)")
    for violation in report.violations {
      #expect(violation.severity == violation.rule.severity, "\(violation.rule)")
    }
  }
}
