import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("Reading package descriptions")
struct SwiftPackageTests {
  static let describe = """
    {
      "name": "Sample", "path": "/work/sample", "tools_version": "6.0", "platforms": [],
      "dependencies": [], "products": [],
      "targets": [
        { "name": "my-lib", "c99name": "my_lib", "type": "library", "path": "Sources/my-lib",
          "sources": ["b.swift", "a.swift"], "module_type": "SwiftTarget" },
        { "name": "App", "c99name": "App", "type": "executable", "path": "Sources/App",
          "sources": ["main.swift"], "target_dependencies": ["my-lib"],
          "product_dependencies": ["ArgumentParser"] },
        { "name": "Bin", "type": "binary", "path": "Bin.xcframework" }
      ]
    }
    """

  @Test("Reads targets, kinds, sources and both kinds of dependency from describe JSON")
  func describeJSON() throws {
    let package = try SwiftPackage(describeJSON: Data(Self.describe.utf8))
    #expect(package.name == "Sample")
    #expect(package.root == "/work/sample")
    #expect(package.targets.map(\.name) == ["App", "Bin", "my-lib"])
    let library = try #require(package.target(named: "my-lib"))
    #expect(library.c99name == "my_lib")
    #expect(library.sourcePaths == ["Sources/my-lib/a.swift", "Sources/my-lib/b.swift"])
    let app = try #require(package.target(named: "App"))
    #expect(app.kind == .executable)
    #expect(app.targetDependencies == ["my-lib"])
    #expect(app.productDependencies == ["ArgumentParser"])
    #expect(package.target(named: "Bin")?.kind == .binary)
    #expect(package.target(named: "Nope") == nil)
  }

  @Test("A root given by the caller wins over the document's path")
  func explicitRoot() throws {
    let package = try SwiftPackage(describeJSON: Data(Self.describe.utf8), root: "/elsewhere/")
    #expect(package.root == "/elsewhere")
  }

