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

@Suite("depgraph reports one finding per line for one cause")
struct DepgraphOneFindingPerLineTests {
  /// Core imports Feature, which depends on Core: the one import closes a cycle, breaks the
  /// layers and a `forbidden` entry.
  static func package() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("dg-one-line")
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "OneLine",
        targets: [
          .target(name: "Core"),
          .target(name: "Feature", dependencies: ["Core"]),
        ]
      )
      """)
    try folder.write("Sources/Core/Core.swift", "import Feature\n")
    try folder.write("Sources/Feature/Feature.swift", "import Core\n")
    try folder.write(
      "depgraph.json",
      """
      {"layers": [{"name": "features", "targets": ["Feature"]}, {"name": "core", "targets": ["Core"]}],
       "forbidden": [{"from": "Core", "to": "Feature"}]}
      """)
    return folder
  }

  @Test("An import that breaks three rules is one error with the other two as notes")
  func oneLineOneFinding() throws {
    let folder = try Self.package()
    defer { folder.remove() }
    let text = Depgraph.run(["--package-path", "."], currentDirectory: folder.path)
    #expect(text.exitCode == 1)
    let lines = text.standardOutput.split(separator: "\n").map(String.init)
    let place = "Sources/Core/Core.swift:1:1: "
    #expect(lines.filter { $0.contains(": error: ") }.count == 1)
    #expect(lines.contains { $0.hasPrefix(place + "error: ") && $0.hasSuffix("[cyclic-import]") })
    #expect(
      lines.contains {
        $0 == place + "note: also error: Core (layer 'core') depends on Feature, which is in the "
          + "higher layer 'features'. A target may depend only on its own layer and the layers "
          + "below it. [layer]"
      })
    #expect(
      lines.contains {
        $0 == place + "note: also error: Core must not depend on Feature, but it does: "
          + "Core -> Feature. [forbidden]"
      })
    #expect(lines.last?.hasSuffix("1 error, 0 warnings") == true)

    // JSON: one finding, the others in its `also`, each with its rule.
    let json = Depgraph.run(
      ["--package-path", ".", "--format", "json"], currentDirectory: folder.path)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let violations = try #require(document["violations"] as? [[String: Any]])
    #expect(violations.map { $0["rule"] as? String } == ["cyclic-import"])
    let also = try #require(violations.first?["also"] as? [[String: Any]])
    #expect(also.map { $0["rule"] as? String } == ["layer", "forbidden"])
    #expect(also.allSatisfy { $0["file"] == nil && $0["severity"] as? String == "error" })
    #expect((document["summary"] as? [String: Int])?["errors"] == 1)

    // SARIF keeps each rule's finding, and so do --only, the baseline and the annotations' count.
    let sarif = Depgraph.run(
      ["--package-path", ".", "--format", "sarif"], currentDirectory: folder.path)
    #expect(sarif.standardOutput.components(separatedBy: "\"ruleId\"").count - 1 == 3)
    let only = Depgraph.run(
      ["--package-path", ".", "--only", "layer"], currentDirectory: folder.path)
    #expect(only.standardOutput.contains("higher layer 'features'. A target may depend"))
    #expect(only.standardOutput.contains("[layer]\n"))
    #expect(!only.standardOutput.contains("also error"))
    let written = Depgraph.run(
      ["--package-path", ".", "--write-baseline", "baseline.json"], currentDirectory: folder.path)
    #expect(written.standardOutput == "depgraph: wrote 3 findings (3 entries) to baseline.json\n")
    let github = Depgraph.run(
      ["--package-path", ".", "--format", "github"], currentDirectory: folder.path)
    #expect(github.standardOutput.components(separatedBy: "::error ").count - 1 == 1)
    #expect(github.standardOutput.contains("%0AAlso error: Core must not depend on Feature"))
  }

  @Test("diff counts a line that breaks three rules once, with the others beside it")
  func diffFoldsTheLine() throws {
    let folder = try Self.package()
    defer { folder.remove() }
    try folder.write("Sources/Core/Core.swift", "public struct Core {}\n")
    try folder.commitAll("clean")
    try folder.write("Sources/Core/Core.swift", "import Feature\n")
    let diff = Depgraph.run(
      ["diff", "--base", "HEAD", "--package-path", "."], currentDirectory: folder.path)
    #expect(diff.exitCode == 0, "\(diff.standardError)")
    #expect(
      diff.standardOutput.contains(
        "**1 new error**\n\n#### New errors\n\n"
          + "- `cyclic-import` Core → Feature in `Sources/Core/Core.swift`, also `forbidden`, "
          + "`layer`\n"), "\(diff.standardOutput)")
    // JSON lists each rule's finding.
    let json = Depgraph.run(
      ["diff", "--base", "HEAD", "--package-path", ".", "--format", "json"],
      currentDirectory: folder.path)
    #expect(json.standardOutput.components(separatedBy: "\"rule\" :").count - 1 == 3)
  }

  @Test("An allowed finding leaves the line's other findings reported, the worst first")
  func allowedPrimary() throws {
    let folder = try Self.package()
    defer { folder.remove() }
    try folder.write(
      "depgraph.json",
      """
      {"layers": [{"name": "features", "targets": ["Feature"]}, {"name": "core", "targets": ["Core"]}],
       "forbidden": [{"from": "Core", "to": "Feature"}],
       "allow": [{"rule": "cyclic-import", "target": "Core", "module": "Feature", "because": "moving"}]}
      """)
    let text = Depgraph.run(["--package-path", "."], currentDirectory: folder.path)
    let lines = text.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains(": error: ") }.count == 1, "\(text.standardOutput)")
    #expect(lines.contains { $0.contains(": error: ") && $0.hasSuffix("[layer]") })
    #expect(lines.contains { $0.contains(": note: also error: ") && $0.hasSuffix("[forbidden]") })
  }
}
