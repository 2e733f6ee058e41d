import CommandLineSupport
import DependencyGraph
import Foundation
import TestSupport
import Testing

@testable import depgraph

@Suite("depgraph on a package whose dependencies were never resolved")
struct UnresolvedDependencyTests {
  @Test("It loads offline, keeps the product dependency and matches my-lib to my_lib")
  func offline() throws {
    let path = DepgraphTests.root + "/Tests/Fixtures/UnresolvedDependency"
    let analysis = try PackageAnalysis.load(packagePath: path)
    let app = try #require(analysis.package.target(named: "App"))
    #expect(app.productDependencies == ["Remote"])
    #expect(app.targetDependencies == ["my-lib"])
    #expect(analysis.package.target(named: "my-lib")?.c99name == "my_lib")
    // The one finding says the dependency is unread and which import went unchecked; the
    // import of Remote is never called undeclared.
    let violations = analysis.check(strict: true).violations
    #expect(violations.map(\.rule) == [.unresolvedDependency])
    let unread = try #require(violations.first)
    #expect(unread.severity == .warning)
    #expect(unread.target == "App" && unread.module == "never-fetched")
    #expect(unread.location == Violation.Location(file: "Package.swift", line: 9, column: 19))
    #expect(unread.message.contains("has no checkout in .build/checkouts"))
    #expect(unread.message.contains("Run 'swift package resolve'"))
    #expect(
      unread.message.hasSuffix(
        "not checked in App; no package read offers Remote."))
    let result = Depgraph.run(["--package-path", path, "--strict"], currentDirectory: "/")
    #expect(result.exitCode == 0)
  }
}

@Suite("depgraph limits")
struct DepgraphLimitTests {
  @Test("A source file just over the size limit is reported and skipped; one at it is scanned")
  func sourceSizeLimit() throws {
    let temporaryFolder = try TemporaryFolder("dg-limit")
    defer { temporaryFolder.remove() }
    let folder = temporaryFolder.url
    for name in ["A", "B"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Sources/\(name)"), withIntermediateDirectories: true)
    }
    let header = "import B\n"
    let atLimit =
      header + String(repeating: " ", count: PackageAnalysis.maximumSourceSize - header.utf8.count)
    try Data(atLimit.utf8).write(to: folder.appendingPathComponent("Sources/A/at.swift"))
    try Data((atLimit + " ").utf8).write(to: folder.appendingPathComponent("Sources/B/over.swift"))
    let describe = """
      {"name": "Limits", "path": "\(folder.path)", "targets": [
        {"name": "A", "path": "Sources/A", "sources": ["at.swift"], "target_dependencies": ["B"]},
        {"name": "B", "path": "Sources/B", "sources": ["over.swift"]}]}
      """
    try Data(describe.utf8).write(to: folder.appendingPathComponent("describe.json"))
    let result = Depgraph.run(["--describe-json", "describe.json"], currentDirectory: folder.path)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("Sources/B/over.swift:1:1: warning: Could not scan"))
    #expect(
      result.standardOutput.contains("over the limit of \(PackageAnalysis.maximumSourceSize)"))
    #expect(!result.standardOutput.contains("unused-dependency"))
  }
}

@Suite("depgraph on a workspace")
struct DepgraphWorkspaceTests {
  static let fixture = DepgraphTests.root + "/Tests/Fixtures/Workspace"

  @Test("--workspace checks every package as one graph, with package boundaries in every output")
  func workspace() throws {
    // One run of the command line (each loads four packages); the other formats are drawn from
    // the same report by the library, as the command line draws them.
    let json = Depgraph.run(
      ["--workspace", ".", "--scratch-path", "App/.scratch", "--strict", "--format", "json"],
      currentDirectory: Self.fixture)
    #expect(json.exitCode == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let packages = try #require(document["packages"] as? [[String: Any]])
    #expect(packages.compactMap { $0["path"] as? String } == ["App", "Core", "Features"])
    #expect(packages.compactMap { $0["identity"] as? String } == ["app", "core", "features"])
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary == ["errors": 4, "warnings": 1])

