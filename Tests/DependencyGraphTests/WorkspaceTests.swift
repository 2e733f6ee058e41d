import DependencyGraph
import Foundation
import TestSupport
import Testing

/// The fixture workspace: App, Features and Core, with remote-kit checked out under App.
private enum WorkspaceFixture {
  static let root = fixturePath("Workspace")
  static let packages = ["App", "Features", "Core"].map { root + "/" + $0 }
  static let scratch = root + "/App/.scratch"

  /// The fixture loaded once for the tests that only read it: each load runs four SwiftPMs.
  static let loaded = Result { () throws(GraphError) in
    try PackageAnalysis.load(packagePaths: packages, scratchPath: scratch)
  }

  /// Each finding as `rule target module`.
  static func keys(_ report: Report) -> [String] {
    report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "-")" }
  }
}

@Suite("depgraph across packages")
struct WorkspaceTests {
  @Test("One graph of three packages: every rule across packages fires once, with its evidence")
  func fixtureWorkspace() throws {
    let analysis = try WorkspaceFixture.loaded.get()
    #expect(analysis.workspace.packages.map(\.name) == ["App", "Features", "Core"])
    #expect(analysis.workspace.dependencies.map(\.identity) == ["remote-kit"])
    #expect(analysis.workspace.problems.isEmpty)
    #expect(analysis.package.target(named: "CoreUI")?.path == "Core/Sources/CoreUI")
    // A product dependency is an edge to the product's own targets, not their closure.
    #expect(analysis.graph.dependencies(of: "App") == ["CoreModels", "Features", "RemoteKit"])
    #expect(
      analysis.graph.path(from: "App", to: "RemoteLogging") == [
        "App", "RemoteKit", "RemoteLogging",
      ])

