import DependencyGraph
import Testing

@testable import AppMain

@Suite("ModuleBridge's own module graph")
struct ArchitectureTests {
  static let lower = ["Routing", "BridgeFramework"]
  static let upper = ["ColorServiceModule", "LoginModule", "AppMain"]

  @Test("The declared graph has no cycle")
  func noCycle() throws {
    let analysis = try PackageUnderTest.analysis.get()
    #expect(analysis.graph.cycles.isEmpty)
    #expect(analysis.check().violations(of: .cycle).isEmpty)
  }

  @Test(
    "No path leads from a lower module up to a feature module or the app",
    arguments: lower.flatMap { from in upper.map { (from, $0) } })
  func nothingPointsUp(_ from: String, _ to: String) throws {
    let analysis = try PackageUnderTest.analysis.get()
    #expect(analysis.graph.path(from: from, to: to) == nil)
    #expect(analysis.graph.path(from: to, to: from) != nil || to == "LoginModule")
  }

  @Test("Feature modules do not depend on each other, either way")
  func featuresAreSiblings() throws {
    let graph = try PackageUnderTest.analysis.get().graph
    #expect(graph.path(from: "ColorServiceModule", to: "LoginModule") == nil)
    #expect(graph.path(from: "LoginModule", to: "ColorServiceModule") == nil)
  }

  @Test("Every import of a package target is declared, and declared directly in Sources")
  func importsAreDeclared() throws {
    let report = try PackageUnderTest.analysis.get().check(strict: true)
    #expect(report.violations(of: .undeclaredImport).isEmpty)
    let transitive = report.violations(of: .transitiveImport).filter {
      $0.location?.file.hasPrefix("Sources/") ?? false
    }
    #expect(transitive.isEmpty, "\(transitive.map(\.message))")
  }

  @Test("The package keeps its own layers and forbidden edges, with nothing to warn about")
  func rulesHold() throws {
    let report = try PackageUnderTest.analysis.get().check(
      rules: try PackageUnderTest.rules(), strict: true)
    #expect(report.violations.isEmpty, "\(report.text)")
  }

  @Test("The demo's table of modules is the manifest's graph below AppMain, import for import")
  func demoTableMatchesManifest() throws {
    let graph = try PackageUnderTest.analysis.get().graph
    var belowApp: Set<String> = []
    var pending = ["AppMain"]
    while let name = pending.popLast() {
      if belowApp.insert(name).inserted { pending += graph.dependencies(of: name) }
    }
    #expect(Set(AppModules.all.map(\.name)) == belowApp)
    #expect(AppModules.all.count == belowApp.count, "a module is listed twice")
    for module in AppModules.all {
      #expect(module.imports.sorted() == graph.dependencies(of: module.name), "\(module.name)")
    }
  }
}
