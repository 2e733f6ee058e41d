import CommandLineSupport
import DependencyGraph
import Foundation
import TestSupport
import Testing

@testable import depgraph

@Suite("depgraph command line")
struct DepgraphTests {
  static let root = packageRoot
  static let naive = root + "/Tests/Fixtures/NaiveBridge"

  /// The check a command line asks for, or `nil` for help or another command.
  static func check(_ arguments: [String]) throws -> CheckCommand? {
    guard case .run(let command) = try Depgraph.parse(arguments) else { return nil }
    return command as? CheckCommand
  }

  /// The bridge a command line asks for, or `nil` for help or another command.
  static func bridge(_ arguments: [String]) throws -> BridgeCommand? {
    guard case .run(let command) = try Depgraph.parse(arguments) else { return nil }
    return command as? BridgeCommand
  }

  @Test(
    "Valid command lines parse to their options",
    arguments: [
      ([], CheckCommand()),
      (["check"], CheckCommand()),
      (
        ["--package-path", "P", "--format=json", "--strict", "--hide-tests"],
        CheckCommand(source: .packages(["P"]), format: .json, strict: true, hideTests: true)
      ),
      (
        ["--describe-json=d.json", "--rules", "r.json", "--format", "mermaid"],
        CheckCommand(
          source: .describeJSON("d.json", packagePath: nil), rulesFile: "r.json",
          format: .mermaid)
      ),
      (
        ["App", "Core", "--scratch-path", "S"],
        CheckCommand(source: .packages(["App", "Core"]), scratchPath: "S")
      ),
      (["--workspace", "W"], CheckCommand(source: .workspace("W"))),
      (["check", "--workspace", "W"], CheckCommand(source: .workspace("W"))),
      (
        ["--define", "BETA", "--define=Feature_2", "--define", "BETA"],
        CheckCommand(defines: ["BETA", "Feature_2"])
      ),
    ] as [([String], CheckCommand)])
  func validArguments(_ arguments: [String], _ expected: CheckCommand) throws {
    #expect(try Self.check(arguments) == expected)
  }

  @Test(
    "Help asks about the command it follows, wherever the command stands",
    arguments: [
      (["--help"], nil),
      (["--bogus", "-h"], nil),
      (["bridge", "--help"], .bridge),
      (["--package-path", "P", "affected", "-h"], .affected),
      (["diff", "--base", "x", "--help"], .diff),
      (["check", "--help"], .check),
    ] as [([String], Subcommand?)])
  func helpArguments(_ arguments: [String], _ command: Subcommand?) throws {
    guard case .help(let asked) = try Depgraph.parse(arguments) else {
      Issue.record("\(arguments) does not ask for help")
      return
    }
    #expect(asked == command)
  }

  @Test(
    "--version prints the one version of the library, wherever it stands; help wins over it",
    arguments: [["--version"], ["check", "--version"], ["--package-path", "P", "--version"]])
  func version(_ arguments: [String]) throws {
    let result = Depgraph.run(arguments, currentDirectory: "/", manifestCache: nil)
    #expect(result.exitCode == DepgraphExitStatus.clean)
    #expect(result.standardOutput == "depgraph \(DepgraphVersion.current)\n")
    #expect(DepgraphVersion.current.split(separator: ".").compactMap { Int($0) }.count == 3)
    guard case .help = try Depgraph.parse(arguments + ["--help"]) else {
      Issue.record("\(arguments) --help does not ask for help")
      return
    }
  }

