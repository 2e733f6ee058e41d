import CommandLineSupport
import DependencyGraph
import Foundation
import TestSupport
import Testing

@testable import depgraph

@Suite("depgraph's text output: what nothing in the code can fix is one line")
struct DepgraphQuietTests {
  @Test("Packages never resolved are one summary line; --verbose and JSON list each")
  func unreadPackagesFold() throws {
    let folder = try TemporaryFolder("dg-quiet")
    defer { folder.remove() }
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [
          .package(url: "https://example.invalid/one.git", from: "1.0.0"),
          .package(url: "https://example.invalid/two.git", from: "1.0.0"),
        ],
        targets: [
          .target(
            name: "App",
            dependencies: [
              .product(name: "One", package: "one"), .product(name: "Two", package: "two"),
            ])
        ]
      )
      """)
    try folder.write("Sources/App/App.swift", "import One\nimport Two\n")
    let plain = Depgraph.run([], currentDirectory: folder.path, manifestCache: nil)
    let lines = plain.standardOutput.split(separator: "\n")
    #expect(plain.exitCode == 0)
    #expect(
      lines == [
        "depgraph: warning: 2 dependency packages or products were not read (one and two), so "
          + "imports only they could provide are not checked. Run 'swift package resolve'. "
          + "--verbose lists each, with the targets it leaves unchecked. [unresolved-dependency]",
        "depgraph: App: 1 target, 0 declared dependencies, 0 cycles; 0 errors, 2 warnings",
      ])
    let verbose = Depgraph.run(["--verbose"], currentDirectory: folder.path, manifestCache: nil)
    #expect(
      verbose.standardOutput.split(separator: "\n").count { $0.hasPrefix("Package.swift:") } == 2)
    let quiet = Depgraph.run(["--quiet"], currentDirectory: folder.path, manifestCache: nil)
    #expect(quiet.standardOutput == String(lines[1]) + "\n")
    let both = Depgraph.run(["--quiet", "--verbose"], currentDirectory: folder.path)
    #expect(both.exitCode == 2 && both.standardError.contains("'--quiet' cannot be used with"))
    let json = Depgraph.run(
      ["--format", "json"], currentDirectory: folder.path, manifestCache: nil)
    #expect(json.standardOutput.components(separatedBy: "\"unresolved-dependency\"").count == 3)
  }
}
