import CommandLineSupport
import DependencyGraph
import Foundation
import Testing

@testable import depgraph

@Suite("depgraph command line")
struct DepgraphTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  static let naive = root + "/Tests/Fixtures/NaiveBridge"

  @Test(
    "Valid command lines parse to their options",
    arguments: [
      ([], DepgraphOptions()),
      (["--help"], DepgraphOptions(showHelp: true)),
      (["--bogus", "-h"], DepgraphOptions(showHelp: true)),
      (
        ["--package-path", "P", "--format=json", "--strict", "--hide-tests"],
        DepgraphOptions(packagePath: "P", format: .json, strict: true, hideTests: true)
      ),
      (
        ["--describe-json=d.json", "--rules", "r.json", "--format", "mermaid"],
        DepgraphOptions(describeJSON: "d.json", rulesFile: "r.json", format: .mermaid)
      ),
      (
        ["App", "Core", "--scratch-path", "S"],
        DepgraphOptions(packagePaths: ["App", "Core"], scratchPath: "S")
      ),
      (["--workspace", "W"], DepgraphOptions(workspace: "W")),
    ] as [([String], DepgraphOptions)])
  func validArguments(_ arguments: [String], _ expected: DepgraphOptions) throws {
    #expect(try DepgraphOptions.parse(arguments) == expected)
  }

  @Test(
    "Invalid command lines name the argument at fault",
    arguments: [
      (["--bogus"], UsageError.Problem.unknownOption("--bogus")),
      (
        ["somewhere", "--package-path", "elsewhere"],
        .unexpectedArgument(
          "somewhere", hint: "Give packages either as arguments or with --package-path.")
      ),
      (
        ["--workspace", "a", "--package-path", "b"],
        .conflictingOptions("--package-path", "--workspace")
      ),
      (
        ["--describe-json", "a", "--workspace", "b"],
        .conflictingOptions("--workspace", "--describe-json")
      ),
      (["--package-path"], .missingValue(option: "--package-path")),
      (
        ["--format", "yaml"],
        .invalidValue(
          option: "--format", value: "yaml", allowed: OutputFormat.allCases.map(\.rawValue))
      ),
      (["--strict=yes"], .unexpectedValue(option: "--strict")),
    ] as [([String], UsageError.Problem)])
  func invalidArguments(_ arguments: [String], _ problem: UsageError.Problem) {
    #expect(throws: UsageError(tool: "depgraph", problem)) {
      try DepgraphOptions.parse(arguments)
    }
  }

  @Test("A usage error is one error line and exit 2")
  func usageExit() {
    let result = Depgraph.run(["--nope"], currentDirectory: Self.root)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "error: Unknown option '--nope'. See 'depgraph --help'.\n")
  }

  @Test("Help exits 0, lists exactly the options the parser accepts, and documents each exit code")
  func help() {
    let result = Depgraph.run(["--help"], currentDirectory: Self.root)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(DepgraphOptions.parser.disagreements(withHelp: DepgraphOptions.help) == ([], []))
    let exitStatus = result.standardOutput.split(separator: "EXIT STATUS:").last ?? ""
    for code in [
      DepgraphExitStatus.clean, DepgraphExitStatus.violations, DepgraphExitStatus.badInput,
    ] {
      #expect(exitStatus.contains("\n  \(code)  "), "EXIT STATUS does not explain \(code)")
    }
    #expect(exitStatus.contains("\(DepgraphExitStatus.badInput)  bad input or usage"))
  }

  @Test("The bridge usage lists every option bridge takes, and bridge takes each one")
  func bridgeUsage() throws {
    let usage = try #require(
      DepgraphOptions.help.components(separatedBy: "depgraph bridge").dropFirst().first?
        .components(separatedBy: "depgraph [").first)
    let bridgeOptions = [
      "--from", "--to", "--protocol-name", "--package-path", "--workspace", "--scratch-path",
      "--format",
    ]
    for option in bridgeOptions {
      #expect(usage.contains(option + " "), "the bridge usage lacks \(option)")
    }
    let options = try DepgraphOptions.parse([
      "bridge", "--from", "A", "--to", "B", "--workspace", "w", "--scratch-path", "s",
    ])
    #expect(options.workspace == "w")
    #expect(options.scratchPath == "s")
    #expect(options.bridge?.from == "A")
  }

  @Test("--verify belongs to bridge; bridge --verify builds the draft, or says why it cannot")
  func verify() throws {
    #expect(throws: UsageError.self) { try DepgraphOptions.parse(["--verify"]) }
    #expect(
      try DepgraphOptions.parse(["bridge", "--from", "A", "--to", "B", "--verify"]).bridge?.verify
        == true)
    let builds = Depgraph.run(
      [
        "bridge", "--package-path", Self.root + "/Tests/Fixtures/BridgeVerify", "--from",
        "Greeting", "--to", "Names", "--verify",
      ], currentDirectory: Self.root)
    #expect(builds.exitCode == 0, "\(builds.standardError)")
    #expect(
      builds.standardOutput.hasSuffix(
        "depgraph bridge --verify: the draft builds: Greeting and Names compile with the edge "
          + "Greeting -> Names removed.\n"))
    // Across a workspace: the copy holds every package, and errors name the original files.
    let workspace = Depgraph.run(
      [
        "bridge", "--workspace", "Tests/Fixtures/Workspace", "--from", "CoreUI", "--to",
        "Features", "--verify",
      ], currentDirectory: Self.root)
    #expect(workspace.exitCode == 1, "\(workspace.standardError)")
    #expect(
      workspace.standardOutput.contains(
        "Tests/Fixtures/Workspace/Core/Sources/CoreUI/FeatureBanner.swift:4:33: error: cannot find "
          + "'FeatureScreen' in scope\n"))
    let unresolved = Depgraph.run(
      [
        "bridge", "--package-path", Self.root + "/Tests/Fixtures/UnresolvedDependency", "--from",
        "App", "--to", "my-lib", "--verify",
      ], currentDirectory: Self.root)
    #expect(unresolved.exitCode == DepgraphExitStatus.badInput)
    #expect(
      unresolved.standardError.hasPrefix(
        "error: depgraph bridge --verify cannot build the package, so the draft is not checked:"))
  }

  @Test("An edge without uses has no bridge: its deletions are printed, and the exit is 2")
  func edgeWithoutUses() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("depgraph-unused-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in [
      (
        "Package.swift",
        """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
          name: "Unused",
          targets: [.target(name: "Lower", dependencies: ["Upper"]), .target(name: "Upper")])
        """
      ),
      ("Sources/Lower/Lower.swift", "import Upper\n\npublic struct Lower {}\n"),
      ("Sources/Upper/Upper.swift", "public struct Upper {}\n"),
    ] {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let result = Depgraph.run(
      ["bridge", "--package-path", folder.path, "--from", "Lower", "--to", "Upper"],
      currentDirectory: folder.path)
    #expect(result.exitCode == DepgraphExitStatus.badInput)
    #expect(
      result.standardOutput.contains("// Delete, at Sources/Lower/Lower.swift:1:1: import Upper"))
    #expect(
      result.standardError
        == "error: Lower uses nothing of Upper, so there is no bridge to draft; delete the "
        + "imports and the dependency listed above to remove the edge.\n")
  }

  @Test("The naive bridge exits 1 with its cycle, in every format")
  func naiveBridge() {
    let text = Depgraph.run(["--package-path", Self.naive], currentDirectory: "/")
    #expect(text.exitCode == 1)
    #expect(
      text.standardOutput.contains("BridgeFramework -> ColorServiceModule -> BridgeFramework"))
    let json = Depgraph.run(
      ["--package-path", Self.naive, "--format", "json"], currentDirectory: "/")
    #expect(json.exitCode == 1)
    #expect(json.standardOutput.contains("\"rule\" : \"cycle\""))
    let dot = Depgraph.run(
      ["--package-path", "Tests/Fixtures/NaiveBridge", "--format", "dot"],
      currentDirectory: Self.root)
    #expect(dot.standardOutput.contains("\"BridgeFramework\" [color=red];"))
  }

  @Test("Text paths open from the folder depgraph runs in; JSON keeps package-relative paths")
  func pathsFromCurrentFolder() {
    let fixtures = Self.root + "/Tests/Fixtures"
    let text = Depgraph.run(["--package-path", "NaiveBridge"], currentDirectory: fixtures)
    #expect(
      text.standardOutput.hasPrefix(
        "NaiveBridge/Sources/BridgeFramework/BridgeViewController.swift:1:1: error: "))
    let outside = Depgraph.run(["--package-path", Self.naive], currentDirectory: "/nowhere")
    #expect(outside.standardOutput.hasPrefix(Self.naive + "/Sources/BridgeFramework/"))
    let json = Depgraph.run(
      ["--package-path", "NaiveBridge", "--format", "json"], currentDirectory: fixtures)
    #expect(
      json.standardOutput.contains(
        #""file" : "Sources/BridgeFramework/BridgeViewController.swift""#))
  }

  @Test("This package passes its own rules strictly and exits 0")
  func ownPackage() {
    let result = Depgraph.run(["--package-path", Self.root, "--strict"], currentDirectory: "/")
    #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.hasSuffix("0 errors, 0 warnings\n"))
  }

  @Test(
    "Bad input exits 2 with one error line",
    arguments: [
      (["--package-path", "/no/such/package"], "No Swift package at '/no/such/package'"),
      (["--describe-json", "/no/such.json"], "Cannot read '/no/such.json': no such file"),
      (["--describe-json", "Package.swift"], "Malformed JSON in Package.swift: not valid JSON"),
      (["--rules", "/no/rules.json"], "Cannot read '/no/rules.json'"),
      (["--rules", "Package.swift"], "Invalid rules in Package.swift: not valid JSON"),
      (["--baseline", "Package.swift"], "Invalid baseline Package.swift: not valid JSON"),
      (["--only", "cycle,"], "Invalid value '' for '--only'"),
      (["--depth", "2"], "'--depth' works only with '--focus'"),
      (["--fix", "--describe-json", "d.json"], "'--fix' cannot be used with '--describe-json'"),
      (["--from", "A"], "'--from' works only with 'bridge'"),
      (["bridge", "--from", "A"], "'bridge' needs --from <target> and --to <target>"),
      (["bridge", "x", "--from", "A", "--to", "B"], "Unexpected argument 'x'"),
      (
        ["bridge", "--from", "A", "--to", "B", "--format", "dot"],
        "Invalid value 'dot' for '--format'. Use one of: text, json."
      ),
      (
        [
          "bridge", "--from", "Nope", "--to", "BridgeFramework", "--package-path",
          "Tests/Fixtures/NaiveBridge",
        ],
        "--from names 'Nope', which is not a target of the package"
      ),
      (["--focus", "A", "--depth", "-1"], "Missing value for '--depth'"),
      (["--focus", "A", "--depth", "x"], "Invalid value 'x' for '--depth'"),
    ])
  func badInput(_ arguments: [String], _ message: String) {
    let result = Depgraph.run(arguments, currentDirectory: Self.root)
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("error: " + message), "\(result.standardError)")
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test("A saved describe JSON is read instead of asking SwiftPM, with rules checked against it")
  func describeFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("import B\n".utf8).write(to: folder.appendingPathComponent("Sources/A/a.swift"))
    let describe = """
      {"name": "Saved", "path": "\(folder.path)", "targets": [
        {"name": "A", "path": "Sources/A", "sources": ["a.swift"], "type": "library"},
        {"name": "B", "path": "Sources/B", "sources": [], "type": "library"}]}
      """
    try Data(describe.utf8).write(to: folder.appendingPathComponent("describe.json"))
    try Data(#"{"layers": [{"name": "x", "targets": ["Nope"]}]}"#.utf8).write(
      to: folder.appendingPathComponent("bad-rules.json"))
    let result = Depgraph.run(["--describe-json", "describe.json"], currentDirectory: folder.path)
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.hasPrefix("Sources/A/a.swift:1:1: error: A imports B"))
    let rules = Depgraph.run(
      ["--describe-json", "describe.json", "--rules", "bad-rules.json"],
      currentDirectory: folder.path)
    #expect(rules.exitCode == 2)
    #expect(rules.standardError.contains("names targets the package does not have: Nope"))
  }
}

