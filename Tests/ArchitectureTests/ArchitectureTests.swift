import DependencyGraph
import Testing

@testable import AppMain

@Suite("ModuleBridge's own module graph")
struct ArchitectureTests {
  /// Each target's layer in depgraph.json, as an index from the top, with the layers: a layer
  /// names targets or patterns (`*Module`), so membership comes from the package's targets.
  static let placement: (layers: [Rules.Layer], index: [TargetName: Int]) = {
    guard let analysis = try? PackageUnderTest.analysis.get(),
      let rules = try? PackageUnderTest.rules()
    else { return ([], [:]) }
    return (rules.layers, rules.layerIndices(of: analysis.package.targets.map(\.name)))
  }()

  /// Every pair of targets in two layers of depgraph.json, the lower one first.
  static let lowerAndHigher: [(lower: TargetName, higher: TargetName)] = {
    let placed = placement.index.sorted { $0.key < $1.key }
    return placed.flatMap { lower in
      placed.filter { $0.value < lower.value }.map { (lower.key, $0.key) }
    }
  }()

  /// Every pair of targets that share a layer depgraph.json marks independent.
  static let siblings: [(TargetName, TargetName)] = {
    let placed = placement.index.sorted { $0.key < $1.key }
    return placed.filter { placement.layers[$0.value].independent }.flatMap { first in
      placed.filter { $0.key != first.key && $0.value == first.value }.map { (first.key, $0.key) }
    }
  }()

  @Test("The declared graph has no cycle")
  func noCycle() throws {
    let analysis = try PackageUnderTest.analysis.get()
    #expect(analysis.graph.cycles.isEmpty)
    #expect(analysis.check().violations(of: .cycle).isEmpty)
  }

  @Test("depgraph.json has layers to check, each pair below derived from it")
  func layersExist() {
    #expect(!Self.lowerAndHigher.isEmpty)
    #expect(!Self.siblings.isEmpty)
  }

  @Test("No path leads from a lower layer's target up to a higher one", arguments: lowerAndHigher)
  func nothingPointsUp(_ lower: TargetName, _ higher: TargetName) throws {
    let graph = try PackageUnderTest.analysis.get().graph
    #expect(graph.path(from: lower, to: higher) == nil)
  }

  @Test("Targets of an independent layer do not depend on each other", arguments: siblings)
  func siblingsAreIndependent(_ first: TargetName, _ second: TargetName) throws {
    let graph = try PackageUnderTest.analysis.get().graph
    #expect(graph.path(from: first, to: second) == nil)
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
}
