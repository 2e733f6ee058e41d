import DependencyGraph
import Testing

@Suite("The naive design of the bridge, as a fixture")
struct NaiveBridgeTests {
  @Test("depgraph reports its cycle with the path and the imports that make it")
  func reportsTheCycle() throws {
    let analysis = try PackageAnalysis.load(
      packagePath: PackageUnderTest.root + "/Tests/Fixtures/NaiveBridge")
    let report = analysis.check()
    #expect(report.cycles == [["BridgeFramework", "ColorServiceModule", "BridgeFramework"]])
    let cycle = try #require(report.violations(of: .cycle).first)
    #expect(cycle.severity == .error)
    #expect(cycle.path == ["BridgeFramework", "ColorServiceModule", "BridgeFramework"])
    #expect(
      cycle.notes.map { $0.location?.file } == [
        "Sources/BridgeFramework/BridgeViewController.swift",
        "Sources/ColorServiceModule/ColorService.swift",
        "Sources/BridgeFramework/BridgeViewController.swift",
      ])
    // The other edge puts BridgeViewController in ColorService's signature: not the one.
    #expect(
      cycle.notes.last?.message
        == "The edge cheapest to invert is BridgeFramework -> ColorServiceModule: 2 uses of "
        + "ColorServiceModule, 0 that a protocol cannot carry. 'depgraph bridge --from "
        + "BridgeFramework --to ColorServiceModule' drafts the protocol.")
    #expect(report.errorCount == 1)
  }

  @Test("The bridge draft names what Sources' design holds: backgroundColor() and the injection")
  func draftsTheBridge() throws {
    let analysis = try PackageAnalysis.load(
      packagePath: PackageUnderTest.root + "/Tests/Fixtures/NaiveBridge")
    let draft = try analysis.bridge(from: "BridgeFramework", to: "ColorServiceModule")
    #expect(draft.uses.map(\.kind) == [.construction, .method])
    #expect(draft.uses.map(\.symbol) == ["ColorService", "ColorService.backgroundColor()"])
    let drafted = try #require(draft.protocols.first)
    #expect(draft.protocols.count == 1)
    #expect(drafted.type == "ColorService")
    #expect(drafted.requirements == ["func backgroundColor() -> String"])
    #expect(
      drafted.conformance
        == "import BridgeFramework\n\nextension ColorService: BridgeColorServiceProviding {}\n")
    #expect(draft.injection.map(\.enclosingType) == ["BridgeViewController"])
    #expect(
      draft.injection.first?.advice.hasPrefix(
        "Let BridgeViewController's initializer take "
          + "`colorService: any BridgeColorServiceProviding`") == true)
    #expect(draft.blockers.isEmpty)
    // The edit list: the import and the manifest's dependency to delete.
    #expect(
      draft.edits.imports.map { "\($0.location.file):\($0.location.line) \($0.module)" } == [
        "Sources/BridgeFramework/BridgeViewController.swift:1 ColorServiceModule"
      ])
    #expect(draft.edits.manifestDependency.map { "\($0.file):\($0.line)" } == "Package.swift:9")
    // The same shape as Sources: BridgeColorLayer.backgroundColor(), and
    // BridgeViewController(colorService:).
    let renamed = try analysis.bridge(
      from: "BridgeFramework", to: "ColorServiceModule", protocolName: "BridgeColorLayer")
    #expect(renamed.protocols.first?.source.contains("public protocol BridgeColorLayer {") == true)
  }
}