@Suite("depgraph in CI: baselines, allow entries, --only, --warnings-as-errors")
struct DepgraphCITests {
  static let fixture = DepgraphTests.root + "/Tests/Fixtures/LegacyViolations"

  /// A copy of the fixture, so that a test can edit its sources.
  static func copy() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legacy-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: fixture), to: folder)
    return folder
  }

  @Test("Baseline round trip: write, edit a file, and only the new finding fails")
  func baselineRoundTrip() throws {
    let package = try Self.copy()
    defer { try? FileManager.default.removeItem(at: package) }
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
    #expect(findings.count == 2, "\(after.standardOutput)")
    #expect(findings.allSatisfy { $0.hasPrefix("Sources/Feature/Feature.swift:7:1: ") })
    #expect(findings.contains { $0.hasSuffix("[cyclic-import]") })
    #expect(findings.contains { $0.hasSuffix("[layer]") })
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
    #expect(github.standardOutput.hasSuffix("depgraph: LegacyViolations: 2 errors, 1 warning\n"))
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
        "Sources/BridgeFramework/BridgeViewController.swift:5:22: note: BridgeFramework uses "
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
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dense-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
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

  @Test("--fix declares missing dependencies with SwiftPM's editor, never one closing a cycle")
  func fix() throws {
    let package = try Self.copy()
    defer { try? FileManager.default.removeItem(at: package) }
    // Feature imports Settings undeclared (fixable); Core imports Settings, which depends on
    // Core, so declaring that one would close a cycle.
    let core = package.appendingPathComponent("Sources/Core/Core.swift")
    try Data("import Settings\npublic struct Core {}\n".utf8).write(to: core)
    let result = Depgraph.run(["--package-path", ".", "--fix"], currentDirectory: package.path)
    #expect(
      result.standardOutput.hasPrefix(
        "depgraph: ran swift package add-target-dependency Settings Feature\n"),
      "\(result.standardOutput)\(result.standardError)")
    #expect(!result.standardOutput.contains("add-target-dependency Settings Core"))
    #expect(result.standardOutput.contains("[cyclic-import]"))
    #expect(!result.standardOutput.contains("[undeclared-import]"))
    let manifest = try String(
      contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".target(name: "Settings")"#))
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
    #expect(unread.message.hasSuffix("Imports of Remote in App are not checked until then."))
    let result = Depgraph.run(["--package-path", path, "--strict"], currentDirectory: "/")
    #expect(result.exitCode == 0)
  }
}

@Suite("depgraph limits")
struct DepgraphLimitTests {
  @Test("A source file just over the size limit is reported and skipped; one at it is scanned")
  func sourceSizeLimit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dg-limit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
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
    ).check(strict: true)
    #expect(report.json == json.standardOutput)
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
    #expect(some.standardOutput.contains("Nowhere/Package.swift:1:1: warning: No Swift package at"))
    let none = Depgraph.run(["Nowhere", "Elsewhere"], currentDirectory: Self.fixture)
    #expect(none.exitCode == 2)
    #expect(none.standardError.hasPrefix("error: No Swift package at"))
  }

  @Test("--fix declares a local package the importer's package lacks, then its product")
  func fixAddsPackage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dg-workspace-add-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
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
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dg-workspace-rules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder.path)
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
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dg-workspace-fix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder.path)
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
