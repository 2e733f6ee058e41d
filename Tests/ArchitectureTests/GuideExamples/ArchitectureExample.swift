// guide:begin architecture-test
import DependencyGraph
import Foundation
import Testing

@Test func architecture() throws {
  // The package's root: this file is Tests/<target>/<folder>/<file>.swift.
  let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
  let analysis = try PackageAnalysis.load(packagePath: packageRoot)
  #expect(analysis.graph.cycles.isEmpty)
  #expect(analysis.graph.path(from: "Routing", to: "AppMain") == nil)
  let report = analysis.check(rules: nil, strict: true)
  #expect(report.violations(of: .undeclaredImport).isEmpty, "\(report.text)")
}
// guide:end
