import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("Loading packages as SwiftPM builds them")
struct PackageLoaderTests {
  static let layout = fixturePath("RealWorldLayout")

  @Test("describe and the dump-package fallback list the same targets and sources")
  func bothPathsAgree() throws {
    let described = try PackageLoader.load(packagePath: Self.layout, swift: nil, reading: .describe)
    let dumped = try PackageLoader.load(
      packagePath: Self.layout, swift: nil, reading: .dumpPackage)
    // Snippets live outside the manifest, so only describe knows them.
    let fromDescribe = described.targets.filter { $0.kind != .snippet }
    #expect(described.targets.contains { $0.kind == .snippet })
    #expect(fromDescribe.map(\.name) == dumped.targets.map(\.name))
    for (left, right) in zip(fromDescribe, dumped.targets) {
      #expect(left.kind == right.kind, "\(left.name)")
      #expect(left.path == right.path, "\(left.name)")
      #expect(left.sources == right.sources, "\(left.name)")
      #expect(left.moduleNames == right.moduleNames, "\(left.name)")
      #expect(left.targetDependencies == right.targetDependencies, "\(left.name)")
      #expect(left.dependencyConditions == right.dependencyConditions, "\(left.name)")
    }
  }

  @Test(
    "A manifest needs dump-package where it may hold a platform condition, headers, defines, unsafe flags or traits",
    arguments: [
      (#".product(name: "A", package: "a", condition: .when(platforms: [.iOS]))"#, true),
      (".when(  platforms: [.linux])", true),
      (".when(\n      platforms: [.linux])", true),
      (#"publicHeadersPath: "include""#, true),
      (#".define("DEBUG")"#, true),
      (#".unsafeFlags(["-Onone"])"#, true),
      ("traits: []", true),
      (#".when(configuration: .debug)"#, false),
      (#".target(name: "Platforms", dependencies: ["when"])"#, false),
      ("", false),
    ])
  func needsDumpPackage(manifest: String, needs: Bool) {
    #expect(PackageLoader.mayHoldWhatOnlyDumpTells(Data(manifest.utf8)) == needs)
  }

  @Test("Only what SwiftPM compiles is a source; module maps and conditions are read")
  func layout() throws {
    let package = try PackageLoader.load(packagePath: Self.layout)
    let core = try #require(package.target(named: "Core"))
    #expect(core.path == "Custom/CoreFolder")
    #expect(core.sources == ["Core.swift"])
    #expect(package.target(named: "Picked")?.sources == ["Kept/Kept.swift"])
    #expect(package.target(named: "Tool")?.path == "Plugins/Tool")
    #expect(package.target(named: "Tool")?.kind == .plugin)
    #expect(package.target(named: "CZlib")?.kind == .systemLibrary)
    #expect(package.target(named: "CZlib")?.moduleNames == ["zlibShim"])
    #expect(package.target(named: "CHelpers")?.moduleNames == ["Helpers"])
    #expect(package.target(named: "Feature")?.moduleNames == ["Feature"])
    #expect(
      package.target(named: "Feature")?.dependencyConditions
        == ["LinuxOnly": DependencyCondition(platforms: ["linux"])])
    #expect(package.loadWarnings.isEmpty)
  }

  @Test("Checked as SwiftPM builds it, the layout has exactly its two planted findings")
  func layoutFindings() throws {
    let report = try PackageAnalysis.load(packagePath: Self.layout).check(strict: true)
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) -> \($0.module ?? "")" } == [
        "condition-mismatch Feature -> LinuxOnly", "transitive-import FeatureTests -> Core",
      ])
    let mismatch = try #require(report.violations(of: .conditionMismatch).first)
    #expect(mismatch.condition?.description == "os(macOS)")
    #expect(
      mismatch.location
        == Violation.Location(file: "Sources/Feature/Platforms.swift", line: 2, column: 3))
  }

  @Test(
    "dump-package runs only when the manifest can say more than describe, or describe fails",
    arguments: [
      ("UnresolvedDependency", ["describe"]),
      ("RealWorldLayout", ["describe", "dump-package"]),
      ("NaiveBridge", ["describe", "dump-package"]),
    ])
  func dumpPackageWhenNeeded(_ fixture: String, _ commands: [String]) throws {
    let folder = try TemporaryFolder("logging-swift")
    defer { folder.remove() }
    // A stand-in for `swift` that notes each `swift package` subcommand, then runs it.
    let stand = try folder.standInSwift(prologue: "echo \"$6\" >> '\(folder.path)/log'")
    _ = try PackageLoader.load(packagePath: fixturePath(fixture), swift: stand)
    let log = try String(contentsOfFile: folder.path + "/log", encoding: .utf8)
    #expect(log.split(separator: "\n").map(String.init).sorted() == commands)
  }

  @Test("Files scanned early are used as scanned; the rest are read, and only listed files count")
  func earlyScans() {
    let package = SwiftPackage(
      name: "P", root: "/pkg",
      targets: [
        Target(name: "A", path: "Sources/A", sources: ["a.swift", "b.swift"]),
        Target(name: "B", path: "Sources/B", sources: ["b.swift"]),
      ])
    let early = [
      "/pkg/Sources/A/a.swift": ImportScanner.scan(bytes: Array("import B\n".utf8)),
      "/pkg/Sources/A/unlisted.swift": ImportScanner.scan(bytes: Array("import C\n".utf8)),
    ]
    let analysis = PackageAnalysis(
      workspace: Workspace(package),
      read: { path in
        #expect(path != "/pkg/Sources/A/a.swift", "a file scanned early was read again")
        return Data((path.hasSuffix("A/b.swift") ? "import Foundation\n" : "let b = 1\n").utf8)
      }, scanned: early)
    #expect(analysis.imports["A"]?.map(\.declaration.module) == ["B", "Foundation"])
    #expect(analysis.imports["B"]?.isEmpty == true)
  }

  @Test("A manifest whose targets form a cycle is read from dump-package, sources and all")
  func cycleFallsBack() throws {
    let package = try PackageLoader.load(packagePath: fixturePath("NaiveBridge"))
    #expect(package.targets.map(\.name) == ["BridgeFramework", "ColorServiceModule"])
    #expect(
      package.target(named: "BridgeFramework")?.sourcePaths == [
        "Sources/BridgeFramework/BridgeViewController.swift"
      ])
    #expect(package.target(named: "BridgeFramework")?.kind == .library)
  }

