// guide:begin workspace-test
import DependencyGraph
import Foundation
import Testing

@Test func workspaceArchitecture() throws {
  // A folder of local packages: here the fixture workspace, Tests/Fixtures/Workspace.
  let workspace = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Workspace").path
  let analysis = try PackageAnalysis.load(
    packagePaths: try Workspace.packagePaths(in: workspace), root: workspace,
    scratchPath: workspace + "/App/.scratch")
  #expect(analysis.workspace.packages.map(\.name) == ["App", "Core", "Features"])
  // Nothing below the app reaches it, across any package.
  #expect(analysis.graph.path(from: "CoreModels", to: "App") == nil)
  let report = analysis.check(strict: true)
  #expect(report.cycles.isEmpty, "\(report.text)")
}
// guide:end
