import Testing

@testable import DependencyGraph
@testable import DependencyGraphChecks

@Suite("The registry of rules")
struct CheckRulesTests {
  @Test(
    "Every rule identifier has exactly one rule in the registry", arguments: Violation.Rule.allCases
  )
  func registered(_ rule: Violation.Rule) {
    #expect(CheckRules.all.filter { $0.id == rule }.count == 1)
  }

  @Test("Allow entries filter the findings of every rule, after the rules have run")
  func allowFiltersAfterTheRules() {
    // App imports Core undeclared (undeclared-import) and declares Unused without importing
    // it (unused-dependency): findings of two rules, each accepted by an entry; a third entry
    // matches nothing.
    var fixture = Fixture()
    fixture.add("Core")
    fixture.add("Unused", source: "public let unused = 1")
    fixture.add("App", dependsOn: ["Unused"], source: "import Core\nlet app = 1")
    let rules = Rules(allow: [
      Rules.Allowance(rule: .undeclaredImport, target: "App", module: "Core", because: "moving"),
      Rules.Allowance(rule: .unusedDependency, target: "App", module: "Unused", because: "soon"),
      Rules.Allowance(rule: .cycle, target: "Core", because: "gone"),
    ])
    let report = fixture.analysis.check(rules: rules)
    #expect(
      report.allowed.map(\.violation.rule).sorted { $0.rawValue < $1.rawValue }
        == [.undeclaredImport, .unusedDependency])
    #expect(report.violations.map(\.rule) == [.unmatchedAllow])
    #expect(CheckRules.all.last?.id == .unmatchedAllow, "the guide lists it last")
  }

  @Test("Each rule's definition states its summary, help and documentation")
  func described() {
    for rule in Violation.Rule.allCases {
      #expect(!rule.summary.isEmpty && !rule.help.isEmpty && !rule.documentation.isEmpty)
      #expect(rule.summary.hasSuffix("."), "\(rule): a summary is a sentence")
    }
  }

  @Test("The imports are classified once, and each import rule reports only its own kind")
  func importRulesReadOneClassification() {
    // Core -> Base is declared; App imports Base only through Core (transitive), and imports
    // Other undeclared, which depends on App (cyclic once declared).
    var fixture = Fixture()
    fixture.add("Base")
    fixture.add("Core", dependsOn: ["Base"], source: "import Base")
    fixture.add("Other", dependsOn: ["App"], source: "import App")
    fixture.add("App", dependsOn: ["Core"], source: "import Base\nimport Other\nimport Core")
    var context = CheckContext(analysis: fixture.analysis)
    #expect(
      context.importEdges.map { [$0.importer.name, $0.imported] } == [
        ["App", "Base"], ["App", "Other"],
      ])
    #expect(context.importEdges.map(\.kind) == [.transitive, .cyclic(back: ["Other", "App"])])
    let lenient = CheckRun(strict: false, scopes: [], layerIndices: [:])
    UndeclaredImportRule().check(&context, lenient)
    TransitiveImportRule().check(&context, lenient)
    #expect(context.violations.isEmpty)
    CyclicImportRule().check(&context, lenient)
    #expect(context.violations.map(\.rule) == [.cyclicImport])
    TransitiveImportRule().check(&context, CheckRun(strict: true, scopes: [], layerIndices: [:]))
    #expect(context.violations.map(\.rule) == [.cyclicImport, .transitiveImport])
  }
}