  @Test("The README installs the version depgraph --version prints, wherever it names one")
  func readmeVersion() throws {
    let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## Installing depgraph").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    let versions = section.matches(of: /(\d+)\.(\d+)\.(\d+)/).map { String($0.output.0) }
    #expect(versions.count >= 3)
    #expect(versions.allSatisfy { $0 == DepgraphVersion.current }, "\(versions)")
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
          option: "--format", value: "yaml",
          allowed: CheckCommand.Format.allCases.map(\.rawValue))
      ),
      (["--strict=yes"], .unexpectedValue(option: "--strict")),
      (
        ["--define", "A", "--define", "2FAST"],
        .malformedValue(
          option: "--define", value: "2FAST",
          expected: "a compilation condition's name: letters, digits and '_', not first a digit")
      ),
      (
        ["--define=A=1"],
        .malformedValue(
          option: "--define", value: "A=1",
          expected: "a compilation condition's name: letters, digits and '_', not first a digit")
      ),
    ] as [([String], UsageError.Problem)])
  func invalidArguments(_ arguments: [String], _ problem: UsageError.Problem) {
    #expect(throws: UsageError(tool: "depgraph", problem)) {
      try Depgraph.parse(arguments)
    }
  }

  @Test("A usage error is one error line and exit 2")
  func usageExit() {
    expectUsageError(
      Depgraph.run(["--nope"], currentDirectory: Self.root), exitCode: 2,
      startingWith: "Unknown option '--nope'. See 'depgraph --help'.")
  }

  @Test(
    "Each command's help exits 0, lists exactly the options it accepts, and documents each exit code",
    arguments: [nil] + Subcommand.allCases.map(Optional.some))
  func help(_ command: Subcommand?) {
    let result = Depgraph.run(
      (command.map { [$0.rawValue] } ?? []) + ["--help"], currentDirectory: Self.root)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 80 })
    // The whole tool's help shows every command's usage and the options of the default one.
    let listed = CommandLineParser(tool: "depgraph", options: (command ?? .check).type.options)
    let shown = command == nil ? Depgraph.parser : listed
    #expect(listed.disagreements(withHelp: result.standardOutput).undocumented == [])
    #expect(shown.disagreements(withHelp: result.standardOutput).refused == [])
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
    let help = Depgraph.run(["bridge", "--help"], currentDirectory: Self.root).standardOutput
    let usage = try #require(
      help.components(separatedBy: "USAGE: depgraph bridge").dropFirst().first?
        .components(separatedBy: "OPTIONS:").first)
    let bridgeOptions = [
      "--from", "--to", "--protocol-name", "--package-path", "--workspace", "--scratch-path",
      "--format",
    ]
    for option in bridgeOptions {
      #expect(usage.contains(option + " "), "the bridge usage lacks \(option)")
    }
    let bridge = try #require(
      try Self.bridge([
        "bridge", "--from", "A", "--to", "B", "--workspace", "w", "--scratch-path", "s",
      ]))
    #expect(bridge.source == .workspace("w"))
    #expect(bridge.scratchPath == "s")
    #expect(bridge.from == "A")
  }

  @Test("--verify belongs to bridge; bridge --verify builds the draft, or says why it cannot")
  func verify() throws {
    #expect(
      throws: UsageError(tool: "depgraph", .needsCommand(option: "--verify", commands: ["bridge"]))
    ) {
      try Depgraph.parse(["--verify"])
    }
    #expect(try Self.bridge(["bridge", "--from", "A", "--to", "B", "--verify"])?.verify == true)
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

  @Test("bridge --uses and --index-store: a bad value, a conflict and a missing store are refused")
  func usesSource() throws {
    #expect(
      try Self.bridge(["bridge", "--from", "A", "--to", "B", "--uses", "text"])?.uses == .text)
    #expect(
      try Self.bridge(["bridge", "--from", "A", "--to", "B", "--index-store", "s"])?.uses
        == .indexStore(path: "s", swift: nil))
    #expect(throws: UsageError.self) {
      try Depgraph.parse(["bridge", "--from", "A", "--to", "B", "--uses", "bogus"])
    }
    #expect(throws: UsageError.self) {
      try Depgraph.parse([
        "bridge", "--from", "A", "--to", "B", "--uses", "text", "--index-store", "s",
      ])
    }
    let missing = Depgraph.run(
      [
        "bridge", "--package-path", "Tests/Fixtures/BridgeCompiled", "--from", "Lower", "--to",
        "Upper", "--index-store", "/nonexistent/store",
      ], currentDirectory: Self.root)
    #expect(missing.exitCode == DepgraphExitStatus.badInput)
    #expect(
      missing.standardError.hasPrefix("error: cannot read the index store /nonexistent/store"))
  }

  @Test("bridge --verify finds a local package beside the package, as .package(path:) does")
  func verifyWithSiblingPackage() throws {
    let folder = try TemporaryFolder("depgraph-sibling")
    defer { folder.remove() }
    try folder.write(
      "Util/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Util", products: [.library(name: "Util", targets: ["Util"])],
        targets: [.target(name: "Util")])

      """)
    try folder.write(
      "Util/Sources/Util/Util.swift",
      "public func shout(_ s: String) -> String { s.uppercased() }\n")
    try folder.write(
      "App/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(path: "../Util")],
        targets: [
          .target(name: "Upper", dependencies: [.product(name: "Util", package: "Util")]),
          .target(name: "Lower", dependencies: ["Upper"]),
        ])

      """)
    try folder.write(
      "App/Sources/Upper/Upper.swift",
      """
      import Util

      public struct Greeter {
        public init() {}
        public func greet(_ name: String) -> String { shout("hello " + name) }
      }

      """)
    try folder.write(
      "App/Sources/Lower/Lower.swift",
      """
      import Upper

      public struct Banner {
        let greeter: Greeter
        public init(greeter: Greeter) { self.greeter = greeter }
        public func text() -> String { greeter.greet("ada") }
      }

      """)
    let result = Depgraph.run(
      ["bridge", "--package-path", "App", "--from", "Lower", "--to", "Upper", "--verify"],
      currentDirectory: folder.path)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasSuffix("compile with the edge Lower -> Upper removed.\n"))
  }

  @Test("bridge --verify --format json: one JSON document, with what the build showed")
  func verifyAsJSON() throws {
    for (arguments, builds, status) in [
      (
        ["--package-path", "Tests/Fixtures/BridgeVerify", "--from", "Greeting", "--to", "Names"],
        true, 0
      ),
      (
        ["--workspace", "Tests/Fixtures/Workspace", "--from", "CoreUI", "--to", "Features"], false,
        1
      ),
    ] {
      let result = Depgraph.run(
        ["bridge"] + arguments + ["--verify", "--format", "json"], currentDirectory: Self.root)
      #expect(result.exitCode == Int32(status), "\(result.standardError)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
          as? [String: Any],
        "standard output is one JSON document")
      let verify = try #require(object["verify"] as? [String: Any])
      #expect(verify["builds"] as? Bool == builds)
      let draftErrors = try #require(verify["draftErrors"] as? [String])
      let steps = try #require(verify["stepsLeft"] as? [[String: Any]])
      let errors = draftErrors + steps.flatMap { $0["errors"] as? [String] ?? [] }
      #expect(errors.isEmpty == builds)
      #expect(errors.allSatisfy { $0.contains(": error: ") && !$0.hasPrefix("/") })
      #expect(steps.allSatisfy { ($0["step"] as? String)?.isEmpty == false })
      // The sentence a reader sees goes to standard error.
      #expect(result.standardError.contains("depgraph bridge --verify: "))
    }
  }

  @Test("An edge without uses has no bridge: its deletions are printed, and the exit is 2")
  func edgeWithoutUses() throws {
    let temporaryFolder = try TemporaryFolder("depgraph-unused")
    defer { temporaryFolder.remove() }
    let folder = temporaryFolder.url
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
      (["--package-path", "/no/such/package"], "No folder at '/no/such/package'"),
      (["--describe-json", "/no/such.json"], "Cannot read '/no/such.json': no such file"),
      (["--describe-json", "Package.swift"], "Malformed JSON in Package.swift: not valid JSON"),
      (["--rules", "/no/rules.json"], "Cannot read '/no/rules.json': no such file."),
      (["--rules", "Sources"], "Cannot read 'Sources': it is a folder."),
      (
        ["--rules", "/dev/null"], "Cannot read '/dev/null': it is not a regular file, but a device"
      ),
      (["--rules", "Package.swift"], "Invalid rules in Package.swift: not valid JSON"),
      (["--baseline", "Package.swift"], "Invalid baseline Package.swift: not valid JSON"),
      (["--only", "cycle,"], "Invalid value '' for '--only'"),
      (["--depth", "2"], "'--depth' works only with '--focus'"),
      (["--fix", "--describe-json", "d.json"], "'--fix' cannot be used with '--describe-json'"),
      (["--from", "A"], "'--from' works only with 'bridge'"),
      (
        ["bridge", "--from", "A", "--to", "B", "--strict"],
        "'--strict' works only with 'check' or 'diff'"
      ),
      (
        ["affected", "--base", "HEAD", "--format", "xctestplan"],
        "'--format xctestplan' works only with '--test-plan'"
      ),
      (
        ["affected", "--base", "HEAD", "--test-plan", "p.xctestplan"],
        "'--test-plan' works only with '--format xctestplan'"
      ),
      (
        ["affected", "--base", "HEAD", "--write"],
        "'--write' works only with '--test-plan'"
      ),
      (
        ["affected", "--base", "HEAD", "--strict"],
        "'--strict' works only with 'check' or 'diff'"
      ),
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
      (["--focus", "A", "--depth", "-1"], "Invalid value '-1' for '--depth'"),
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
    let temporaryFolder = try TemporaryFolder("dg")
    defer { temporaryFolder.remove() }
    let folder = temporaryFolder.url
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
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

  @Test(
    "Places and severities are coloured only on a terminal, without NO_COLOR or --color never",
    arguments: [
      ([], true, [:], true),
      ([], false, [:], false),
      ([], true, ["NO_COLOR": "1"], false),
      (["--color", "never"], true, [:], false),
      (["--color", "always"], false, [:], true),
      (["--format", "json"], true, [:], false),
    ] as [([String], Bool, [String: String], Bool)])
  func colour(
    _ arguments: [String], _ isTerminal: Bool, _ environment: [String: String], _ colored: Bool
  ) {
    let terminal = Terminal(
      standardOutputIsTerminal: isTerminal, standardErrorIsTerminal: false,
      environment: environment)
    let result = Depgraph.run(
      ["--package-path", Self.naive] + arguments, currentDirectory: Self.root, terminal: terminal)
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.contains("\u{1B}[1;31merror:\u{1B}[0m") == colored)
    #expect(result.standardOutput.contains("\u{1B}") == colored)
    #expect(result.standardError.isEmpty)
  }
}