  @Test(
    "Malformed describe JSON is a typed error that says what is wrong",
    arguments: [
      ("", "not valid JSON"),
      ("{", "not valid JSON"),
      ("[]", "wrong type at the top level"),
      (#"{"name": "X"}"#, "missing field 'targets'"),
      (#"{"name": "X", "targets": [{"path": "S"}]}"#, "missing field 'name' at .targets[0]"),
      (#"{"name": "X", "targets": [{"name": 3}]}"#, "wrong type at .targets[0].name"),
      (
        #"{"name": "X", "targets": [{"name": "A"}, {"name": "A"}]}"#,
        "two targets are named 'A'"
      ),
    ])
  func malformed(_ json: String, _ reason: String) {
    do {
      _ = try SwiftPackage(describeJSON: Data(json.utf8), source: "x.json")
      Issue.record("accepted: \(json)")
    } catch {
      guard case .input(.malformedJSON(let source, let message)) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(source == "x.json")
      #expect(message.contains(reason), "\(message)")
    }
  }

  @Test("dump-package output gives dependencies and the sources found on disk")
  func dumpPackage() throws {
    let folder = try TemporaryFolder("dump")
    defer { folder.remove() }
    let root = folder.path
    for file in [
      "Sources/A/a.swift", "Sources/A/Sub/b.swift", "Sources/A/skip/c.swift",
      "Tests/ATests/t.swift", "Custom/d.swift",
    ] {
      try folder.write(file, "import A\n")
    }
    let json = """
      {"name": "D", "dependencies": [], "targets": [
        {"name": "A", "type": "regular", "exclude": ["skip"], "dependencies": [
          {"byName": ["B", null]}, {"byName": ["Outside", null]},
          {"product": ["P", "pkg", null, null]}]},
        {"name": "B", "type": "regular", "path": "Custom", "dependencies": [{"target": ["A", null]}]},
        {"name": "ATests", "type": "test", "dependencies": [{"byName": ["A", null]}]}
      ]}
      """
    let package = try SwiftPackage(dumpPackageJSON: Data(json.utf8), root: root)
    let a = try #require(package.target(named: "A"))
    #expect(a.targetDependencies == ["B"])
    #expect(a.productDependencies == ["Outside", "P"])
    #expect(a.sourcePaths == ["Sources/A/Sub/b.swift", "Sources/A/a.swift"])
    #expect(package.target(named: "B")?.sourcePaths == ["Custom/d.swift"])
    #expect(package.target(named: "ATests")?.sourcePaths == ["Tests/ATests/t.swift"])
    #expect(package.target(named: "ATests")?.kind == .test)
  }

  @Test("A dump-package dependency of an unknown kind is malformed")
  func dumpPackageUnknownDependency() {
    let json =
      #"{"name": "D", "targets": [{"name": "A", "type": "regular", "dependencies": [{"macro": ["M"]}]}]}"#
    #expect(
      throws: GraphError.input(
        .malformedJSON(
          source: "dump-package JSON", reason: "not valid JSON at .targets[0].dependencies[0]"))
    ) {
      try SwiftPackage(dumpPackageJSON: Data(json.utf8), root: "/nowhere")
    }
  }

  @Test(
    "Target names become module names as SwiftPM derives them",
    arguments: [
      ("my-lib", "my_lib"), ("Plain", "Plain"), ("2D", "_2D"), ("a.b c", "a_b_c"), ("é", "_"),
    ])
  func c99name(_ name: String, _ expected: ModuleName) {
    #expect(Target.c99name(of: name) == expected)
  }

  @Test("Loading a folder without a manifest says so; a path where nothing is says that")
  func missingPackage() throws {
    let folder = try TemporaryFolder("dg-no-manifest")
    defer { folder.remove() }
    #expect(throws: GraphError.input(.packageNotFound(path: folder.path))) {
      try PackageLoader.load(packagePath: folder.path)
    }
    #expect(
      throws: GraphError.input(.folderNotFound(path: "/definitely/not/here"))
    ) {
      try PackageLoader.load(packagePath: "/definitely/not/here")
    }
    try Data().write(to: URL(fileURLWithPath: folder.path + "/Package.txt"))
    #expect(throws: GraphError.input(.packageNotFound(path: folder.path + "/Package.txt"))) {
      try PackageLoader.load(packagePath: folder.path + "/Package.txt")
    }
  }

  @Test("A manifest SwiftPM cannot read is a typed error carrying SwiftPM's own message")
  func brokenManifest() throws {
    let root = try TemporaryFolder("broken")
    defer { root.remove() }
    try root.write("Package.swift", "// swift-tools-version: 6.0\nthis is not Swift\n")
    do {
      _ = try PackageLoader.load(packagePath: root.path)
      Issue.record("a broken manifest was loaded")
    } catch {
      guard case .toolchain(.packageCommandFailed(let command, let output)) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(command == "swift package describe")
      #expect(output.contains("Invalid manifest"))
      #expect(error.description.hasPrefix("'swift package describe' failed: "))
    }
  }

  @Test("An empty answer from SwiftPM is asked again, not taken for a malformed package")
  func emptyDumpIsRetried() throws {
    let folder = try TemporaryFolder("flaky-swift")
    defer { folder.remove() }
    // A stand-in for `swift` that prints nothing the first time and answers for real after.
    let called = folder.path + "/called"
    let stand = try folder.standInSwift(
      prologue: "if [ ! -e '\(called)' ]; then touch '\(called)'; exit 0; fi")
    let package = try PackageLoader.load(packagePath: fixturePath("NaiveBridge"), swift: stand)
    #expect(!package.targets.isEmpty)
    #expect(FileManager.default.fileExists(atPath: called))
  }

  @Test("SwiftPM starts as the swift-package beside swift, else as swift package")
  func swiftPackageBesideSwift() throws {
    let folder = try TemporaryFolder("swift-package-beside")
    defer { folder.remove() }
    // This `swift` fails: a load succeeds only through the `swift-package` beside it, which
    // notes the call and runs the toolchain's.
    let swift = try folder.standInSwift(prologue: "exit 3")
    let toolchain = PackageLoader.packageCommand(swift: try PackageLoader.swiftExecutable())
    let called = folder.path + "/called"
    try folder.write(
      "swift-package",
      "#!/bin/sh\ntouch '\(called)'\nexec "
        + ([toolchain.executable] + toolchain.arguments).map { "'\($0)'" }.joined(separator: " ")
        + " \"$@\"\n")
    // Not executable yet: `swift package` it is.
    var command = PackageLoader.packageCommand(swift: swift)
    #expect(command.executable == swift)
    #expect(command.arguments == ["package"])
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: folder.path + "/swift-package")
    command = PackageLoader.packageCommand(swift: swift)
    #expect(command.executable == folder.path + "/swift-package")
    #expect(command.arguments.isEmpty)
    let package = try PackageLoader.load(packagePath: fixturePath("NaiveBridge"), swift: swift)
    #expect(!package.targets.isEmpty)
    #expect(FileManager.default.fileExists(atPath: called))
  }

  @Test("A swift executable that cannot start is a typed error")
  func missingSwift() throws {
    do {
      _ = try PackageLoader.load(packagePath: fixturePath("NaiveBridge"), swift: "/no/such/swift")
      Issue.record("loaded without a swift executable")
    } catch {
      guard case .toolchain(.swiftNotFound(let reason)) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(reason == "/no/such/swift: No such file or directory")
    }
  }

  @Test("A temporary folder that cannot be made is named, with the system's reason")
  func unwritableTemporaryFolder() throws {
    let folder = try TemporaryFolder("not-a-folder")
    defer { folder.remove() }
    try folder.write("file", "a file where a folder should be")
    let notAFolder = URL(fileURLWithPath: folder.path + "/file")
    do {
      _ = try PackageLoader.load(
        packagePath: fixturePath("NaiveBridge"), swift: "/no/such/swift", reading: .describe,
        temporaryDirectory: notAFolder)
      Issue.record("loaded without its temporary folder")
    } catch {
      guard case .toolchain(.temporaryFolder(let path, let reason)) = error else {
        Issue.record("expected a temporary-folder error, got \(error)")
        return
      }
      #expect(path.hasPrefix(notAFolder.path + "/depgraph-"))
      #expect(reason == "Not a directory")
    }
  }

  @Test("A file that is not a program says why it cannot start")
  func swiftThatIsNoProgram() throws {
    let folder = try TemporaryFolder("no-program")
    defer { folder.remove() }
    try folder.write("swift", "not a program")
    do {
      _ = try PackageLoader.load(
        packagePath: fixturePath("NaiveBridge"), swift: folder.path + "/swift")
      Issue.record("loaded with a file that is not a program")
    } catch {
      #expect(
        error == .toolchain(.swiftNotFound(reason: folder.path + "/swift: Permission denied")))
    }
  }
}

@Suite("Hostile package descriptions")
struct HostileDescriptionTests {
  @Test(
    "Deeply nested, huge or odd JSON is a typed error or a package, never a crash",
    arguments: [
      String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
      "{\"name\": \"P\", \"targets\": " + String(repeating: "[", count: 600)
        + String(repeating: "]", count: 600) + "}",
      "{\"name\": \"\u{202E}\", \"targets\": [{\"name\": \"\\u0000\", \"path\": \"../../etc\"}]}",
      "{\"name\": \"P\", \"targets\": ["
        + Array(repeating: "{\"name\": \"A\"}", count: 3).joined(separator: ",") + "]}",
      "\u{FEFF}{}",
      "null",
    ])
  func hostile(_ json: String) {
    do {
      let package = try SwiftPackage(describeJSON: Data(json.utf8), root: "/nowhere")
      #expect(Set(package.targets.map(\.name)).count == package.targets.count)
    } catch {
      guard case .input(.malformedJSON) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
    }
  }
}