    let report = analysis.check(strict: true)
    #expect(
      WorkspaceFixture.keys(report).sorted() == [
        "cyclic-import CoreUI Features",
        "transitive-import Features CoreModels",
        "undeclared-import App RemoteKitTesting",
        "undeclared-import Features CoreExtras",
        "unused-dependency App CoreModels",
      ])

    let remote = try #require(report.violations(of: .undeclaredImport).first { $0.target == "App" })
    #expect(
      remote.location == Violation.Location(file: "App/Sources/App/main.swift", line: 4, column: 1))
    #expect(
      remote.message.contains(
        #"Add .product(name: "RemoteKitTesting", package: "remote-kit") to the dependencies of App in App/Package.swift"#
      ))
    #expect(
      remote.fix?.command
        == "swift package --package-path App add-target-dependency RemoteKitTesting App --package remote-kit"
    )
    // The manifest spells the package "Core"; the fix spells it the same way.
    let local = try #require(
      report.violations(of: .undeclaredImport).first { $0.target == "Features" })
    #expect(
      local.fix?.command
        == "swift package --package-path Features add-target-dependency CoreExtras Features --package Core"
    )

    let transitive = try #require(report.violations(of: .transitiveImport).first)
    #expect(transitive.path == ["Features", "CoreUI", "CoreModels"])
    #expect(transitive.message.contains("Features -> CoreUI (package Core) -> CoreModels"))

    let unused = try #require(report.violations(of: .unusedDependency).first)
    #expect(unused.location == Violation.Location(file: "App/Package.swift", line: 16, column: 24))
    #expect(unused.message.hasPrefix("App declares the product CoreModels of Core"))

    let cyclic = try #require(report.violations(of: .cyclicImport).first)
    #expect(cyclic.path == ["CoreUI", "Features", "CoreUI"])

    #expect(report.packages.map(\.path) == ["App", "Features", "Core"])
    #expect(
      report.packages.map(\.targets) == [
        ["App"], ["Features"], ["CoreExtras", "CoreModels", "CoreUI"],
      ])
  }

  @Test("Without --strict, a module reached through another product is not reported")
  func notStrict() throws {
    let analysis = try WorkspaceFixture.loaded.get()
    #expect(analysis.check(strict: false).violations(of: .transitiveImport).isEmpty)
  }

  @Test(
    "One package reads its local dependencies and the checkout under .build, and checks only itself"
  )
  func checkoutUnderBuild() throws {
    let folder = try TemporaryFolder("dg-workspace")
    defer { folder.remove() }
    try FileManager.default.copyItem(atPath: WorkspaceFixture.root, toPath: folder.path + "/W")
    try FileManager.default.moveItem(
      atPath: folder.path + "/W/App/.scratch", toPath: folder.path + "/W/App/.build")
    let analysis = try PackageAnalysis.load(packagePath: folder.path + "/W/App")
    #expect(analysis.workspace.dependencies.map(\.identity) == ["core", "features", "remote-kit"])
    #expect(analysis.package.targets.map(\.name) == ["App"])
    #expect(
      WorkspaceFixture.keys(analysis.check(strict: true)) == [
        "unused-dependency App CoreModels", "undeclared-import App RemoteKitTesting",
      ])
  }

  @Test("A remote package the importer's package lacks is named by its URL, without a fix")
  func remotePackageMissing() throws {
    let folder = try TemporaryFolder("dg-remote-missing")
    defer { folder.remove() }
    try FileManager.default.copyItem(atPath: WorkspaceFixture.root, toPath: folder.path + "/W")
    try folder.write("W/Features/Sources/Features/Remote.swift", "import RemoteKit\n")
    let analysis = try PackageAnalysis.load(
      packagePaths: ["App", "Features", "Core"].map { folder.path + "/W/" + $0 },
      scratchPath: folder.path + "/W/App/.scratch")
    let finding = try #require(
      analysis.check().violations(of: .undeclaredImport).first { $0.module == "RemoteKit" })
    #expect(
      finding.message.hasSuffix(
        "Features does not depend on the package RemoteKit: add .package(url: "
          + "\"https://example.com/acme/remote-kit.git\", ...) to the package's dependencies in "
          + "Features/Package.swift, then .product(name: \"RemoteKit\", package: \"remote-kit\") "
          + "to the dependencies of Features; or remove the import."))
    #expect(finding.fix == nil)
  }

  @Test("A dependency never resolved is one warning naming the imports it leaves unchecked")
  func neverResolved() throws {
    let analysis = try PackageAnalysis.load(packagePath: WorkspaceFixture.root + "/App")
    let report = analysis.check(strict: true)
    #expect(
      WorkspaceFixture.keys(report) == [
        "unresolved-dependency App remote-kit", "unused-dependency App CoreModels",
      ])
    let unresolved = try #require(report.violations(of: .unresolvedDependency).first)
    #expect(unresolved.location == Violation.Location(file: "Package.swift", line: 9, column: 19))
    #expect(
      unresolved.message
        == "remote-kit (https://example.com/acme/remote-kit.git) has no checkout in "
        + ".build/checkouts: it was never resolved. Run 'swift package resolve', or give depgraph "
        + "the build folder that holds it with --scratch-path. Until then, imports of modules "
        + "that no checked package or project declares are not checked in App; no package read offers RemoteKit, "
        + "RemoteKitTesting.")
  }

  @Test("A package given by its description alone names each dependency as unread")
  func descriptionAlone() throws {
    let json = #"""
      {"name": "App", "path": "/app", "targets": [
        {"name": "App", "type": "executable", "path": "Sources/App", "sources": ["main.swift"],
         "product_dependencies": ["RemoteKit"]}],
       "dependencies": [{"identity": "remote-kit", "type": "sourceControl",
                         "url": "https://example.com/acme/remote-kit.git"}]}
      """#
    let package = try SwiftPackage(describeJSON: Data(json.utf8))
    #expect(
      package.dependencies == [
        PackageDependency(
          identity: "remote-kit", source: .remote(url: "https://example.com/acme/remote-kit.git"))
      ])
    let manifest = #"""
      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://example.com/acme/remote-kit.git", from: "1.0.0")],
        targets: [
          .executableTarget(
            name: "App", dependencies: [.product(name: "RemoteKit", package: "remote-kit")])
        ])
      """#
    let analysis = PackageAnalysis(package: package) { path in
      Data((path.hasSuffix("Package.swift") ? manifest : "import RemoteKit\n").utf8)
    }
    let violations = analysis.check().violations
    #expect(violations.map(\.rule) == [.unresolvedDependency])
    #expect(
      violations.first?.location == Violation.Location(file: "Package.swift", line: 3, column: 32))
    #expect(
      violations.first?.message
        == "remote-kit (https://example.com/acme/remote-kit.git) is not read: only the package's "
        + "own description was given. Load the package with PackageAnalysis.load or run depgraph "
        + "without --describe-json to check imports of its products. Until then, imports of "
        + "modules that no checked package or project declares are not checked in App; no package read offers RemoteKit."
    )
  }

  @Test("Packages that depend on each other's products form a cycle across packages")
  func crossPackageCycle() throws {
    let root = fixturePath("WorkspaceCycle")
    let report = try PackageAnalysis.load(packagePaths: [root + "/Left", root + "/Right"]).check()
    let cycle = try #require(report.violations(of: .cycle).first)
    #expect(report.cycles == [["Left", "Right", "Left"]])
    #expect(
      cycle.message.hasPrefix(
        "Dependency cycle: Left -> Right (package Right) -> Left (package Left)."))
    #expect(cycle.location?.file == "Left/Sources/Left/Left.swift")
    // Checked alone, Left still sees the cycle through the dependency it reads.
    let alone = try PackageAnalysis.load(packagePath: root + "/Left").check()
    #expect(alone.cycles == [["Left", "Right", "Left"]])
    #expect(
      alone.violations(of: .cycle).first?.notes.map(\.message).contains(
        "Right (package Right) declares Left as a dependency") == true)
  }

  @Test("A workspace folder's packages are found below it, but not in hidden folders")
  func packagePaths() throws {
    #expect(
      try Workspace.packagePaths(in: WorkspaceFixture.root)
        == ["App", "Core", "Features"].map { WorkspaceFixture.root + "/" + $0 })
    #expect(
      throws: GraphError.input(.noPackagesInWorkspace(path: WorkspaceFixture.root + "/App/Sources"))
    ) {
      try Workspace.packagePaths(in: WorkspaceFixture.root + "/App/Sources")
    }
    #expect(
      throws: GraphError.input(.folderNotFound(path: WorkspaceFixture.root + "/Missing"))
    ) {
      try Workspace.packagePaths(in: WorkspaceFixture.root + "/Missing")
    }
  }
}

@Suite("depgraph across packages: what dependency packages say")
struct DependencyPackageTests {
  /// Writes a package: its manifest's middle and one Swift file per target.
  private func writePackage(
    _ folder: TemporaryFolder, _ name: String, _ manifest: String, sources: [String: String]
  ) throws {
    try folder.write(
      "\(name)/Package.swift",
      "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
        + "  name: \"\(name)\",\n\(manifest)\n)\n")
    for (target, text) in sources {
      try folder.write("\(name)/Sources/\(target)/\(target).swift", text)
    }
  }

  @Test("An aggregate product that re-exports a module is neither unused nor a transitive path")
  func aggregateProduct() throws {
    let folder = try TemporaryFolder("dg-aggregate")
    defer { folder.remove() }
    try writePackage(
      folder, "Kit",
      """
        products: [
          .library(name: "Kit", targets: ["Kit"]), .library(name: "KitCore", targets: ["KitCore"]),
        ],
        targets: [.target(name: "KitCore"), .target(name: "Kit", dependencies: ["KitCore"])]
      """,
      sources: ["KitCore": "public let core = 1\n", "Kit": "@_exported import KitCore\n"])
    try writePackage(
      folder, "App",
      """
        dependencies: [.package(path: "../Kit")],
        targets: [.target(name: "App", dependencies: [.product(name: "Kit", package: "Kit")])]
      """,
      sources: ["App": "import KitCore\n\npublic let app = core\n"])
    let analysis = try PackageAnalysis.load(packagePath: folder.path + "/App")
    #expect(analysis.declarationFreeTargets.contains("Kit"))
    #expect(analysis.check(strict: true).violations.isEmpty)
  }

  @Test("A URL dependency that a package of the workspace satisfies is read from that package")
  func urlSatisfiedByWorkspace() throws {
    let folder = try TemporaryFolder("dg-url-local")
    defer { folder.remove() }
    try writePackage(
      folder, "Core",
      """
        products: [.library(name: "Core", targets: ["Core"])],
        targets: [.target(name: "Core")]
      """,
      sources: ["Core": "public let core = 1\n"])
    for name in ["App", "Other"] {
      try writePackage(
        folder, name,
        """
          dependencies: [
            .package(url: "https://example.com/acme/Core.git", from: "1.0.0"),
            .package(url: "https://example.com/acme/Missing.git", from: "1.0.0"),
          ],
          targets: [
            .target(name: "\(name)", dependencies: [
              .product(name: "Core", package: "Core"), .product(name: "Missing", package: "Missing"),
            ])
          ]
        """,
        sources: [name: "import Core\n\npublic let value = core\n"])
    }
    let analysis = try PackageAnalysis.load(
      packagePaths: ["App", "Core", "Other"].map { folder.path + "/" + $0 })
    let report = analysis.check(strict: true)
    // Core is checked, not unresolved; Missing is one warning whose folders are counted.
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "-")" } == [
        "unresolved-dependency App missing"
      ])
    #expect(
      report.violations.first?.message.hasPrefix(
        "missing (https://example.com/acme/Missing.git) has no checkout in App/.build/checkouts or "
          + "the .build/checkouts of the 2 other checked packages: it was never resolved.") == true)
    #expect(report.edges.map { "\($0.from) -> \($0.to)" } == ["App -> Core", "Other -> Core"])
  }

  @Test("A module that a dependency's unread product may bring in is unchecked, never undeclared")
  func unreadProductOfDependency() throws {
    let folder = try TemporaryFolder("dg-unread-below")
    defer { folder.remove() }
    try writePackage(
      folder, "Base",
      """
        products: [.library(name: "Base", targets: ["Base"])],
        targets: [.target(name: "Base")]
      """,
      sources: ["Base": "public let base = 1\n"])
    try writePackage(
      folder, "Mid",
      """
        products: [.library(name: "Mid", targets: ["Mid"])],
        dependencies: [.package(url: "https://example.invalid/x.git", from: "1.0.0")],
        targets: [.target(name: "Mid", dependencies: [.product(name: "XLib", package: "x")])]
      """,
      sources: ["Mid": "public let mid = 1\n"])
    try writePackage(
      folder, "App",
      """
        dependencies: [.package(path: "../Mid"), .package(path: "../Base")],
        targets: [.target(name: "App", dependencies: [.product(name: "Mid", package: "Mid")])]
      """,
      sources: ["App": "import Base\nimport Mid\n\npublic let app = base + mid\n"])
    let report = try PackageAnalysis.load(packagePath: folder.path + "/App").check(strict: true)
    // x may depend on Base: the import of Base is not called undeclared.
    #expect(report.violations.map(\.rule) == [.unresolvedDependency])
    let unresolved = try #require(report.violations.first)
    #expect(unresolved.module == "x")
    // The x.git checkout would sit under App's .build, which is inside the root.
    #expect(unresolved.message.contains("has no checkout in .build/checkouts"))
  }
}

@Suite("depgraph across packages: bad input")
struct WorkspaceBadInputTests {
  /// A package `App` in `folder` whose target imports `Dep` from the package at `dependency`.
  private func app(in folder: TemporaryFolder, dependency: String) throws {
    try folder.write(
      "App/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(path: "\(dependency)")],
        targets: [.target(name: "App", dependencies: [.product(name: "Dep", package: "dep")])]
      )
      """)
    try folder.write("App/Sources/App/App.swift", "import Dep\nimport Other\n")
  }

  @Test(
    "A dependency folder without a manifest, or with a broken one, is one warning naming it",
    arguments: [
      ("", "dep/Package.swift", "holds no Package.swift"),
      ("let package = ", "dep/Package.swift", "SwiftPM cannot read"),
    ])
  func unreadableDependency(manifest: String, file: String, reason: String) throws {
    let folder = try TemporaryFolder("dg-bad-dependency")
    defer { folder.remove() }
    try app(in: folder, dependency: "../dep")
    if manifest.isEmpty {
      try FileManager.default.createDirectory(
        atPath: folder.path + "/dep", withIntermediateDirectories: true)
    } else {
      try folder.write("dep/Package.swift", "// swift-tools-version: 6.0\n" + manifest)
    }
    let analysis = try PackageAnalysis.load(packagePaths: [folder.path + "/App"], root: folder.path)
    let problem = try #require(analysis.workspace.problems.first)
    #expect(analysis.workspace.problems.count == 1)
    #expect(problem.identity == "dep" && problem.requiredBy == ["App"])
    #expect(problem.reason.contains(reason), "\(problem.reason)")
    #expect(problem.reason.contains("dep"))
    let report = analysis.check(strict: true)
    // Nothing is reported about the imports the unread package may provide.
    #expect(report.violations.map(\.rule) == [.unresolvedDependency])
    #expect(
      report.violations[0].message.hasSuffix(
        "imports of modules that no checked package or project declares are not checked in "
          + "App; no package read offers "
          + "Dep, Other."))
    #expect(report.violations[0].location?.file == "App/Package.swift")
  }

  @Test("A Package.resolved of an unknown version is one warning; checkouts are still found by URL")
  func unknownResolvedVersion() throws {
    let folder = try TemporaryFolder("dg-bad-resolved")
    defer { folder.remove() }
    try FileManager.default.copyItem(atPath: fixturePath("Workspace"), toPath: folder.path + "/W")
    try folder.write("W/App/Package.resolved", #"{ "version": 9, "pins": [] }"#)
    let analysis = try PackageAnalysis.load(
      packagePaths: [folder.path + "/W/App"], scratchPath: folder.path + "/W/App/.scratch")
    #expect(analysis.workspace.dependencies.map(\.identity) == ["core", "features", "remote-kit"])
    let problem = try #require(analysis.workspace.problems.first)
    #expect(analysis.workspace.problems.count == 1)
    #expect(
      problem.reason
        == "Package.resolved cannot be read: version 9 is not one depgraph reads (1, 2 or 3). "
        + "Checkouts are looked up by the URLs of the manifests instead; 'swift package resolve' "
        + "rewrites it.")
    #expect(analysis.check().violations(of: .unresolvedDependency).count == 1)
  }

  @Test("Two packages with one identity: the second is named and left out, the first is checked")
  func sameIdentity() throws {
    let folder = try TemporaryFolder("dg-same-identity")
    defer { folder.remove() }
    for side in ["a", "b"] {
      try folder.write(
        "\(side)/Core/Package.swift",
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "Core\(side)", targets: [.target(name: "Core\(side)")])
        """)
      try folder.write("\(side)/Core/Sources/Core\(side)/Core.swift", "public let x = 1\n")
    }
    let analysis = try PackageAnalysis.load(
      packagePaths: [folder.path + "/a/Core", folder.path + "/b/Core"])
    #expect(analysis.package.targets.map(\.name) == ["Corea"])
    let problem = try #require(analysis.workspace.problems.first)
    #expect(problem.reason.contains("has the identity 'core' of \(folder.path)/a/Core too"))
    #expect(analysis.check().violations.map(\.rule) == [.unresolvedDependency])
  }

  @Test("A product naming a target the package does not have is refused with both names")
  func productWithoutTarget() {
    let json = #"""
      {"name": "P", "path": "/p", "targets": [{"name": "A", "type": "library", "path": "Sources/A"}],
       "products": [{"name": "Lib", "targets": ["A", "Gone"]}]}
      """#
    #expect(
      throws: GraphError.input(
        .malformedJSON(
          source: "describe JSON",
          reason: "product 'Lib' names target 'Gone', which the package does not have"))
    ) {
      try SwiftPackage(describeJSON: Data(json.utf8))
    }
  }

  @Test("When no package given can be loaded, the first one's error is thrown")
  func nothingToCheck() throws {
    let folder = try TemporaryFolder("dg-nothing")
    defer { folder.remove() }
    for name in ["x", "y"] {
      try FileManager.default.createDirectory(
        atPath: folder.path + "/" + name, withIntermediateDirectories: false)
    }
    #expect(throws: GraphError.input(.packageNotFound(path: folder.path + "/x"))) {
      try PackageAnalysis.load(packagePaths: [folder.path + "/x", folder.path + "/y"])
    }
  }
}
