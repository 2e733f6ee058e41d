import CommandLineSupport
import DependencyGraph
import Foundation
import TestSupport
import Testing

@testable import depgraph

/// `depgraph affected` on a git repository of our own, built commit by commit.
@Suite("depgraph affected")
struct DepgraphAffectedTests {
  /// Runs git in `folder`, with an identity for commits, and returns what it printed.
  @discardableResult
  static func git(_ arguments: [String], in folder: String) throws -> String {
    let output = try runProgram(
      ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.com"]
        + arguments)
    return String(decoding: output, as: UTF8.self)
  }

  /// `depgraph affected --base HEAD~1 --head HEAD --format json` in `folder`, which must
  /// succeed, as a JSON object.
  static func affectedByLastCommit(
    in folder: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    let result = Depgraph.run(
      ["affected", "--base", "HEAD~1", "--head", "HEAD", "--format", "json"],
      currentDirectory: folder)
    #expect(result.exitCode == 0, "\(result.standardError)", sourceLocation: sourceLocation)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
      sourceLocation: sourceLocation)
  }

  /// A package of Core, App (depending on Core) and their tests, committed once.
  static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Core"),
        .target(name: "App", dependencies: ["Core"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
      ]
    )
    """

  static func repository() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("dg-affected")
    try folder.write("Package.swift", manifest)
    for name in ["Core", "App"] {
      try folder.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
      try folder.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
    }
    try folder.write("README.md", "Shop\n")
    try folder.write(".gitignore", ".build/\n")
    try git(["init", "--quiet", "--initial-branch=main"], in: folder.path)
    try git(["add", "."], in: folder.path)
    try git(["commit", "--quiet", "-m", "Shop"], in: folder.path)
    return folder
  }

  @Test("Between two commits: edits, renames, deletions and odd file names, in every format")
  func betweenCommits() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    // App's file is renamed, Core gains a file whose name has a space and a newline, and the
    // README goes.
    try Self.git(["mv", "Sources/App/App.swift", "Sources/App/Shop App.swift"], in: folder.path)
    try folder.write("Sources/Core/odd name\nhere.swift", "struct Odd {}\n")
    // A binary resource: git lists it like any file.
    try Data([0, 0xFF, 0xFE, 0, 0x89, 0x50, 0x4E, 0x47]).write(
      to: URL(fileURLWithPath: folder.path + "/Sources/App/logo.png"))
    try Self.git(["rm", "--quiet", "README.md"], in: folder.path)
    try Self.git(["add", "."], in: folder.path)
    try Self.git(["commit", "--quiet", "-m", "Change"], in: folder.path)
    let object = try Self.affectedByLastCommit(in: folder.path)
    #expect(
      object["changed"] as? [String] == [
        "README.md", "Sources/App/App.swift", "Sources/App/Shop App.swift",
        "Sources/App/logo.png", "Sources/Core/odd name\nhere.swift",
      ])
    #expect(object["targets"] as? [String] == ["App", "AppTests", "Core", "CoreTests"])
    #expect(object["unowned"] as? [String] == ["README.md"])
    #expect(object["head"] as? String == "HEAD")
    let filter = Depgraph.run(
      ["affected", "--base", "HEAD~1", "--head", "HEAD", "--format", "filter"],
      currentDirectory: folder.path)
    #expect(filter.standardOutput == "^(AppTests|CoreTests)\\.\n")
  }

  @Test("A huge change: thousands of files and a large binary, by name only")
  func hugeChange() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    // 2,500 files of App (90 KB of names, more than a pipe holds) and 4 MB of binary in Core:
    // only names are read.
    for index in 0..<2_500 {
      try folder.write("Sources/App/Generated/File\(index).swift", "let value\(index) = \(index)\n")
    }
    try Data((0..<(4 << 20)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }).write(
      to: URL(fileURLWithPath: folder.path + "/Sources/Core/blob.bin"))
    try Self.git(["add", "."], in: folder.path)
    try Self.git(["commit", "--quiet", "-m", "Huge"], in: folder.path)
    let object = try Self.affectedByLastCommit(in: folder.path)
    #expect((object["changed"] as? [String])?.count == 2_501)
    #expect(object["targets"] as? [String] == ["App", "AppTests", "Core", "CoreTests"])
    #expect(object["unowned"] as? [String] == [])
    let compared = Depgraph.run(
      ["diff", "--base", "HEAD~1", "--head", "HEAD"], currentDirectory: folder.path)
    #expect(compared.standardOutput.hasPrefix("### depgraph: no change to the module graph"))
  }

  @Test("diff --exit-code fails a change that adds a finding, and passes one that adds none")
  func diffExitCode() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    let unchanged = Depgraph.run(
      ["diff", "--base", "HEAD", "--exit-code"], currentDirectory: folder.path)
    #expect(unchanged.exitCode == 0, "\(unchanged.standardOutput)\(unchanged.standardError)")
    try folder.write("Sources/Core/Back.swift", "import App\n")
    let worse = Depgraph.run(
      ["diff", "--base", "HEAD", "--exit-code"], currentDirectory: folder.path)
    #expect(worse.exitCode == 1, "\(worse.standardOutput)\(worse.standardError)")
    #expect(worse.standardOutput.contains("`cyclic-import` Core → App"))
    let reported = Depgraph.run(["diff", "--base", "HEAD"], currentDirectory: folder.path)
    #expect(reported.exitCode == 0 && reported.standardOutput == worse.standardOutput)
  }

  @Test("Against the working tree: untracked files count, and nothing in the tree changes")
  func workingTree() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    try folder.write("Sources/App/New.swift", "struct New {}\n")
    let before = try Self.git(["status", "--porcelain", "--untracked-files=all"], in: folder.path)
    let result = Depgraph.run(["affected", "--base", "HEAD"], currentDirectory: folder.path)
    #expect(
      result.standardOutput
        == """
        depgraph affected: 1 changed file reaches 2 targets, 1 test target.
        targets:
          App
          AppTests
        tests:
          AppTests

        """)
    #expect(
      try Self.git(["status", "--porcelain", "--untracked-files=all"], in: folder.path) == before)
    // Files given without git.
    let given = Depgraph.run(
      ["affected", "--changed", "Sources/Core/Core.swift", "Package.swift", "--format", "filter"],
      currentDirectory: folder.path)
    #expect(given.standardOutput == "^(AppTests|CoreTests)\\.\n")
  }

  @Test("A manifest change reaches the targets whose description changed; pins their users")
  func manifestAndPins() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    func commitManifest(remote: Bool, pin revision: String) throws {
      let manifest = try String(contentsOfFile: folder.path + "/Package.swift", encoding: .utf8)
      var text = manifest
      if remote, !manifest.contains("remote-kit") {
        text =
          manifest
          .replacingOccurrences(
            of: "name: \"Shop\",",
            with: "name: \"Shop\",\n  dependencies: [.package(url: "
              + "\"https://example.com/acme/remote-kit.git\", from: \"1.0.0\")],"
          )
          .replacingOccurrences(
            of: ".target(name: \"App\", dependencies: [\"Core\"]),",
            with: ".target(\n      name: \"App\",\n      dependencies: [\"Core\", .product("
              + "name: \"RemoteKit\", package: \"remote-kit\")]),")
      }
      try folder.write("Package.swift", text)
      try folder.write(
        "Package.resolved",
        """
        {"version": 2, "pins": [{"identity": "remote-kit", "kind": "remoteSourceControl",
          "location": "https://example.com/acme/remote-kit.git",
          "state": {"revision": "\(revision)", "version": "1.0.0"}}]}
        """)
      try Self.git(["add", "."], in: folder.path)
      try Self.git(["commit", "--quiet", "-m", "Pin \(revision)"], in: folder.path)
    }
    try commitManifest(remote: true, pin: "aaaa")
    // Only the pin changes: the targets that use the remote package, and their dependents.
    try commitManifest(remote: true, pin: "bbbb")
    func reached(_ base: String) -> String {
      Depgraph.run(["affected", "--base", base, "--head", "HEAD"], currentDirectory: folder.path)
        .standardOutput
    }
    #expect(reached("HEAD~1").hasPrefix("depgraph affected: 1 changed file reaches 2 targets"))
    #expect(reached("HEAD~1").contains("targets:\n  App\n  AppTests\n"))
    // Against the first commit, the manifest gave App a product and a pin: App and its tests,
    // never Core.
    let first = try Self.git(["rev-list", "--max-parents=0", "HEAD"], in: folder.path)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(reached(first).contains("targets:\n  App\n  AppTests\ntests:"))
  }

  @Test(
    "A bad revision, a folder outside git or a bad command line is one error and exit 2",
    arguments: [
      (["affected", "--base", "nope"], "'nope' names no commit of "),
      (["affected", "--base", "--head"], "Missing value for '--base'"),
      (["affected", "--base", "HEAD", "--changed", "a.swift"], "'--base' cannot be used with"),
      (
        ["affected", "--changed", "a.swift", "--head", "HEAD"], "'--head' works only with '--base'"
      ),
      (["affected"], "'affected' needs --base <revision> or --changed <file>..."),
      (["affected", "b.swift"], "Unexpected argument 'b.swift'. Give changed files after"),
      (["--base", "HEAD"], "'--base' works only with 'affected' or 'diff'"),
      (["affected", "--base", "HEAD", "--format", "dot"], "Invalid value 'dot' for '--format'"),
    ])
  func badInput(arguments: [String], message: String) throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    let result = Depgraph.run(arguments, currentDirectory: folder.path)
    expectUsageError(result, exitCode: 2, startingWith: message)
  }

  @Test("A shallow clone without the base, and a base whose manifest does not load, say so")
  func shallowAndBrokenBase() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    try folder.write("Package.swift", "// swift-tools-version: 6.0\nlet package = \n")
    try Self.git(["commit", "--quiet", "-am", "Broken manifest"], in: folder.path)
    try folder.write("Package.swift", Self.manifest)
    try Self.git(["commit", "--quiet", "-am", "Fixed manifest"], in: folder.path)
    // The base's manifest is broken: diff cannot check it, and says which revision, then
    // SwiftPM's own lines.
    let broken = Depgraph.run(["diff", "--base", "HEAD~1"], currentDirectory: folder.path)
    #expect(broken.exitCode == 2 && broken.standardOutput.isEmpty)
    #expect(
      broken.standardError.hasPrefix(
        "error: the graph of HEAD~1 cannot be read: 'swift package describe' failed"))
    // affected only compares descriptions: a base it cannot describe reaches every target.
    let reached = Depgraph.run(["affected", "--base", "HEAD~1"], currentDirectory: folder.path)
    #expect(reached.standardOutput.hasPrefix("depgraph affected: 1 changed file reaches 4 targets"))
    // A clone of depth 1 has no HEAD~1.
    let shallow = try TemporaryFolder("dg-shallow")
    defer { shallow.remove() }
    try Self.git(
      ["clone", "--quiet", "--depth", "1", "file://" + folder.path, shallow.path + "/clone"],
      in: shallow.path)
    expectUsageError(
      Depgraph.run(["affected", "--base", "HEAD~1"], currentDirectory: shallow.path + "/clone"),
      exitCode: 2, startingWith: "'HEAD~1' names no commit of ")
  }

  @Test("A revision without the package: all of it is new (or gone), and diff says so")
  func packageAddedAfterBase() throws {
    let folder = try TemporaryFolder("dg-added")
    defer { folder.remove() }
    try folder.write("notes.txt", "before the package\n")
    try Self.git(["init", "--quiet", "--initial-branch=main"], in: folder.path)
    try Self.git(["add", "."], in: folder.path)
    try Self.git(["commit", "--quiet", "-m", "Notes"], in: folder.path)
    try folder.write("Package.swift", Self.manifest)
    for name in ["Core", "App"] {
      try folder.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
      try folder.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
    }
    try folder.write(".gitignore", ".build/\n")
    let reached = Depgraph.run(["affected", "--base", "HEAD"], currentDirectory: folder.path)
    #expect(reached.exitCode == 0, "\(reached.standardError)")
    #expect(reached.standardOutput.contains("reach 4 targets, 2 test targets."))
    let compared = Depgraph.run(["diff", "--base", "HEAD"], currentDirectory: folder.path)
    #expect(compared.exitCode == 0, "\(compared.standardError)")
    #expect(
      compared.standardOutput.contains(
        "3 dependencies added · 4 targets added\n\n"
          + "The package is new since the base: all of its graph is added."))
    // Committed, and compared backwards: the head is the revision without the package.
    try Self.git(["add", "."], in: folder.path)
    try Self.git(["commit", "--quiet", "-m", "Shop"], in: folder.path)
    let backward = Depgraph.run(
      ["diff", "--base", "HEAD", "--head", "HEAD~1", "--format", "json"],
      currentDirectory: folder.path)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(backward.standardOutput.utf8)) as? [String: Any])
    #expect(
      (object["targets"] as? [String: [String]])?["removed"] == [
        "App", "AppTests", "Core", "CoreTests",
      ])
    #expect(object["schemaVersion"] as? Int == JSONOutput.schemaVersion)
    // A working tree without the package is an error, not an empty graph.
    try FileManager.default.removeItem(atPath: folder.path + "/Package.swift")
    expectUsageError(
      Depgraph.run(["diff", "--base", "HEAD~1"], currentDirectory: folder.path), exitCode: 2,
      startingWith: "the graph of the working tree cannot be read: No Swift package")
    expectUsageError(
      Depgraph.run(
        ["diff", "--base", "HEAD~1", "--head", "HEAD~1"], currentDirectory: folder.path),
      exitCode: 2, startingWith: "the package is in neither HEAD~1 nor HEAD~1")
  }

  @Test("A package outside any repository says so and exits 2")
  func notARepository() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    try FileManager.default.removeItem(atPath: folder.path + "/.git")
    let result = Depgraph.run(["affected", "--base", "HEAD"], currentDirectory: folder.path)
    expectUsageError(result, exitCode: 2, startingWith: folder.path + " is in no git repository")
  }

  @Test("diff: a cycle, a dependency, a target and a finding added, then resolved backwards")
  func diff() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    // Core comes to depend on App, which depends on Core: a cycle; and a new target imports
    // Core without declaring it.
    let manifest = try String(contentsOfFile: folder.path + "/Package.swift", encoding: .utf8)
      .replacingOccurrences(
        of: ".target(name: \"Core\"),",
        with: ".target(name: \"Core\", dependencies: [\"App\"]),\n    .target(name: \"Extra\"),")
    try folder.write("Package.swift", manifest)
    try folder.write("Sources/Extra/Extra.swift", "import Core\n")
    try Self.git(["add", "."], in: folder.path)
    try Self.git(["commit", "--quiet", "-m", "Cycle"], in: folder.path)
    let before = try Self.git(["status", "--porcelain", "--untracked-files=all"], in: folder.path)
    let forward = Depgraph.run(
      ["diff", "--base", "HEAD~1", "--format", "json"], currentDirectory: folder.path)
    #expect(forward.exitCode == 0, "\(forward.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(forward.standardOutput.utf8)) as? [String: Any])
    #expect(object["base"] as? String == "HEAD~1" && object["head"] is NSNull)
    let cycles = try #require(object["cycles"] as? [String: [[String]]])
    #expect(cycles["introduced"]?.count == 1 && cycles["resolved"] == [])
    let edges = try #require(object["edges"] as? [String: [[String: String]]])
    #expect(edges["added"] == [["from": "Core", "to": "App"]] && edges["removed"] == [])
    #expect((object["targets"] as? [String: [String]])?["added"] == ["Extra"])
    let findings = try #require(object["findings"] as? [String: [[String: Any]]])
    #expect(
      findings["added"]?.compactMap { $0["rule"] as? String }.sorted() == [
        "cycle", "undeclared-import", "unused-dependency",
      ])
    // Backwards, the same change is resolved.
    let backward = Depgraph.run(
      ["diff", "--base", "HEAD", "--head", "HEAD~1"], currentDirectory: folder.path)
    #expect(backward.standardOutput.contains("1 cycle resolved"))
    #expect(backward.standardOutput.contains("#### Targets removed\n\n- `Extra`"))
    let markdown = Depgraph.run(["diff", "--base", "HEAD~1"], currentDirectory: folder.path)
    #expect(
      markdown.standardOutput.hasPrefix(
        "### depgraph: what this change does to the module graph\n\n**1 cycle introduced** · "
          + "**2 new errors**"))
    // Nothing in the working tree or the index changed.
    #expect(
      try Self.git(["status", "--porcelain", "--untracked-files=all"], in: folder.path) == before)
    let unchanged = Depgraph.run(["diff", "--base", "HEAD"], currentDirectory: folder.path)
    #expect(unchanged.standardOutput.hasPrefix("### depgraph: no change to the module graph"))
    expectUsageError(
      Depgraph.run(["diff", "--base", "nope"], currentDirectory: folder.path), exitCode: 2,
      startingWith: "the graph of nope cannot be read: 'nope' names no commit")
    expectUsageError(
      Depgraph.run(["diff"], currentDirectory: folder.path), exitCode: 2,
      startingWith: "'diff' needs --base <revision>")
  }

  @Test("diff across a workspace of projects and local packages, with --project and --workspace")
  func diffAcrossProjects() throws {
    let folder = try TemporaryFolder(
      copying: fixturePath("XcodeWorkspace"), prefix: "dg-diff-projects")
    defer { folder.remove() }
    try Self.git(["init", "--quiet", "--initial-branch=main"], in: folder.path)
    try Self.git(["add", "."], in: folder.path)
    try Self.git(["commit", "--quiet", "-m", "Studio"], in: folder.path)
    // Feed, a local package of the workspace, gains a target it depends on but never imports.
    let manifest = try String(
      contentsOfFile: folder.path + "/Packages/Feed/Package.swift", encoding: .utf8)
    try folder.write(
      "Packages/Feed/Package.swift",
      manifest.replacingOccurrences(
        of: "package: \"Storage\")])]",
        with: "package: \"Storage\"), \"FeedModels\"]), .target(name: \"FeedModels\")]"))
    try folder.write("Packages/Feed/Sources/FeedModels/Item.swift", "public struct Item {}\n")
    for location in [["--project", "Studio.xcworkspace"], ["--workspace", "."]] {
      let result = Depgraph.run(
        ["diff", "--base", "HEAD", "--format", "json"] + location, currentDirectory: folder.path)
      #expect(result.exitCode == 0, "\(location): \(result.standardError)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
          as? [String: Any])
      #expect(
        (object["targets"] as? [String: [String]])?["added"] == ["FeedModels"],
        "\(location): \(result.standardOutput)")
      let edges = try #require(object["edges"] as? [String: [[String: String]]])
      #expect(edges["added"] == [["from": "Feed", "to": "FeedModels"]] && edges["removed"] == [])
      let findings = try #require(object["findings"] as? [String: [[String: Any]]])
      #expect(findings["added"]?.map { $0["rule"] as? String } == ["unused-dependency"])
      #expect(findings["resolved"]?.isEmpty == true)
    }
  }

  @Test("This repository's rules name what its tests read: a guide's change runs them")
  func repositoryInputs() {
    let guide = Depgraph.run(
      ["affected", "--changed", "Docs/Navigation.md", "--format", "filter"],
      currentDirectory: packageRoot)
    #expect(guide.exitCode == 0, "\(guide.standardError)")
    #expect(guide.standardOutput == "^(AppMainTests|ArchitectureTests|RoutingTests)\\.\n")
    let script = Depgraph.run(
      ["affected", "--changed", ".ci/run", "--unowned", "all"], currentDirectory: packageRoot)
    #expect(script.standardOutput.contains("(every test: a changed file is unowned)."))
    #expect(script.standardOutput.contains("  RoutingTests\n"))
  }

  @Test("--format xctestplan prints or rewrites the plan; a bad plan is exit 2, untouched")
  func testPlan() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeTesting"), prefix: "test-plan")
    defer { copy.remove() }
    let arguments = [
      "affected", "--project", "Testing.xcodeproj", "--changed", "UITests/ReaderUITests.swift",
      "--format", "xctestplan", "--test-plan", "Testing.xctestplan",
    ]
    let original = try String(contentsOfFile: copy.path + "/Testing.xctestplan", encoding: .utf8)
    let printed = Depgraph.run(arguments, currentDirectory: copy.path)
    #expect(printed.exitCode == 0, "\(printed.standardError)")
    #expect(printed.standardOutput.components(separatedBy: "\"enabled\" : false").count == 2)
    let written = Depgraph.run(arguments + ["--write"], currentDirectory: copy.path)
    #expect(
      written.standardOutput
        == "depgraph affected: Testing.xctestplan: 1 of 2 test targets enabled.\n")
    let rewritten = try String(contentsOfFile: copy.path + "/Testing.xctestplan", encoding: .utf8)
    #expect(rewritten == printed.standardOutput && rewritten != original)

    try copy.write("Broken.xctestplan", "{\"testTargets\": [{\"target\": {\"name\": \"Ghost\"}}]}")
    var broken = arguments
    broken[broken.count - 1] = "Broken.xctestplan"
    let refused = Depgraph.run(broken + ["--write"], currentDirectory: copy.path)
    #expect(refused.exitCode == 2)
    #expect(
      refused.standardError
        == "error: Cannot use the test plan Broken.xctestplan: it lists Ghost, which no project "
        + "or package read has. It was left as it was.\n")
    #expect(
      try String(contentsOfFile: copy.path + "/Broken.xctestplan", encoding: .utf8)
        == "{\"testTargets\": [{\"target\": {\"name\": \"Ghost\"}}]}")
  }
}

/// `affected` in an Xcode project: the project file, schemes and test plans compared with the
/// base's.
@Suite("depgraph affected in an Xcode project")
struct DepgraphAffectedProjectTests {
  /// The fixture `XcodeTesting` (Reader embeds ReaderWidget; ReaderTests is hosted in Reader,
  /// ReaderUITests drives it), committed once in a repository of its own.
  static func repository() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("dg-affected-project")
    try FileManager.default.removeItem(atPath: folder.path)
    try FileManager.default.copyItem(atPath: fixturePath("XcodeTesting"), toPath: folder.path)
    try DepgraphAffectedTests.git(["init", "--quiet", "--initial-branch=main"], in: folder.path)
    try DepgraphAffectedTests.git(["add", "."], in: folder.path)
    try DepgraphAffectedTests.git(["commit", "--quiet", "-m", "Reader"], in: folder.path)
    return folder
  }

  /// What the working tree's change of the project file from `old` to `new` reaches.
  static func reached(
    editing file: String, replacing old: String, with new: String, in folder: TemporaryFolder,
    format: String = "json"
  ) throws -> String {
    let path = folder.path + "/" + file
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(old), "\(file) holds \(old)")
    try folder.write(file, text.replacingOccurrences(of: old, with: new))
    defer { _ = try? DepgraphAffectedTests.git(["checkout", "--", file], in: folder.path) }
    let result = Depgraph.run(
      ["affected", "--base", "HEAD", "--project", "Testing.xcodeproj", "--format", format],
      currentDirectory: folder.path)
    #expect(result.exitCode == 0, "\(result.standardError)")
    return result.standardOutput
  }

  static func targets(_ json: String) throws -> [String] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return object?["targets"] as? [String] ?? []
  }

  @Test("A project file change reaches the targets it describes differently; a reorder none")
  func projectFile() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    let project = "Testing.xcodeproj/project.pbxproj"
    // The target list reordered: no target's build changes.
    let reorder = try Self.reached(
      editing: project,
      replacing: "D50000000000000000000003 /* ReaderUITests */,\n\t\t\t\tD50000000000000000000004",
      with: "D50000000000000000000004 /* ReaderTests */,\n\t\t\t\tD50000000000000000000003",
      in: folder)
    #expect(try Self.targets(reorder) == [])
    // A setting of the UI tests alone: nothing depends on them.
    let uiTests = try Self.reached(
      editing: project, replacing: "TEST_TARGET_NAME = Reader;",
      with: "TEST_TARGET_NAME = Reader;\n\t\t\t\tSWIFT_VERSION = 6.0;", in: folder)
    #expect(try Self.targets(uiTests) == ["ReaderUITests"])
    // A setting of the project's own configuration: every target inherits it.
    let shared = try Self.reached(
      editing: project,
      replacing: "D90000000000000000000091 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
        + "\t\t\tbuildSettings = {\n",
      with: "D90000000000000000000091 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
        + "\t\t\tbuildSettings = {\n\t\t\t\tSWIFT_VERSION = 6.0;\n", in: folder)
    #expect(
      try Self.targets(shared) == ["Reader", "ReaderTests", "ReaderUITests", "ReaderWidget"])
    // The same edit, as xcodebuild takes it: one -only-testing: per reached test.
    let arguments = try Self.reached(
      editing: project, replacing: "TEST_TARGET_NAME = Reader;",
      with: "TEST_TARGET_NAME = Reader;\n\t\t\t\tSWIFT_VERSION = 6.0;", in: folder,
      format: "xcodebuild")
    #expect(arguments == "-only-testing:ReaderUITests\n")
    let none = try Self.reached(
      editing: "App/Notes.md", replacing: "no target", with: "no target at all", in: folder,
      format: "xcodebuild")
    #expect(none.isEmpty)
  }

  @Test("A scheme or test plan reaches the tests it lists; a user's own state reaches nothing")
  func schemesAndPlans() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    let plan = try Self.reached(
      editing: "Testing.xctestplan", replacing: "\"codeCoverage\" : false",
      with: "\"codeCoverage\" : true", in: folder)
    #expect(try Self.targets(plan) == ["ReaderTests", "ReaderUITests"])
    // A new shared scheme that tests ReaderTests: the base has none.
    try folder.write(
      "Testing.xcodeproj/xcshareddata/xcschemes/Reader.xcscheme",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Scheme version = "1.7">
         <TestAction buildConfiguration = "Release">
            <Testables>
               <TestableReference skipped = "NO">
                  <BuildableReference BuildableIdentifier = "primary"
                     BlueprintIdentifier = "D50000000000000000000004"
                     BuildableName = "ReaderTests.xctest" BlueprintName = "ReaderTests"
                     ReferencedContainer = "container:Testing.xcodeproj">
                  </BuildableReference>
               </TestableReference>
            </Testables>
         </TestAction>
      </Scheme>
      """)
    try folder.write(
      "Testing.xcodeproj/xcuserdata/me.xcuserdatad/xcschemes/xcschememanagement.plist", "<plist/>")
    let result = Depgraph.run(
      ["affected", "--base", "HEAD", "--project", "Testing.xcodeproj", "--format", "json"],
      currentDirectory: folder.path)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let answer = try #require(object as? [String: Any])
    #expect(answer["targets"] as? [String] == ["ReaderTests"])
    #expect(answer["unowned"] as? [String] == [])
  }
}

