// guide:begin affected-test
import DependencyGraph
import Foundation
import Testing

@Test func routingChangeReachesItsDependents() throws {
  // The package's root: this file is Tests/<target>/<folder>/<file>.swift.
  let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
  let analysis = try PackageAnalysis.load(packagePath: packageRoot)
  let reached = analysis.affected(byChanging: ["Sources/Routing/Routing.docc/Routing.md"])
  // Routing's own documentation reaches Routing and everything built on it...
  #expect(reached.targets.contains("LoginModule") && reached.tests.contains("RoutingTests"))
  // ...but not the checker, which does not depend on it.
  #expect(!reached.targets.contains("DependencyGraph"))
  #expect(reached.testFilter?.hasPrefix("^(") == true)
}
// guide:end
