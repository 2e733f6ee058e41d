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
      ])
    #expect(report.errorCount == 1)
  }
}