/// Each kind of manifest edit reaches the targets it applies to, and nothing else.
@Suite("depgraph affected on manifest edits")
struct DepgraphAffectedManifestTests {
  static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "Shop",
      platforms: [.macOS(.v13)],
      products: [.library(name: "Core", type: .dynamic, targets: ["Core"])],
      dependencies: [.package(url: "https://example.com/acme/remote-kit.git", exact: "1.0.0")],
      targets: [
        // The core.
        .target(name: "Core", resources: [.copy("Resources/a.json")]),
        .target(
          name: "Feature",
          dependencies: ["Core", .product(name: "RemoteKit", package: "remote-kit")],
          swiftSettings: [.unsafeFlags(["-Onone"])],
          linkerSettings: [.linkedFramework("Security")]),
        .target(name: "Other"),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
        .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
        .testTarget(name: "OtherTests", dependencies: ["Other"]),
      ]
    )
    """

  static let everyTarget = ["Core", "CoreTests", "Feature", "FeatureTests", "Other", "OtherTests"]

  @Test(
    "A manifest edit reaches what it applies to",
    arguments: [
      // Feature depends on Core: what reaches Core reaches it.
      (
        ".copy(\"Resources/a.json\")", ".process(\"Resources/a.json\")",
        ["Core", "CoreTests", "Feature", "FeatureTests"]
      ),
      (".macOS(.v13)", ".macOS(.v14)", everyTarget),
      (
        ".linkedFramework(\"Security\")", ".linkedFramework(\"Network\")",
        ["Feature", "FeatureTests"]
      ),
      ("[\"-Onone\"]", "[\"-O\"]", ["Feature", "FeatureTests"]),
      ("swift-tools-version: 5.9", "swift-tools-version: 6.0", everyTarget),
      ("exact: \"1.0.0\"", "exact: \"1.0.1\"", ["Feature", "FeatureTests"]),
      ("type: .dynamic, ", "type: .static, ", ["Core", "CoreTests", "Feature", "FeatureTests"]),
      (
        ".target(name: \"Other\")", ".target(name: \"Other\", swiftSettings: [.define(\"X\")])",
        ["Other", "OtherTests"]
      ),
      ("// The core.", "// The core, commented.", []),
      (".target(name: \"Other\"),", ".target( name:\"Other\" ),", []),
    ])
  func edit(old: String, new: String, expected: [String]) throws {
    let folder = try TemporaryFolder("dg-affected-manifest")
    defer { folder.remove() }
    try folder.write("Package.swift", Self.manifest)
    try folder.write("Sources/Core/Resources/a.json", "{}\n")
    for name in ["Core", "Feature", "Other"] {
      try folder.write("Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
      try folder.write("Tests/\(name)Tests/\(name)Tests.swift", "import \(name)\n")
    }
    try DepgraphAffectedTests.git(["init", "--quiet", "--initial-branch=main"], in: folder.path)
    try DepgraphAffectedTests.git(["add", "."], in: folder.path)
    try DepgraphAffectedTests.git(["commit", "--quiet", "-m", "Shop"], in: folder.path)
    #expect(Self.manifest.contains(old))
    try folder.write("Package.swift", Self.manifest.replacingOccurrences(of: old, with: new))
    let result = Depgraph.run(
      ["affected", "--base", "HEAD", "--format", "json"], currentDirectory: folder.path)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    #expect((object as? [String: Any])?["targets"] as? [String] == expected, "\(old) -> \(new)")
  }
}

@Suite("depgraph affected --format swift-test")
struct DepgraphAffectedSwiftTestTests {
  /// Two local packages with tests, one in a folder whose name needs quoting, the second
  /// depending on the first.
  static func workspace() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("dg-swift-test")
    try folder.write(
      "Core Kit/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "CoreKit",
        products: [.library(name: "Core", targets: ["Core"])],
        targets: [.target(name: "Core"), .testTarget(name: "CoreTests", dependencies: ["Core"])]
      )
      """)
    try folder.write("Core Kit/Sources/Core/Core.swift", "public struct Core {}\n")
    try folder.write("Core Kit/Tests/CoreTests/CoreTests.swift", "import Core\n")
    try folder.write(
      "Feature/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Feature",
        dependencies: [.package(path: "../Core Kit")],
        targets: [
          .target(name: "Feature", dependencies: [.product(name: "Core", package: "Core Kit")]),
          .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
          .testTarget(name: "FeatureUITests", dependencies: ["Feature"]),
        ]
      )
      """)
    try folder.write("Feature/Sources/Feature/Feature.swift", "import Core\n")
    try folder.write("Feature/Tests/FeatureTests/FeatureTests.swift", "import Feature\n")
    try folder.write("Feature/Tests/FeatureUITests/FeatureUITests.swift", "import Feature\n")
    return folder
  }

  @Test("One swift test command per package whose tests the change reaches, run from here")
  func commandPerPackage() throws {
    let folder = try Self.workspace()
    defer { folder.remove() }
    let core = Depgraph.run(
      [
        "affected", "--workspace", ".", "--changed", "Core Kit/Sources/Core/Core.swift",
        "--format", "swift-test",
      ],
      currentDirectory: folder.path)
    #expect(core.exitCode == 0, "\(core.standardError)")
    #expect(
      core.standardOutput == """
        swift test --package-path 'Core Kit' --filter '^(CoreTests)\\.'
        swift test --package-path Feature --filter '^(FeatureTests|FeatureUITests)\\.'

        """)
    #expect(core.standardError.isEmpty)
    // From inside a package, its own command needs no --package-path.
    let inside = Depgraph.run(
      [
        "affected", "--workspace", "..", "--changed", "Sources/Feature/Feature.swift",
        "--format", "swift-test",
      ],
      currentDirectory: folder.path + "/Feature")
    #expect(inside.standardOutput == "swift test --filter '^(FeatureTests|FeatureUITests)\\.'\n")
    // A change that reaches no test prints nothing, so a script runs no command.
    let none = Depgraph.run(
      ["affected", "--workspace", ".", "--changed", "README.md", "--format", "swift-test"],
      currentDirectory: folder.path)
    #expect(none.exitCode == 0)
    #expect(none.standardOutput.isEmpty)
  }

  @Test("Tests of an Xcode project are named on standard error, for --format xcodebuild")
  func projectTestsNamed() throws {
    let folder = try TemporaryFolder(copying: fixturePath("XcodeClassic"), prefix: "dg-swift-test")
    defer { folder.remove() }
    let result = Depgraph.run(
      [
        "affected", "--project", "App.xcodeproj", "--changed", "App/AppMain.swift", "--format",
        "swift-test",
      ],
      currentDirectory: folder.path)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.hasPrefix("depgraph affected: "))
    #expect(result.standardError.contains("of an Xcode project, which --format xcodebuild lists: "))
  }
}