  @Test("A target SwiftPM leaves out is a warning that quotes SwiftPM, at its declaration")
  func leftOutTarget() throws {
    let package = try PackageLoader.load(packagePath: fixturePath("LeftOutTarget"))
    #expect(package.targets.isEmpty)
    let warning = try #require(package.loadWarnings.first)
    guard case .targetLeftOut(let target, let swiftPM) = warning else {
      Issue.record("unexpected \(warning)")
      return
    }
    #expect(target == "Missing")
    #expect(swiftPM?.hasPrefix("Source files for target Missing should be located") == true)
    let report = PackageAnalysis(package: package).check()
    let finding = try #require(report.violations(of: .skippedTarget).first)
    #expect(finding.severity == .warning)
    #expect(finding.location == Violation.Location(file: "Package.swift", line: 9, column: 19))
    #expect(finding.message.contains("SwiftPM leaves out target Missing"))
  }

  @Test("A package SwiftPM cannot lay out for another reason than a cycle is SwiftPM's error")
  func layoutError() throws {
    let root = try TemporaryFolder("layout")
    defer { root.remove() }
    try root.write("Sources/Present/Present.swift", "public let p = 1\n")
    try root.write(
      "Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "L", targets: [
        .target(name: "Present"), .target(name: "Missing", dependencies: ["Present"]),
      ])
      """)
    do {
      _ = try PackageLoader.load(packagePath: root.path)
      Issue.record("a package SwiftPM refuses was loaded")
    } catch {
      guard case .toolchain(.packageCommandFailed(let command, let output)) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(command == "swift package describe")
      #expect(output.contains("Source files for target Missing"))
    }
  }

  @Test("dump-package conditions are read from targets, byName and products alike")
  func dumpConditions() throws {
    let json = """
      {"name": "C", "targets": [{"name": "A", "type": "regular", "dependencies": [
        {"target": ["B", {"platformNames": ["linux", "macos"]}]},
        {"byName": ["D", null]},
        {"product": ["P", "pkg", {"Alias": "Other"}, {"platformNames": ["ios"]}]}]},
        {"name": "B", "type": "regular"}, {"name": "D", "type": "system"}]}
      """
    let manifest = try Manifest(json: Data(json.utf8), source: "test")
    #expect(
      manifest.conditions(of: manifest.targets[0]) == [
        "B": DependencyCondition(platforms: ["linux", "macos"]),
        "P": DependencyCondition(platforms: ["ios"]),
      ])
    #expect(
      DependencyCondition(platforms: ["macos", "linux"]).description
        == "when platforms: [.linux, .macOS]")
  }
}

@Suite("Module maps")
struct ModuleMapTests {
  @Test(
    "Top-level module names, not submodules, comments or strings",
    arguments: [
      ("module zlibLinux [system] {\n header \"zlib.h\"\n link \"z\"\n export *\n}", ["zlibLinux"]),
      (
        "framework module UIKitShim {\n umbrella header \"a.h\"\n module * { export * }\n}",
        ["UIKitShim"]
      ),
      ("module A {\n explicit module Sub { header \"s.h\" }\n}\nmodule B { }", ["A", "B"]),
      (
        "// module Commented {}\n/* module Block {} */\nmodule Real { header \"module Fake {\" }",
        ["Real"]
      ),
      ("extern module Outside \"other.modulemap\"\nmodule Inside {}", ["Outside", "Inside"]),
      ("explicit module E [extern_c] { }", ["E"]),
      ("module \"llbuild\" {\n umbrella header \"llbuild/llbuild.h\"\n}", ["llbuild"]),
      ("extern module \"Quoted\" \"q.modulemap\"", ["Quoted"]),
      // A quoted name no import can spell is no module name.
      ("module \"qu\u{E3}ted\" {}\nmodule \"\" {}\nmodule \"2D\" {}", []),
      ("module A {} module A {}", ["A"]),
      ("", []),
      ("module {", []),
      ("module Unclosed { module Inner {", ["Unclosed"]),
    ])
  func names(_ text: String, _ expected: [String]) {
    #expect(ModuleMap.moduleNames(in: text) == expected)
  }

  @Test("A module map that cannot be read or declares nothing is a warning, never a failure")
  func brokenModuleMaps() throws {
    let targets = [
      Target(name: "CBroken", kind: .systemLibrary, path: "Sources/CBroken"),
      Target(name: "CEmpty", kind: .systemLibrary, path: "Sources/CEmpty"),
      Target(name: "CMissing", kind: .systemLibrary, path: "Sources/CMissing"),
      Target(name: "CGenerated", path: "Sources/CGenerated", sources: ["a.c"]),
    ]
    let package = SwiftPackage(name: "P", root: "/pkg", targets: targets)
      .resolvingModuleMaps { path in
        switch path {
        case "/pkg/Sources/CBroken/module.modulemap": throw ReadFailure(reason: "permission denied")
        case "/pkg/Sources/CEmpty/module.modulemap": Data("// nothing\n".utf8)
        default: nil
        }
      }
    #expect(
      package.targets.map(\.moduleNames) == [["CBroken"], ["CEmpty"], ["CGenerated"], ["CMissing"]])
    #expect(
      package.loadWarnings == [
        .unreadableModuleMap(
          target: "CBroken", file: "Sources/CBroken/module.modulemap", reason: "permission denied"),
        .unreadableModuleMap(
          target: "CEmpty", file: "Sources/CEmpty/module.modulemap",
          reason: "it declares no top-level module"),
        .unreadableModuleMap(
          target: "CMissing", file: "Sources/CMissing/module.modulemap",
          reason: "there is no such file, and a system library needs one"),
      ])
    let report = PackageAnalysis(package: package) { _ in Data() }.check()
    #expect(
      report.violations(of: .unreadableSource).map(\.target) == ["CBroken", "CEmpty", "CMissing"])
    #expect(report.errorCount == 0)
  }

  @Test("A C target with no header to import only links; it and executables are not unused")
  func linkOnlyAndExecutables() throws {
    let targets = [
      Target(name: "CLinked", path: "Sources/CLinked", sources: ["override.c"]),
      Target(name: "CMapOnly", path: "Sources/CMapOnly", sources: ["atexit.c"]),
      Target(name: "CHeaders", path: "Sources/CHeaders", sources: ["a.c"]),
      Target(name: "CCustom", path: "Sources/CCustom", sources: ["b.c"]),
      Target(name: "tool", kind: .executable, path: "Sources/tool", sources: ["main.swift"]),
      Target(
        name: "App", path: "Sources/App", sources: ["App.swift"],
        targetDependencies: ["CCustom", "CHeaders", "CLinked", "CMapOnly", "tool"]),
    ]
    // CMapOnly's folder holds a module map that exports nothing, and no header.
    let headerFolders = ["/pkg/Sources/CHeaders/include/", "/pkg/Sources/CCustom/api/"]
    let package = SwiftPackage(name: "P", root: "/pkg", targets: targets)
      .resolvingModuleMaps(
        publicHeaders: ["CCustom": "api"],
        read: { path in
          path.hasSuffix("CMapOnly/include/module.modulemap")
            ? Data("module CMapOnly { export * }\n".utf8) : nil
        }, hasHeaders: headerFolders.contains)
    #expect(package.targets.filter(\.isLinkOnly).map(\.name) == ["CLinked", "CMapOnly"])
    let report = PackageAnalysis(package: package) { path in
      Data((path.hasSuffix("App.swift") ? "let app = 1\n" : "public let x = 1\n").utf8)
    }.check()
    #expect(
      report.violations(of: .unusedDependency).map { $0.module ?? "" } == ["CCustom", "CHeaders"])
  }

  @Test("A file that is no regular file, or that fails to open, is skipped with a plain reason")
  func unreadableKinds() throws {
    let folder = try TemporaryFolder("dg-unreadable-kinds")
    defer { folder.remove() }
    #expect(mkfifo(folder.path + "/pipe.swift", 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/folder.swift", withIntermediateDirectories: false)
    func reason(_ name: String) -> String? {
      do {
        _ = try PackageAnalysis.readFile(folder.path + "/" + name)
        return nil
      } catch {
        return (error as? ReadFailure)?.reason
      }
    }
    // A FIFO is never opened: reading one would wait for a writer forever.
    #expect(reason("pipe.swift") == "it is a FIFO, not a regular file")
    #expect(reason("folder.swift") == "it is a folder, not a regular file")
    #expect(reason("missing.swift") == "No such file or directory")
    // A read that fails after the checks says the system's reason, not Foundation's wrapper.
    let denied = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileReadNoPermission.rawValue,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
    var fixture = Fixture()
    fixture.add("App", source: "import Foundation")
    let analysis = PackageAnalysis(package: fixture.package) { _ in throw denied }
    let skipped = try #require(analysis.check().violations(of: .unreadableSource).first)
    #expect(
      skipped.message
        == "Could not scan Sources/App/App.swift: Permission denied. Its imports are not checked.")
  }

  @Test("A file two targets compile that cannot be read is one finding naming both")
  func sharedUnreadableFile() throws {
    var fixture = Fixture()
    for name in ["Phone", "Watch"] {
      fixture.targets.append(
        Target(name: TargetName(name), path: "", sources: ["Generated/Constants.swift"]))
    }
    let skipped = fixture.analysis.check().violations(of: .unreadableSource)
    #expect(skipped.map(\.target) == ["Phone"])
    #expect(
      skipped.first?.message.hasPrefix(
        "Could not scan Generated/Constants.swift (compiled by Phone, Watch): ") == true)
  }

  @Test("An edit SwiftPM makes to another call named like the target is undone")
  func editUndone() throws {
    let package = try TemporaryFolder("edit-undone")
    defer { package.remove() }
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "EditUndone",
        targets: [
          .executableTarget(name: "App", dependencies: [.target(name: "Feature")]),
          .target(name: "Core"),
          .target(name: "Feature"),
        ]
      )

      """
    try package.write("Package.swift", manifest)
    try package.write("Sources/Core/Core.swift", "public let core = 1\n")
    try package.write("Sources/Feature/Feature.swift", "import Core\n")
    try package.write("Sources/App/main.swift", "import Feature\n")
    #expect {
      try PackageLoader.addTargetDependency("Core", to: "Feature", packagePath: package.path)
    } throws: { error in
      guard case GraphError.toolchain(.manifestEditUndone(let command, let reason)) = error else {
        return false
      }
      return command == "swift package add-target-dependency Core Feature"
        && reason.hasPrefix("so that it no longer loads")
    }
    #expect(
      try String(contentsOfFile: package.path + "/Package.swift", encoding: .utf8) == manifest)
  }
}
