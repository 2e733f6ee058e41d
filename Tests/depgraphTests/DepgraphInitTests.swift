import CommandLineSupport
import DependencyGraph
import Foundation
import TestSupport
import Testing

@testable import depgraph

@Suite("depgraph init: layers from the graph as it is, a baseline, and the CI commands")
struct DepgraphInitTests {
  /// An app of four targets over a local package whose own dependency was never resolved.
  private static func app(in folder: TemporaryFolder) throws {
    try folder.write(
      "Mid/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Mid",
        products: [.library(name: "Mid", targets: ["Mid"])],
        dependencies: [.package(url: "https://example.invalid/far.git", from: "1.0.0")],
        targets: [.target(name: "Mid", dependencies: [.product(name: "Far", package: "far")])]
      )
      """)
    try folder.write("Mid/Sources/Mid/Mid.swift", "import Far\n")
    try folder.write(
      "App/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [.package(path: "../Mid")],
        targets: [
          .executableTarget(name: "App", dependencies: ["Search", "Cart"]),
          .target(name: "Search", dependencies: ["Core"]),
          .target(name: "Cart", dependencies: ["Core", .product(name: "Mid", package: "Mid")]),
          .target(name: "Core"),
          .testTarget(name: "CartTests", dependencies: ["Cart"]),
        ]
      )
      """)
    try folder.write("App/Sources/App/main.swift", "import Search\nimport Cart\n")
    try folder.write("App/Sources/Search/Search.swift", "import Core\n")
    // Cart uses Core and Mid, and Search without declaring it: one finding today.
    try folder.write("App/Sources/Cart/Cart.swift", "import Core\nimport Mid\nimport Search\n")
    try folder.write("App/Sources/Core/Core.swift", "")
    try folder.write("App/Tests/CartTests/CartTests.swift", "import Cart\n")
  }

  @Test("The levels become layers, today's findings the baseline, and the check passes with both")
  func proposesAndPasses() throws {
    let folder = try TemporaryFolder("dg-init")
    defer { folder.remove() }
    try Self.app(in: folder)
    let result = Depgraph.run(["init", "--package-path", "App"], currentDirectory: folder.path)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let rules = try String(contentsOfFile: folder.path + "/App/depgraph.json", encoding: .utf8)
    let proposal = try Rules(json: Data(rules.utf8), file: "depgraph.json", knownTargets: nil)
    #expect(
      proposal.layers.map { "\($0.name): \($0.targets.joined(separator: ","))" } == [
        "tests: CartTests", "level-4: App", "level-3: Cart", "level-2: Search", "level-1: Core",
      ])
    #expect(
      result.standardOutput.contains(
        "  depgraph --package-path App --rules App/depgraph.json --baseline "
          + "App/depgraph-baseline.json\n"))
    let check = Depgraph.run(
      [
        "--package-path", "App", "--rules", "App/depgraph.json", "--baseline",
        "App/depgraph-baseline.json",
      ],
      currentDirectory: folder.path)
    #expect(check.exitCode == 0, "\(check.standardOutput)\(check.standardError)")
    #expect(check.standardOutput.hasSuffix("0 errors, 0 warnings; 2 known from the baseline\n"))
  }

  @Test("init writes nothing where the rules or the baseline exist, and says which")
  func refusesToOverwrite() throws {
    let folder = try TemporaryFolder("dg-init-exists")
    defer { folder.remove() }
    try Self.app(in: folder)
    try folder.write("App/depgraph-baseline.json", "{}")
    let result = Depgraph.run(["init", "--package-path", "App"], currentDirectory: folder.path)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("App/depgraph-baseline.json exists already"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/App/depgraph.json"))
    let stray = Depgraph.run(["init", "App"], currentDirectory: folder.path)
    #expect(stray.exitCode == 2 && stray.standardError.contains("--package-path"))
  }
}