    let report = try PackageAnalysis.load(
      packagePaths: try Workspace.packagePaths(in: Self.fixture), root: Self.fixture,
      scratchPath: Self.fixture + "/App/.scratch"
    ).check(
      rules: nil, packageRules: [:], strict: true,
      sourceArguments: CheckRequest.Source.workspace(".").arguments)
    #expect(report.json == json.standardOutput)
    #expect(report.json.contains("depgraph bridge --workspace . --from "))
    #expect(
      report.text(relativeTo: Self.fixture).hasSuffix(
        "depgraph: Workspace: 5 targets, 4 declared dependencies, 0 cycles; 4 errors, 1 warning\n"))
    let dot = report.dot()
    #expect(dot.contains("    label=\"package Core\";\n    \"CoreExtras\";"))
    #expect(dot.contains("\"Features\" -> \"CoreUI\" [color=red];"))
    #expect(report.mermaid().contains("  subgraph package1 [\"package Core\"]\n"))
  }

  @Test("A package that cannot be loaded among several is a warning; none loaded is exit 2")
  func partlyLoaded() {
    let some = Depgraph.run(["Features", "Nowhere"], currentDirectory: Self.fixture)
    #expect(some.exitCode == 1)
    // Nowhere/Package.swift does not exist: no finding names it as a place.
    #expect(some.standardOutput.contains("depgraph: warning: No folder at"))
    let none = Depgraph.run(["Nowhere", "Elsewhere"], currentDirectory: Self.fixture)
    #expect(none.exitCode == 2)
    #expect(none.standardError.hasPrefix("error: No folder at"))
  }

  @Test("--fix declares a local package the importer's package lacks, then its product")
  func fixAddsPackage() throws {
    let temporaryFolder = try TemporaryFolder("dg-workspace-add")
    defer { temporaryFolder.remove() }
    let folder = temporaryFolder.url
    for (name, manifest, source) in [
      (
        "Lower",
        #"products: [.library(name: "Lower", targets: ["Lower"])], targets: [.target(name: "Lower")]"#,
        "public let lower = 1\n"
      ),
      (
        "Upper", #"targets: [.target(name: "Upper")]"#, "import Lower\n\npublic let upper = lower\n"
      ),
    ] {
      let sources = folder.appendingPathComponent("\(name)/Sources/\(name)")
      try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
      try Data(
        "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"\(name)\", \(manifest))\n"
          .utf8
      ).write(to: folder.appendingPathComponent("\(name)/Package.swift"))
      try Data(source.utf8).write(to: sources.appendingPathComponent("\(name).swift"))
    }
    let check = Depgraph.run(["--workspace", "."], currentDirectory: folder.path)
    #expect(
      check.standardOutput.contains(
        "note: fix with: swift package --package-path Upper add-dependency ../Lower --type path && "
          + "swift package --package-path Upper add-target-dependency Lower Upper --package Lower\n"
      ),
      "\(check.standardOutput)")
    let fixed = Depgraph.run(["--workspace", ".", "--fix"], currentDirectory: folder.path)
    #expect(fixed.exitCode == 0, "\(fixed.standardOutput)")
    #expect(fixed.standardOutput.hasSuffix("0 errors, 0 warnings\n"), "\(fixed.standardOutput)")
  }

  @Test("Without rules at the root, each package's own depgraph.json applies to its targets")
  func packageRules() throws {
    let temporaryFolder = try TemporaryFolder(copying: Self.fixture, prefix: "dg-workspace-rules")
    defer { temporaryFolder.remove() }
    let folder = temporaryFolder.url
    try Data(
      #"""
      {
        "layers": [{"name": "ui", "targets": ["CoreUI"]}, {"name": "models", "targets": ["CoreModels"]}],
        "forbidden": [{"from": "CoreUI", "to": "CoreModels", "because": "views take plain values"}]
      }
      """#.utf8
    ).write(to: folder.appendingPathComponent("Core/depgraph.json"))
    let arguments = ["--workspace", ".", "--only", "unlayered-target,forbidden"]
    let both = Depgraph.run(arguments, currentDirectory: folder.path)
    // Only Core's own target outside its layers; App and Features have no rules.
    #expect(
      both.standardOutput.hasPrefix(
        "Core/Package.swift:14:19: warning: CoreExtras is in no layer of the rules"),
      "\(both.standardOutput)")
    #expect(both.standardOutput.hasSuffix("1 error, 1 warning\n"))
    #expect(
      both.standardOutput.contains(
        "error: CoreUI must not depend on CoreModels, but it does: CoreUI -> CoreModels. "
          + "Because: views take plain values. [forbidden]"),
      "\(both.standardOutput)")
    // Rules at the root replace the packages' own.
    try Data(#"{"layers": []}"#.utf8).write(to: folder.appendingPathComponent("depgraph.json"))
    let root = Depgraph.run(arguments, currentDirectory: folder.path)
    #expect(root.standardOutput.hasSuffix("0 errors, 0 warnings\n"), "\(root.standardOutput)")
    // A package's rules name only its own targets; another's is refused, naming the file.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("depgraph.json"))
    try Data(#"{"layers": [{"name": "app", "targets": ["App"]}]}"#.utf8)
      .write(to: folder.appendingPathComponent("Core/depgraph.json"))
    let foreign = Depgraph.run(["--workspace", "."], currentDirectory: folder.path)
    #expect(foreign.exitCode == 2)
    #expect(foreign.standardError.contains("Core/depgraph.json"), "\(foreign.standardError)")
  }

  @Test("--fix declares products with SwiftPM's editor, in the right package, and checks again")
  func fixProducts() throws {
    let temporaryFolder = try TemporaryFolder(copying: Self.fixture, prefix: "dg-workspace-fix")
    defer { temporaryFolder.remove() }
    let folder = temporaryFolder.url
    let result = Depgraph.run(
      ["--workspace", ".", "--scratch-path", "App/.scratch", "--strict", "--fix"],
      currentDirectory: folder.path)
    #expect(
      result.standardOutput.hasPrefix(
        """
        depgraph: ran swift package --package-path App add-target-dependency RemoteKitTesting App --package remote-kit
        depgraph: ran swift package --package-path Features add-target-dependency CoreExtras Features --package Core
        depgraph: ran swift package --package-path Features add-target-dependency CoreModels Features --package Core

        """), "\(result.standardOutput)")
    // What is left: the cycle, which has no fix, and the unused product.
    #expect(result.standardOutput.hasSuffix("1 error, 1 warning\n"), "\(result.standardOutput)")
    let manifest = try String(
      contentsOfFile: folder.path + "/Features/Package.swift", encoding: .utf8)
    #expect(manifest.contains(#".product(name: "CoreExtras", package: "Core")"#))
  }
}

@Suite("depgraph --project with a workspace beside the project")
struct WiderWorkspaceTests {
  static func workspace(listing members: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace version = "1.0">
    \(members.map { "   <FileRef location = \"group:\($0)\"></FileRef>" }.joined(separator: "\n"))
    </Workspace>
    """
  }

  @Test("A project whose workspace lists a package more says so, and how to read them both")
  func noteNamesTheWorkspace() throws {
    let folder = try TemporaryFolder(copying: fixturePath("XcodeClassic"), prefix: "dg-wider")
    defer { folder.remove() }
    try folder.write(
      "Extra/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Extra", targets: [.target(name: "Extra")])
      """)
    try folder.write("Extra/Sources/Extra/Extra.swift", "public struct Extra {}\n")
    try folder.write(
      "App.xcworkspace/contents.xcworkspacedata",
      Self.workspace(listing: ["App.xcodeproj", "Extra"]))
    for command in [["check"], ["init"]] {
      let result = Depgraph.run(
        command + ["--project", "App.xcodeproj"], currentDirectory: folder.path)
      #expect(result.exitCode == 0, "\(result.standardError)")
      #expect(
        result.standardError
          == "depgraph: note: App.xcworkspace beside it also lists Extra, which App.xcodeproj "
          + "alone does not reference: --project App.xcworkspace checks them together.\n")
    }
    // The workspace itself, or a workspace that lists nothing more, says nothing.
    let whole = Depgraph.run(["--project", "App.xcworkspace"], currentDirectory: folder.path)
    #expect(whole.standardError.isEmpty)
    try folder.write(
      "App.xcworkspace/contents.xcworkspacedata", Self.workspace(listing: ["App.xcodeproj"]))
    let alone = Depgraph.run(["--project", "App.xcodeproj"], currentDirectory: folder.path)
    #expect(alone.standardError.isEmpty)
  }

  @Test("A folder with no Package.swift but a project names the project to pass")
  func projectInsteadOfPackage() throws {
    let folder = try TemporaryFolder(copying: fixturePath("XcodeClassic"), prefix: "dg-no-package")
    defer { folder.remove() }
    let result = Depgraph.run([], currentDirectory: folder.path)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: No Swift package at '\(folder.path)': it has no Package.swift, but it holds "
        + "'App.xcodeproj'. Pass --project App.xcodeproj for the app (a workspace reads every "
        + "project and package it lists), or --workspace with the folder for everything below "
        + "it.\n")
    let searched = Depgraph.run(
      ["--workspace", "App.xcodeproj"], currentDirectory: folder.path)
    #expect(searched.exitCode == 2)
    #expect(
      searched.standardError
        == "error: '\(folder.path)/App.xcodeproj' is an Xcode project, not a folder to search. "
        + "Pass it with --project \(folder.path)/App.xcodeproj.\n")
  }
}
