import CommandLineSupport
import DependencyGraph
import Foundation
import TestSupport
import Testing

@testable import depgraph

@Suite("depgraph in CI: baselines, allow entries, --only, --warnings-as-errors")
struct DepgraphCITests {
  static let fixture = DepgraphTests.root + "/Tests/Fixtures/LegacyViolations"

  @Test("Baseline round trip: write, edit a file, and only the new finding fails")
  func baselineRoundTrip() throws {
    // A copy of the fixture, so that the test can edit its sources.
    let copy = try TemporaryFolder(copying: Self.fixture, prefix: "legacy")
    defer { copy.remove() }
    let package = copy.url
    let before = Depgraph.run(["--package-path", "."], currentDirectory: package.path)
    #expect(before.exitCode == 1)
    let written = Depgraph.run(
      ["--package-path", ".", "--write-baseline", "baseline.json"],
      currentDirectory: package.path)
    #expect(written.exitCode == 0, "\(written.standardError)")
    #expect(written.standardOutput == "depgraph: wrote 3 findings (3 entries) to baseline.json\n")
    let clean = Depgraph.run(
      ["--package-path", ".", "--baseline", "baseline.json"], currentDirectory: package.path)
    #expect(clean.exitCode == 0, "\(clean.standardOutput)")
    #expect(
      clean.standardOutput.hasSuffix("0 errors, 0 warnings; 1 allowed; 3 known from the baseline\n")
    )
    // Lines move above the known findings, and one new import appears.
    let feature = package.appendingPathComponent("Sources/Feature/Feature.swift")
    let source = try String(contentsOf: feature, encoding: .utf8)
    try Data(("// moved down\n\n" + source + "import App\n").utf8).write(to: feature)
    let after = Depgraph.run(
      ["--package-path", ".", "--baseline", "baseline.json"], currentDirectory: package.path)
    #expect(after.exitCode == 1)
    let findings = after.standardOutput.split(separator: "\n").filter {
      $0.contains(": error: ") || $0.contains(": warning: ")
    }
    // One import, one finding: the layer it also breaks is a note of it.
    #expect(findings.count == 1, "\(after.standardOutput)")
    #expect(findings.allSatisfy { $0.hasPrefix("Sources/Feature/Feature.swift:7:1: ") })
    #expect(findings.contains { $0.hasSuffix("[cyclic-import]") })
    #expect(
      after.standardOutput.split(separator: "\n").contains {
        $0.hasPrefix("Sources/Feature/Feature.swift:7:1: note: also error: ")
          && $0.hasSuffix("[layer]")
      })
    #expect(
      after.standardOutput.hasSuffix("1 error, 0 warnings; 1 allowed; 3 known from the baseline\n"))
  }

  @Test("--format sarif and --format github print paths relative to the current folder")
  func ciFormats() throws {
    let sarif = Depgraph.run(
      ["--package-path", "LegacyViolations", "--format", "sarif"],
      currentDirectory: DepgraphTests.root + "/Tests/Fixtures")
    #expect(sarif.exitCode == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [Any])?.count == 3)
    #expect(
      sarif.standardOutput.contains(#""uri" : "LegacyViolations/Sources/Feature/Feature.swift""#))
    let github = Depgraph.run(
      ["--package-path", "LegacyViolations", "--format", "github"],
      currentDirectory: DepgraphTests.root + "/Tests/Fixtures")
    #expect(github.exitCode == 1)
    #expect(
      github.standardOutput.contains(
        "::error file=LegacyViolations/Sources/Feature/Feature.swift,line=2,col=1,"
          + "title=depgraph undeclared-import::Feature imports Settings"))
    // The layer the import also breaks is in the same annotation; SARIF keeps each finding.
    #expect(
      github.standardOutput.contains(
        "%0AAlso error: Feature depends on Settings, but the targets of layer 'features' are "
          + "independent siblings and must not depend on each other. [layer]\n"))
    #expect(github.standardOutput.hasSuffix("depgraph: LegacyViolations: 1 error, 1 warning\n"))
  }

  @Test("depgraph bridge prints the uses and the draft, and exits 0")
  func bridge() {
    let result = Depgraph.run(
      [
        "bridge", "--from", "BridgeFramework", "--to", "ColorServiceModule", "--protocol-name",
        "BridgeColorLayer",
      ],
      currentDirectory: DepgraphTests.naive)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.hasPrefix(
        "depgraph bridge: BridgeFramework -> ColorServiceModule: bridge. BridgeFramework uses "
          + "ColorService through values it can be given, which a protocol of its own carries.\n"
      ))
    #expect(
      result.standardOutput.contains(
        "\nSources/BridgeFramework/BridgeViewController.swift:5:22: note: BridgeFramework uses "
          + "ColorServiceModule's ColorService (construction)\n"))
    #expect(result.standardOutput.contains("public protocol BridgeColorLayer {\n"))
    #expect(result.standardOutput.contains("extension ColorService: BridgeColorLayer {}"))
    let json = Depgraph.run(
      ["bridge", "--from", "BridgeFramework", "--to", "ColorServiceModule", "--format", "json"],
      currentDirectory: DepgraphTests.naive)
    #expect(json.standardOutput.contains(#""symbol" : "ColorService.backgroundColor()""#))
  }

  @Test("A Mermaid drawing past 500 edges says so on stderr; --focus names a real target")
  func drawings() throws {
    // 40 targets, each depending on every one before it: 780 edges.
    let temporaryFolder = try TemporaryFolder("dense")
    defer { temporaryFolder.remove() }
    let folder = temporaryFolder.url
    let targets = (0..<40).map { index in
      let dependencies = (0..<index).map { "\"T\($0)\"" }.joined(separator: ", ")
      return #"{"name": "T\#(index)", "path": "Sources/T\#(index)", "sources": [], "#
        + #""type": "library", "target_dependencies": [\#(dependencies)]}"#
    }
    let describe =
      #"{"name": "Dense", "path": "\#(folder.path)", "targets": ["#
      + targets.joined(separator: ", ") + "]}"
    try Data(describe.utf8).write(to: folder.appendingPathComponent("describe.json"))
    let dense = Depgraph.run(
      ["--describe-json", "describe.json", "--format", "mermaid"], currentDirectory: folder.path)
    #expect(
      dense.standardError
        == "warning: the drawing has 780 edges, more than the 500 Mermaid draws by default "
        + "(its maxEdges setting). Draw less with --focus <target> --depth 1, --reduce or "
        + "--hide-tests.\n")
    let reduced = Depgraph.run(
      // Nothing imports these dependencies; with their warnings left out, no edge must stay.
      ["--describe-json", "describe.json", "--format", "mermaid", "--reduce", "--only", "cycle"],
      currentDirectory: folder.path)
    #expect(reduced.standardError.isEmpty)
    #expect(reduced.standardOutput.components(separatedBy: " --> ").count - 1 == 39)
    let small = Depgraph.run(
      ["--package-path", Self.fixture, "--format", "mermaid"], currentDirectory: "/")
    #expect(small.standardError.isEmpty)
    #expect(small.standardOutput.hasPrefix("graph TD\n"))
    let unknown = Depgraph.run(
      ["--package-path", Self.fixture, "--format", "dot", "--focus", "Nope"],
      currentDirectory: "/")
    #expect(unknown.exitCode == 2)
    #expect(
      unknown.standardError.hasPrefix(
        "error: --focus names 'Nope', which is not a target of the package. Targets: App, Core"))
    let focused = Depgraph.run(
      ["--package-path", Self.fixture, "--format", "dot", "--focus", "Core", "--depth", "1"],
      currentDirectory: "/")
    #expect(focused.standardOutput.contains("\"Settings\" -> \"Core\""))
    let alone = Depgraph.run(
      ["--package-path", Self.fixture, "--format", "dot", "--focus", "Core", "--depth", "0"],
      currentDirectory: "/")
    #expect(alone.standardOutput.contains("\"Core\";"))
    #expect(!alone.standardOutput.contains("->"))
  }

  @Test(
    "--fix declares missing dependencies with SwiftPM's editor, never one closing a cycle or one the rules ban"
  )
  func fix() throws {
    // A copy of the fixture, so that the test can edit its sources and manifest.
    let copy = try TemporaryFolder(copying: Self.fixture, prefix: "legacy")
    defer { copy.remove() }
    let package = copy.url
    // Feature imports Core, whose dependency the copy drops (fixable: features sit above
    // core), and Settings, an independent sibling its depgraph.json bans; Core imports
    // Settings, which depends on Core, so declaring that one would close a cycle.
    let manifestFile = package.appendingPathComponent("Package.swift")
    let original = try String(contentsOf: manifestFile, encoding: .utf8)
    try Data(
      original.replacingOccurrences(
        of: #".target(name: "Feature", dependencies: ["Core"])"#,
        with: #".target(name: "Feature")"#
      ).utf8
    ).write(to: manifestFile)
    let core = package.appendingPathComponent("Sources/Core/Core.swift")
    try Data("import Settings\npublic struct Core {}\n".utf8).write(to: core)
    let result = Depgraph.run(["--package-path", ".", "--fix"], currentDirectory: package.path)
    #expect(
      result.standardOutput.hasPrefix(
        "depgraph: ran swift package add-target-dependency Core Feature\n"),
      "\(result.standardOutput)\(result.standardError)")
    #expect(!result.standardOutput.contains("add-target-dependency Settings"))
    #expect(result.standardOutput.contains("[cyclic-import]"))
    #expect(
      result.standardOutput.contains("Do not declare it: Feature and Settings are independent"))
    // The report after the fix: Feature's import of Core is declared now; nothing names Settings
    // in any more dependencies than before.
    #expect(!result.standardOutput.contains("Feature imports Core"))
    let manifest = try String(contentsOf: manifestFile, encoding: .utf8)
    #expect(
      manifest.components(separatedBy: #""Settings""#).count
        == original.components(separatedBy: #""Settings""#).count)
  }

  @Test("--fix with a baseline fixes only the findings the baseline does not record")
  func fixHonoursBaseline() throws {
    let copy = try TemporaryFolder(copying: Self.fixture, prefix: "legacy")
    defer { copy.remove() }
    let package = copy.url
    let manifestFile = package.appendingPathComponent("Package.swift")
    let original = try String(contentsOf: manifestFile, encoding: .utf8)
    // Feature's import of Core, undeclared, is recorded in the baseline; Settings's, added after,
    // is new.
    try Data(
      original.replacingOccurrences(
        of: #".target(name: "Feature", dependencies: ["Core"])"#, with: #".target(name: "Feature")"#
      ).utf8
    ).write(to: manifestFile)
    let written = Depgraph.run(
      ["--package-path", ".", "--write-baseline", "baseline.json"], currentDirectory: package.path)
    #expect(written.exitCode == 0, "\(written.standardError)")
    let edited = try String(contentsOf: manifestFile, encoding: .utf8)
    try Data(
      edited.replacingOccurrences(
        of: #".target(name: "Settings", dependencies: ["Core"])"#,
        with: #".target(name: "Settings")"#
      ).utf8
    ).write(to: manifestFile)
    try copy.write("Sources/Settings/Uses.swift", "import Core\n")
    let result = Depgraph.run(
      ["--package-path", ".", "--fix", "--baseline", "baseline.json"],
      currentDirectory: package.path)
    #expect(
      result.standardOutput.hasPrefix(
        "depgraph: ran swift package add-target-dependency Core Settings\n"),
      "\(result.standardOutput)\(result.standardError)")
    #expect(!result.standardOutput.contains("add-target-dependency Core Feature"))
    let manifest = try String(contentsOf: manifestFile, encoding: .utf8)
    #expect(manifest.contains(#".target(name: "Feature")"#))
    #expect(result.exitCode == 0, "\(result.standardOutput)")
  }

  @Test("--fix offers no fix SwiftPM would botch, skips one it refuses, and runs the others")
  func fixUndone() throws {
    // SwiftPM's editor changes the first `.target(name: "Feature")` of the manifest: here App's
    // dependency on Feature, which comes before Feature's own entry, so the edit would not
    // compile, and none is offered. It does not see Extra, appended after `Package(...)`, and
    // refuses. Tool imports Core undeclared too, and that fix works.
    let package = try TemporaryFolder("fix-undone")
    defer { package.remove() }
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "FixUndone",
        targets: [
          .executableTarget(name: "App", dependencies: [.target(name: "Feature")]),
          .target(name: "Core"),
          .target(name: "Feature"),
          .target(name: "Tool"),
        ]
      )
      package.targets.append(.target(name: "Extra"))

      """
    try package.write("Package.swift", manifest)
    try package.write("Sources/Core/Core.swift", "public let core = 1\n")
    try package.write("Sources/Feature/Feature.swift", "import Core\npublic let feature = core\n")
    try package.write("Sources/Tool/Tool.swift", "import Core\npublic let tool = core\n")
    try package.write("Sources/Extra/Extra.swift", "import Core\npublic let extra = core\n")
    try package.write("Sources/App/main.swift", "import Feature\nprint(feature)\n")
    let result = Depgraph.run(["--package-path", ".", "--fix"], currentDirectory: package.path)
    #expect(
      !result.standardOutput.contains("add-target-dependency Core Feature"),
      "\(result.standardOutput)\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "Edit Package.swift by hand: SwiftPM's editor would change another call named Feature."))
    #expect(
      result.standardOutput.contains(
        "depgraph: SwiftPM refused swift package add-target-dependency Core Extra: unable to "
          + "find target named 'Extra' in package. Add \"Core\" to the dependencies of Extra by hand."
      ))
    #expect(
      result.standardOutput.contains("depgraph: ran swift package add-target-dependency Core Tool"))
    // The finding stays, so the run fails; the manifest has only the fix that worked.
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.contains("Feature imports Core but does not depend on it"))
    #expect(result.standardOutput.contains("Extra imports Core but does not depend on it"))
    let edited = try String(contentsOfFile: package.path + "/Package.swift", encoding: .utf8)
    #expect(edited.contains(#"(name: "App", dependencies: [.target(name: "Feature")])"#))
    #expect(edited.contains(#"name: "Tool""#) && !edited.contains("Feature\", dependencies"))
  }

  @Test("--fix puts a target in the one layer that fits it, editing only that layer's targets")
  func fixLayer() throws {
    let copy = try TemporaryFolder(copying: Self.fixture, prefix: "legacy-layer")
    defer { copy.remove() }
    let rules = copy.path + "/depgraph.json"
    let original = try String(contentsOfFile: rules, encoding: .utf8)
    try copy.write(
      "depgraph.json",
      original.replacingOccurrences(of: #""targets": ["Core"]"#, with: #""targets": []"#))
    let before = Depgraph.run(["--package-path", "."], currentDirectory: copy.path)
    #expect(before.standardOutput.contains("Only layer 'core' fits it"))
    let result = Depgraph.run(["--package-path", ".", "--fix"], currentDirectory: copy.path)
    #expect(
      result.standardOutput.contains("depgraph: added Core to layer 'core' of depgraph.json\n"),
      "\(result.standardOutput)\(result.standardError)")
    #expect(!result.standardOutput.contains("[unlayered-target]"))
    #expect(try String(contentsOfFile: rules, encoding: .utf8) == original)
  }

  @Test("A baseline that is not one fails with exit 2 and names the file")
  func badBaseline() throws {
    let missing = Depgraph.run(
      ["--package-path", Self.fixture, "--baseline", "/no/baseline.json"], currentDirectory: "/")
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.hasPrefix("error: Cannot read '/no/baseline.json'"))
    let manifest = Depgraph.run(
      ["--package-path", Self.fixture, "--baseline", Self.fixture + "/depgraph.json"],
      currentDirectory: "/")
    #expect(manifest.exitCode == 2)
    #expect(manifest.standardError.contains("has unknown key"))
    let unwritable = Depgraph.run(
      ["--package-path", Self.fixture, "--write-baseline", "/no/such/folder/b.json"],
      currentDirectory: "/")
    #expect(unwritable.exitCode == 2)
    #expect(
      unwritable.standardError.hasPrefix(
        "error: Cannot write '/no/such/folder/b.json': No such file or directory"))
  }

  @Test("--verbose lists allowed findings with their reasons; --only keeps the named rules")
  func verboseAndOnly() {
    let verbose = Depgraph.run(
      ["--package-path", Self.fixture, "--verbose"], currentDirectory: Self.fixture)
    #expect(
      verbose.standardOutput.contains(
        "Package.swift:12:62: allowed: App declares a dependency on Settings"))
    #expect(
      verbose.standardOutput.contains(
        "Allowed because: Settings registers its defaults when the app links it."))
    let only = Depgraph.run(
      ["--package-path", Self.fixture, "--only", "unused-dependency"],
      currentDirectory: Self.fixture)
    #expect(only.exitCode == 0)
    #expect(
      only.standardOutput.hasSuffix("0 errors, 1 warning; 1 allowed\n"), "\(only.standardOutput)")
    let strictWarnings = Depgraph.run(
      ["--package-path", Self.fixture, "--only", "unused-dependency", "--warnings-as-errors"],
      currentDirectory: Self.fixture)
    #expect(strictWarnings.exitCode == 1)
  }
}
