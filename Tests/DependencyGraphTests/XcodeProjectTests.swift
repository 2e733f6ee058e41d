import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("Xcode projects")
struct XcodeProjectTests {
  static let classic = fixturePath("XcodeClassic")
  static let synchronized = fixturePath("XcodeSynchronized")

  @Test(
    "What an app embeds or runs is no module it links: extensions, XPC services, tools, apps",
    arguments: [
      ("com.apple.product-type.xpc-service", Target.Kind.bundle),
      ("com.apple.product-type.tool", .executable),
      ("com.apple.product-type.app-extension", .appExtension),
      ("com.apple.product-type.application", .application),
    ])
  func embeddedNotLinked(_ productType: String, _ kind: Target.Kind) {
    #expect(ObjectReader.kind(of: productType) == kind)
    #expect(!ObjectReader.isLinked(kind, from: .application))
    #expect(ObjectReader.isLinked(.framework, from: .application))
  }

  @Test("A classic project: build phases, a variant group, module names, links and a local package")
  func classicProject() throws {
    let project = try SwiftPackage(xcodeProject: Self.classic + "/App.xcodeproj")
    #expect(project.name == "App")
    #expect(project.identity == "app.xcodeproj")
    #expect(project.root == Self.classic)
    #expect(project.xcodeProject == Self.classic + "/App.xcodeproj")
    #expect(project.targets.map(\.name) == ["AppTests", "Core", "My App"])
    #expect(project.targets.map(\.kind) == [.test, .framework, .application])
    #expect(project.targets.map(\.moduleNames) == [["AppTests"], ["CoreKit"], ["My_App"]])
    #expect(
      project.targets.map(\.swiftSourcePaths) == [
        ["AppTests/AppTests.swift"], ["Core/Clock.swift"],
        ["App/AppMain.swift", "App/Base.lproj/Localized.swift", "App/Greeting.swift"],
      ])
    // Core both as a target dependency and as a linked framework; the test depends on its host.
    #expect(project.targets.map(\.targetDependencies) == [["My App"], [], ["Core"]])
    #expect(project.targets.map(\.productDependencies) == [[], [], ["Feature"]])
    #expect(
      project.dependencies == [
        PackageDependency(
          identity: "feature", source: .local(path: Self.classic + "/Packages/Feature"))
      ])
    #expect(project.loadWarnings.isEmpty)
  }

  @Test("Synchronized folders: exceptions remove and add files, xcconfig names, nested packages")
  func synchronizedProject() throws {
    let project = try SwiftPackage(xcodeProject: Self.synchronized + "/Sync.xcodeproj")
    #expect(project.targets.map(\.name) == ["Share", "Sync"])
    #expect(project.targets.map(\.kind) == [.appExtension, .application])
    // `PRODUCT_MODULE_NAME` comes from the file the app's xcconfig includes.
    #expect(project.targets.map(\.moduleNames) == [["Share"], ["SyncNotes"]])
    #expect(
      project.targets.map(\.swiftSourcePaths) == [
        ["Share/ShareView.swift", "Sources/Shared/Model.swift"],
        ["Sources/App.swift", "Sources/Shared/Model.swift"],
      ])
    // The app embeds the extension: a dependency, but nothing the app imports.
    #expect(project.targets.map(\.targetDependencies) == [[], []])
    #expect(project.targets.map(\.productDependencies) == [["Kit"], ["Kit"]])
    #expect(
      project.dependencies.map(\.source) == [.local(path: Self.synchronized + "/Modules/Kit")])
  }

  @Test("A project and its local package check clean as one graph")
  func projectChecked() throws {
    let analysis = try PackageAnalysis.load(
      packagePaths: [Self.classic + "/App.xcodeproj", Self.classic + "/Packages/Feature"])
    let report = analysis.check(strict: true)
    #expect(report.violations.isEmpty)
    #expect(report.targets == ["AppTests", "Core", "Feature", "My App"])
    #expect(report.kinds["My App"] == .application)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    #expect(
      json["kinds"] as? [String: String] == [
        "AppTests": "test", "Core": "framework", "Feature": "library", "My App": "application",
      ])
    #expect(
      report.edges.map { "\($0.from) -> \($0.to)" } == [
        "AppTests -> My App", "My App -> Core", "My App -> Feature",
      ])
  }

  @Test("A missing local package of a project is one warning naming what it leaves unchecked")
  func missingLocalPackage() throws {
    let copy = try TemporaryFolder(copying: Self.classic, prefix: "xcode-missing-package")
    defer { copy.remove() }
    let file = copy.path + "/App.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
      of: "relativePath = Packages/Feature;", with: "relativePath = Packages/Missing;")
    try copy.write("App.xcodeproj/project.pbxproj", text)
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/App.xcodeproj").check()
    let unresolved = try #require(report.violations.only)
    #expect(unresolved.rule == .unresolvedDependency)
    #expect(
      unresolved.location
        == Violation.Location(file: "App.xcodeproj/project.pbxproj", line: 275, column: 4))
    #expect(
      unresolved.message
        == "There is no folder Packages/Missing, so the dependency's products are unknown. "
        + "Until then, imports of modules that no checked package or project declares are not "
        + "checked in AppTests, My App; "
        + "no package read offers Feature.")
  }

  @Test("Findings about a project point into its pbxproj and make no manifest edit")
  func findingsInProject() throws {
    let copy = try TemporaryFolder(copying: Self.classic, prefix: "xcode-findings")
    defer { copy.remove() }
    try copy.write("App/AppMain.swift", "import CoreKit\n\nlet now = Clock.now\n")
    try copy.write("Core/Clock.swift", "import Feature\n\npublic enum Clock {}\n")
    let analysis = try PackageAnalysis.load(
      packagePaths: [copy.path + "/App.xcodeproj", copy.path + "/Packages/Feature"])
    let report = analysis.check(strict: true)
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "-")" } == [
        "unused-dependency My App Feature", "undeclared-import Core Feature",
      ])
    let unused = try #require(report.violations(of: .unusedDependency).first)
    #expect(
      unused.location
        == Violation.Location(file: "App.xcodeproj/project.pbxproj", line: 102, column: 5))
    #expect(
      unused.message
        == "My App declares the product Feature of Feature but no source of it imports Feature. "
        + "Remove it from the Frameworks, Libraries, and Embedded Content of My App in "
        + "App.xcodeproj (depgraph does not edit Xcode projects), or import it where it is used.")
    let undeclared = try #require(report.violations(of: .undeclaredImport).first)
    #expect(undeclared.location == Violation.Location(file: "Core/Clock.swift", line: 1, column: 1))
    #expect(
      undeclared.message.hasSuffix(
        "In App.xcodeproj, add the product Feature of Feature to the Frameworks, Libraries, and "
          + "Embedded Content of Core, or remove the import (depgraph does not edit Xcode "
          + "projects)."))
    #expect(undeclared.fix == nil)
  }

  @Test("An extension that imports its app is told to move the code, not to link the app")
  func extensionImportsApp() throws {
    let copy = try TemporaryFolder(copying: Self.synchronized, prefix: "xcode-app-import")
    defer { copy.remove() }
    try copy.write("Share/ShareView.swift", "import SyncNotes\n\nstruct ShareView {}\n")
    let analysis = try PackageAnalysis.load(
      packagePaths: [copy.path + "/Sync.xcodeproj", copy.path + "/Modules/Kit"])
    let report = analysis.check(strict: true)
    let undeclared = try #require(report.violations(of: .undeclaredImport).first)
    #expect(report.violations(of: .undeclaredImport).count == 1)
    #expect(undeclared.target == "Share" && undeclared.module == "Sync")
    #expect(
      undeclared.location == Violation.Location(file: "Share/ShareView.swift", line: 1, column: 1))
    #expect(
      undeclared.message
        == "Share imports Sync, an app, which no target can link: only a unit test it hosts may "
        + "import an app. Move what Share uses of Sync into a framework or a package product "
        + "that both link, or remove the import.")
    #expect(undeclared.fix == nil)
  }

  @Test(
    "A file that is not a project is an error naming it and why",
    arguments: [
      ("{ objects = {", "it is not a property list"),
      ("( 1, 2 )", "its top level is not a dictionary"),
      ("{ rootObject = X; }", "it has no 'objects' dictionary"),
      (
        "{ objects = { X = { isa = PBXGroup; }; }; rootObject = X; }",
        "its 'rootObject' names no PBXProject object"
      ),
    ])
  func malformedProject(text: String, reason: String) throws {
    let folder = try TemporaryFolder("xcode-malformed")
    defer { folder.remove() }
    try folder.write("Bad.xcodeproj/project.pbxproj", text)
    #expect {
      try SwiftPackage(xcodeProject: folder.path + "/Bad.xcodeproj")
    } throws: { error in
      guard case .input(.malformedProject(let file, let found)) = error as? GraphError else {
        return false
      }
      return file == folder.path + "/Bad.xcodeproj/project.pbxproj" && found.hasPrefix(reason)
    }
  }

  @Test("A folder without project.pbxproj is no project")
  func missingProject() throws {
    let folder = try TemporaryFolder("xcode-missing")
    defer { folder.remove() }
    // A path mistyped is not told to pass the project with --project, which it was.
    #expect(
      throws: GraphError.input(.folderNotFound(path: folder.path + "/None.xcodeproj"))
    ) {
      try SwiftPackage(xcodeProject: folder.path + "/None.xcodeproj")
    }
    try FileManager.default.createDirectory(
      atPath: folder.path + "/None.xcodeproj", withIntermediateDirectories: false)
    #expect(throws: GraphError.input(.projectNotFound(path: folder.path + "/None.xcodeproj"))) {
      try SwiftPackage(xcodeProject: folder.path + "/None.xcodeproj")
    }
    // The folder that holds a project, given instead of the project, says which to give.
    #expect(
      throws: GraphError.input(.projectNotFound(path: Self.classic, holding: ["App.xcodeproj"]))
    ) {
      try SwiftPackage(xcodeProject: Self.classic)
    }
    #expect(
      GraphError.input(.projectNotFound(path: "/app", holding: ["App.xcodeproj"])).description
        == "No Xcode project at '/app': it has no project.pbxproj. It holds App.xcodeproj: "
        + "pass that.")
    // --project takes a workspace too.
    let workspace = try PackageAnalysis.load(
      xcodeProject: fixturePath("XcodeWorkspace/Studio.xcworkspace"))
    #expect(workspace.package.targets.count == 4)
  }

  @Test("An object that cannot be used is a warning at its line; the rest is read")
  func unusableObjects() throws {
    let copy = try TemporaryFolder(copying: Self.classic, prefix: "xcode-objects")
    defer { copy.remove() }
    let file = copy.path + "/App.xcodeproj/project.pbxproj"
    var text = try String(contentsOfFile: file, encoding: .utf8)
    // The framework's Sources phase goes missing, and the test's dependency becomes a group.
    text = text.replacingOccurrences(
      of: "\t\tA60000000000000000000003 /* Sources */ = {",
      with: "\t\tA60000000000000000000033 /* Sources */ = {")
    text = text.replacingOccurrences(
      of: "isa = PBXTargetDependency;\n\t\t\ttarget = A50000000000000000000001",
      with: "isa = PBXGroup;\n\t\t\ttarget = A50000000000000000000001")
    try copy.write("App.xcodeproj/project.pbxproj", text)
    let project = try SwiftPackage(xcodeProject: copy.path + "/App.xcodeproj")
    #expect(project.targets.map(\.name) == ["AppTests", "Core", "My App"])
    #expect(project.target(named: "Core")?.sources == [])
    #expect(project.target(named: "AppTests")?.targetDependencies == [])
    #expect(
      project.loadWarnings == [
        .unusableProjectObject(
          file: "App.xcodeproj/project.pbxproj", line: 108, object: "A50000000000000000000002",
          reason: "it names the build phase A60000000000000000000003, which is missing"),
        .unusableProjectObject(
          file: "App.xcodeproj/project.pbxproj", line: 192, object: "A80000000000000000000002",
          reason: "its kind PBXGroup is not one of PBXTargetDependency"),
        // Without its Sources phase, the framework compiles nothing.
        .emptyProjectTarget(file: "App.xcodeproj/project.pbxproj", line: 108, target: "Core"),
      ])
  }

  @Test("A hosted test's transitive import is fixed in its project, not through the app")
  func hostedTestAdvice() throws {
    let copy = try TemporaryFolder(copying: Self.classic, prefix: "hosted")
    defer { copy.remove() }
    let file = copy.path + "/AppTests/AppTests.swift"
    try copy.write(
      "AppTests/AppTests.swift",
      "import CoreKit\n" + (try String(contentsOfFile: file, encoding: .utf8)))
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/App.xcodeproj")
      .check(strict: true)
    let transitive = try #require(report.violations(of: .transitiveImport).only)
    #expect(
      transitive.message
        == "AppTests imports Core, which it reaches only through AppTests -> My App -> Core. "
        + "In App.xcodeproj, add Core to the Target Dependencies of AppTests, or remove the "
        + "import (depgraph does not edit Xcode projects).")
  }

  @Test("A UI test that compiles a file importing its app is told to fix the file's membership")
  func uiTestImportsTheApp() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeTesting"), prefix: "ui-test")
    defer { copy.remove() }
    let file = copy.path + "/UITests/ReaderUITests.swift"
    try copy.write(
      "UITests/ReaderUITests.swift",
      "import Reader\n" + (try String(contentsOfFile: file, encoding: .utf8)))
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/Testing.xcodeproj").check()
    let app = try #require(report.violations(of: .undeclaredImport).only)
    #expect(
      app.message.hasSuffix(
        "A UI test drives Reader from another process: if the file is Reader's code, remove it "
          + "from the Target Membership of ReaderUITests; else move what it uses of Reader into a "
          + "framework or a package product that both link."))
  }

  @Test("A workspace folder finds projects beside packages, but none under Pods")
  func workspaceFolder() throws {
    let copy = try TemporaryFolder(copying: Self.classic, prefix: "xcode-folder")
    defer { copy.remove() }
    try copy.write("Pods/Pods.xcodeproj/project.pbxproj", "{}")
    #expect(
      try Workspace.packagePaths(in: copy.path)
        == [copy.path + "/App.xcodeproj", copy.path + "/Packages/Feature"])
  }

  @Test("An .xcworkspace stands for the projects and packages it lists, groups included")
  func xcodeWorkspace() throws {
    let copy = try TemporaryFolder(copying: Self.classic, prefix: "xcode-workspace")
    defer { copy.remove() }
    try copy.write(
      "All.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:App.xcodeproj"></FileRef>
         <Group location = "container:Packages" name = "Packages">
            <FileRef location = "group:Feature"></FileRef>
            <FileRef location = "group:Notes.md"></FileRef>
         </Group>
      </Workspace>
      """)
    let workspace = try Workspace.load(packagePaths: [copy.path + "/All.xcworkspace"])
    #expect(workspace.packages.map(\.identity) == ["app.xcodeproj", "feature"])
    try copy.write("Broken.xcworkspace/contents.xcworkspacedata", "<Workspace><FileRef></Group>")
    #expect {
      try Workspace.load(packagePaths: [copy.path + "/Broken.xcworkspace"])
    } throws: { error in
      guard case .input(.malformedWorkspace(let file, _)) = error as? GraphError else {
        return false
      }
      return file == copy.path + "/Broken.xcworkspace/contents.xcworkspacedata"
    }
    try copy.write(
      "Empty.xcworkspace/contents.xcworkspacedata",
      "<Workspace><FileRef location = \"group:Notes.md\"></FileRef></Workspace>")
    #expect(
      throws: GraphError.input(
        .malformedWorkspace(
          file: copy.path + "/Empty.xcworkspace/contents.xcworkspacedata",
          reason: "it lists no Xcode project and no folder with a Package.swift"))
    ) {
      try Workspace.load(packagePaths: [copy.path + "/Empty.xcworkspace"])
    }
    #expect(
      throws: GraphError.input(.folderNotFound(path: copy.path + "/Missing.xcworkspace"))
    ) {
      try Workspace.load(packagePaths: [copy.path + "/Missing.xcworkspace"])
    }
    try FileManager.default.createDirectory(
      atPath: copy.path + "/Missing.xcworkspace", withIntermediateDirectories: false)
    #expect(throws: GraphError.input(.workspaceNotFound(path: copy.path + "/Missing.xcworkspace")))
    {
      try Workspace.load(packagePaths: [copy.path + "/Missing.xcworkspace"])
    }
  }

  @Test("An app's workspace as Xcode resolves it: products by name, packages two folders up")
  func appWorkspace() throws {
    let root = fixturePath("XcodeWorkspaceApps")
    let analysis = try PackageAnalysis.load(xcodeProject: root + "/Apps.xcworkspace")
    // Kit's local package `../../libraries/Storage` is read though the workspace lists only Feed.
    #expect(analysis.workspace.packages.map(\.identity) == ["kit.xcodeproj", "storage", "feed"])
    #expect(
      analysis.graph.edges.map { "\($0.from) -> \($0.to)" }.sorted() == [
        "Feed -> Storage", "Kit -> Feed", "Kit -> Storage",
      ])
    let report = analysis.check(strict: true)
    #expect(report.violations.isEmpty, "\(report.text)")
  }

  @Test("A project's local package outside its folder is read where it is, paths normalized")
  func packageOutsideTheProject() throws {
    let root = fixturePath("XcodeWorkspaceApps")
    let analysis = try PackageAnalysis.load(xcodeProject: root + "/apps/ios/Kit.xcodeproj")
    // The root holds the project and its package; every path is relative to it.
    #expect(analysis.package.root == root)
    let storage = try #require(analysis.package.target(named: "Storage"))
    #expect(storage.swiftSourcePaths == ["libraries/Storage/Sources/Storage/Store.swift"])
    let report = analysis.check()
    // Feed comes from the workspace, which was not given: Kit's link to it names no package.
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.module ?? "-")" } == [
        "unresolved-dependency Feed"
      ])
  }

  @Test("A framework linked from the build folder is an implicit dependency on its maker")
  func builtProductLink() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeWorkspace"), prefix: "built")
    defer { copy.remove() }
    let file = "Reader/Reader.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: copy.path + "/" + file, encoding: .utf8)
    // Kit.framework as a plain file of the build folder, not a proxy of Kit.xcodeproj's target.
    try copy.write(
      file,
      text.replacingOccurrences(of: "isa = PBXReferenceProxy;", with: "isa = PBXFileReference;")
        .replacingOccurrences(
          of: "\t\t\tremoteRef = C40000000000000000000003 /* PBXContainerItemProxy */;\n", with: "")
    )
    let analysis = try PackageAnalysis.load(xcodeProject: copy.path + "/Studio.xcworkspace")
    #expect(analysis.graph.dependencies(of: "Reader") == ["Kit"])
    let report = analysis.check()
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "-")" } == [
        "undeclared-import ReaderWidget Reader"
      ])
  }

  @Test("Projects and targets of one name in a workspace are told apart by their place")
  func sameNames() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeWorkspaceApps"), prefix: "names")
    defer { copy.remove() }
    try FileManager.default.copyItem(
      atPath: copy.path + "/apps/ios", toPath: copy.path + "/apps/macos")
    try copy.write(
      "Apps.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:apps/ios/Kit.xcodeproj"></FileRef>
         <FileRef location = "group:apps/macos/Kit.xcodeproj"></FileRef>
         <FileRef location = "group:libraries/Feed"></FileRef>
      </Workspace>
      """)
    let analysis = try PackageAnalysis.load(xcodeProject: copy.path + "/Apps.xcworkspace")
    #expect(
      analysis.workspace.packages.map(\.identity) == [
        "kit.xcodeproj", "storage", "apps/macos/kit.xcodeproj", "feed",
      ])
    #expect(
      analysis.package.targets.map(\.name) == [
        "Feed", "Kit", "Kit (apps/macos/Kit.xcodeproj)", "Storage",
      ])
    #expect(
      analysis.graph.dependencies(of: "Kit (apps/macos/Kit.xcodeproj)") == ["Feed", "Storage"])
    #expect(analysis.check(strict: true).violations.isEmpty)
  }

  @Test("A target's import of its own module name is no edge, though another target shares it")
  func ownModuleName() {
    // The watchOS build of a framework compiles a file that imports the framework's module.
    let targets = [
      Target(
        name: "Shared-iOS", c99name: "Shared", kind: .framework, path: "", sources: ["iOS.swift"],
        moduleNames: ["Shared"]),
      Target(
        name: "Shared-watchOS", c99name: "Shared", kind: .framework, path: "",
        sources: ["Picker.swift"], moduleNames: ["Shared"]),
    ]
    let package = SwiftPackage(name: "App", root: "/app", targets: targets)
    let report = PackageAnalysis(package: package) { _ in Data("import Shared\n".utf8) }.check()
    #expect(report.violations.isEmpty, "\(report.text)")
  }

  @Test("A file of a project outside the project's folder keeps a normalized path in a workspace")
  func normalizedPaths() {
    let target = Target(
      name: "Extension", path: "", sources: ["../macos/IPC.swift", "Main.swift"],
      inputFiles: ["../Shared/Info.plist"])
    let placed = target.in(package: "ios.xcodeproj", under: "apps/ios")
    #expect(placed.sourcePaths == ["apps/ios/Main.swift", "apps/macos/IPC.swift"])
    #expect(placed.inputFiles == ["apps/Shared/Info.plist"])
    let plain = Target(name: "App", path: "", sources: ["App.swift"]).in(package: "a", under: "a")
    #expect(plain.path == "a" && plain.sourcePaths == ["a/App.swift"])
  }

  @Test("A workspace folder is searched at any depth, and what was not searched is named")
  func deepSearch() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeWorkspaceApps"), prefix: "deep")
    defer { copy.remove() }
    try copy.write("Pods/Pods.xcodeproj/project.pbxproj", "{}")
    try copy.write("libraries/Feed/.build/checkouts/Other/Package.swift", "")
    try copy.write("tools/DerivedData/Build/Package.swift", "")
    let search = try Workspace.search(in: copy.path)
    #expect(
      search.paths
        == [
          "apps/ios/Kit.xcodeproj", "libraries/Feed", "libraries/Storage",
        ].map { copy.path + "/" + $0 })
    #expect(search.workspaces == [copy.path + "/Apps.xcworkspace"])
    #expect(
      search.skipped
        == ["Pods", "libraries/Feed/.build", "tools/DerivedData"].map { copy.path + "/" + $0 })
    let report = try CheckRequest(source: .workspace(copy.path), currentDirectory: "/").report()
    #expect(report.skippedFolders == ["Pods", "libraries/Feed/.build", "tools/DerivedData"])
    #expect(
      report.text.contains(
        "depgraph: note: read 2 packages and 1 project; not searched: Pods/, "
          + "libraries/Feed/.build/, tools/DerivedData/ (build and dependency folders)"))
  }

  @Test("A proxy whose stored name went stale names the target its identifier points at")
  func staleProxyName() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeWorkspace"), prefix: "stale-proxy")
    defer { copy.remove() }
    let file = copy.path + "/Reader/Reader.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("remoteInfo = Kit; "))
    try copy.write(
      "Reader/Reader.xcodeproj/project.pbxproj",
      text.replacingOccurrences(of: "remoteInfo = Kit; ", with: "remoteInfo = KitOld; "))
    let analysis = try PackageAnalysis.load(
      packagePaths: [copy.path + "/Studio.xcworkspace"], root: copy.path)
    #expect(analysis.graph.dependencies(of: "Reader") == ["Kit"])
    #expect(analysis.check().violations(of: .unresolvedDependency).isEmpty)
  }

  @Test("A workspace of two projects: a framework of the other project, packages, and an app")
  func twoProjects() throws {
    let root = fixturePath("XcodeWorkspace")
    let analysis = try PackageAnalysis.load(
      packagePaths: [root + "/Studio.xcworkspace"], root: root)
    #expect(
      analysis.workspace.packages.map(\.identity) == ["reader.xcodeproj", "kit.xcodeproj", "feed"])
    let report = analysis.check(strict: true)
    #expect(report.kinds["ReaderWidget"] == .appExtension && report.kinds["Kit"] == .framework)
    // Reader links Kit.framework through a reference to Kit.xcodeproj: an edge across projects.
    #expect(
      analysis.graph.edges.map { "\($0.from) -> \($0.to)" }.sorted() == [
        "Feed -> Storage", "Kit -> Feed", "Reader -> Kit",
      ])
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "-")" } == [
        "transitive-import Reader Storage", "undeclared-import ReaderWidget Reader",
      ])
    let transitive = try #require(report.violations(of: .transitiveImport).first)
    #expect(
      transitive.location
        == Violation.Location(file: "Reader/App/ReaderApp.swift", line: 3, column: 1))
    #expect(
      transitive.message.hasPrefix(
        "Reader imports Storage, which it reaches only through Reader -> Kit (Kit.xcodeproj) -> "
          + "Feed (package Feed) -> Storage (package Storage). In Reader.xcodeproj, add the "
          + "product Storage of Storage"))
    let app = try #require(report.violations(of: .undeclaredImport).first)
    #expect(app.message.hasPrefix("ReaderWidget imports Reader, an app, which no target can link"))
    #expect(app.fix == nil)
  }

  @Test("A project given alone is rooted at its folder; another project's target is unread")
  func projectAlone() throws {
    let classic = try PackageAnalysis.load(packagePaths: [Self.classic + "/App.xcodeproj"])
    #expect(classic.workspace.root == Self.classic)
    #expect(classic.check(strict: true).violations.isEmpty)
    // Reader links Kit.framework of Kit.xcodeproj, which is not given: Kit is neither unused
    // nor an unknown module, and Reader's imports of other projects go unchecked.
    let reader = try PackageAnalysis.load(
      xcodeProject: fixturePath("XcodeWorkspace/Reader/Reader.xcodeproj")
    ).check(strict: true)
    #expect(
      reader.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "-")" } == [
        "unresolved-dependency Reader Kit", "undeclared-import ReaderWidget Reader",
      ])
    #expect(
      reader.violations[0].message.hasSuffix(
        "Check the .xcworkspace that holds both projects, or give that project too. Until then, "
          + "imports of other packages' and projects' modules are not checked in Reader."))
  }

  @Test("A reference proxy that names no target of its project is a warning at its line")
  func brokenReferenceProxy() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeWorkspace"), prefix: "xcode-proxy")
    defer { copy.remove() }
    let file = copy.path + "/Reader/Reader.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
      of: "\t\t\tremoteRef = C40000000000000000000003 /* PBXContainerItemProxy */;\n", with: "")
    try copy.write("Reader/Reader.xcodeproj/project.pbxproj", text)
    let project = try SwiftPackage(xcodeProject: copy.path + "/Reader/Reader.xcodeproj")
    #expect(project.target(named: "Reader")?.targetDependencies == [])
    #expect(
      project.loadWarnings == [
        .unusableProjectObject(
          file: "Reader.xcodeproj/project.pbxproj", line: 155, object: "C20000000000000000000021",
          reason: "the reference proxy names no target of its project")
      ])
    // In a workspace, the warning points into the project's file from the workspace's root.
    let report = try PackageAnalysis.load(
      packagePaths: [copy.path + "/Studio.xcworkspace"], root: copy.path
    ).check()
    let warning = try #require(report.violations(of: .unreadableSource).first)
    #expect(warning.target == "Reader.xcodeproj")
    #expect(
      warning.location
        == Violation.Location(file: "Reader/Reader.xcodeproj/project.pbxproj", line: 155, column: 1)
    )
  }

  @Test("Cycles, layers and forbidden edges hold across a project's targets, in every format")
  func rulesAcrossProject() throws {
    let folder = try TemporaryFolder("xcode-rules")
    defer { folder.remove() }
    // Two frameworks that depend on each other, each importing the other.
    func target(_ name: String, _ number: Int, dependsOn other: Int) -> String {
      """
      T\(number) = {isa = PBXNativeTarget; name = \(name); buildPhases = (S\(number));
        dependencies = (D\(number)); productType = "com.apple.product-type.framework";};
      S\(number) = {isa = PBXSourcesBuildPhase; files = (B\(number));};
      B\(number) = {isa = PBXBuildFile; fileRef = F\(number);};
      F\(number) = {isa = PBXFileReference; path = \(name)/\(name).swift; sourceTree = SOURCE_ROOT;};
      D\(number) = {isa = PBXTargetDependency; target = T\(other);};
      """
    }
    try folder.write(
      "Pair.xcodeproj/project.pbxproj",
      """
      { objects = {
      R = {isa = PBXProject; targets = (T1, T2);};
      \(target("Upper", 1, dependsOn: 2))
      \(target("Lower", 2, dependsOn: 1))
      }; rootObject = R; }
      """)
    try folder.write("Upper/Upper.swift", "import Lower\n")
    try folder.write("Lower/Lower.swift", "import Upper\n")
    let analysis = try PackageAnalysis.load(xcodeProject: folder.path + "/Pair.xcodeproj")
    let rules = Rules(
      layers: [
        Rules.Layer(name: "ui", targets: ["Upp*"]), Rules.Layer(name: "core", targets: ["Lower"]),
      ],
      forbidden: [Rules.Forbidden(from: "Lower", to: "Upper", because: "core stays below")])
    let report = analysis.check(rules: rules)
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "-")" } == [
        "cycle Lower Upper", "forbidden Lower Upper", "layer Lower Upper",
      ])
    let cycle = try #require(report.violations(of: .cycle).first)
    #expect(cycle.path == ["Lower", "Upper", "Lower"])
    #expect(
      cycle.notes.compactMap(\.location?.file) == ["Lower/Lower.swift", "Upper/Upper.swift"])
    // The layer and forbidden edges are found at the import that makes them.
    #expect(
      report.violations(of: .layer).first?.location
        == Violation.Location(file: "Lower/Lower.swift", line: 1, column: 1))
    // Every format carries the project's targets and places.
    #expect(report.dot().contains("\"Upper\" -> \"Lower\""))
    #expect(report.sarif(relativeTo: folder.path).contains("\"uri\" : \"Lower/Lower.swift\""))
    #expect(
      report.githubAnnotations(relativeTo: folder.path).hasPrefix(
        "::error file=Lower/Lower.swift,line=1,col=1,title=depgraph cycle::"))
  }

  @Test("A target that compiles nothing is a skipped-target warning at its line")
  func emptyTarget() throws {
    let folder = try TemporaryFolder("xcode-empty-target")
    defer { folder.remove() }
    try folder.write(
      "Empty.xcodeproj/project.pbxproj",
      """
      { objects = {
      R = {isa = PBXProject; targets = (T1, T2);};
      T1 = {isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework";};
      T2 = {isa = PBXNativeTarget; name = Assets; productType = "com.apple.product-type.bundle";};
      }; rootObject = R; }
      """)
    let report = try PackageAnalysis.load(xcodeProject: folder.path + "/Empty.xcodeproj").check()
    let skipped = try #require(report.violations.only)
    #expect(skipped.rule == .skippedTarget && skipped.target == "Kit")
    #expect(
      skipped.location
        == Violation.Location(file: "Empty.xcodeproj/project.pbxproj", line: 3, column: 1))
    #expect(
      skipped.message
        == "Kit of Empty.xcodeproj/project.pbxproj compiles no source file (its Sources phase is "
        + "empty or missing), so it has no import to check; its dependencies still count.")
  }

  @Test("Targets that share a module name are told apart by the importer's dependencies")
  func sharedModuleName() {
    let targets = [
      Target(
        name: "Reader", c99name: "Reader", kind: .application, path: "Mac", sources: ["A.swift"]),
      Target(
        name: "Reader-iOS", c99name: "Reader", kind: .application, path: "iOS",
        sources: ["A.swift"]),
      Target(
        name: "ReaderTests-iOS", kind: .test, path: "Tests", sources: ["T.swift"],
        targetDependencies: ["Reader-iOS"]),
    ]
    let files = [
      "/app/Mac/A.swift": "let a = 1\n", "/app/iOS/A.swift": "let a = 1\n",
      "/app/Tests/T.swift": "@testable import Reader\n",
    ]
    let analysis = PackageAnalysis(
      package: SwiftPackage(name: "Reader", root: "/app", targets: targets)
    ) { path in
      guard let text = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
      return Data(text.utf8)
    }
    let report = analysis.check(strict: true)
    #expect(report.violations.isEmpty)
    #expect(report.edges.map { "\($0.from) -> \($0.to)" } == ["ReaderTests-iOS -> Reader-iOS"])
  }

  @Test("A package dragged in as a plain file, an aggregate target and a test host are read")
  func projectReferences() throws {
    let folder = fixturePath("XcodeReferences")
    let project = try SwiftPackage(xcodeProject: folder + "/Reader.xcodeproj")
    // `lastKnownFileType = text` for the package's folder: still the local package.
    #expect(
      project.dependencies == [
        PackageDependency(
          identity: "datamodel", source: .local(path: folder + "/Modules/DataModel"))
      ])
    // The aggregate Lint orders the build; it is no target of another project.
    #expect(project.targets.map(\.name) == ["AppTests", "Reader"])
    #expect(project.targets.map(\.targetDependencies) == [["Reader"], []])
    let report = try PackageAnalysis.load(xcodeProject: folder + "/Reader.xcodeproj").check()
    // The hosted test does not import its host: the dependency is still needed to run it.
    // The product that nothing offers is named where the target lists it.
    let finding = try #require(report.violations.only)
    #expect(finding.rule == .unresolvedDependency && finding.module == "Ghost")
    #expect(
      finding.location
        == Violation.Location(file: "Reader.xcodeproj/project.pbxproj", line: 70, column: 5))
    #expect(
      finding.message
        == "Reader declares the product Ghost, which no package read offers (the packages it "
        + "depends on offer DataModel). Add the package that vends it, or remove the dependency. "
        + "Until then, imports it could provide are not checked in AppTests, Reader.")
    #expect(
      report.edges.map { "\($0.from) -> \($0.to)" } == [
        "AppTests -> DataModel", "AppTests -> Reader", "Reader -> DataModel",
      ])
  }

  @Test("An unused target dependency of a project points at the line that lists it")
  func unusedTargetDependencyLocation() throws {
    let copy = try TemporaryFolder(
      copying: fixturePath("XcodeReferences"), prefix: "xcode-unused-location")
    defer { copy.remove() }
    let file = "Reader.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: copy.path + "/" + file, encoding: .utf8)
    // AppTests becomes a UI test's sibling: a framework-kind dependency it does not import.
    try copy.write(
      file,
      text.replacingOccurrences(
        of: "productType = \"com.apple.product-type.application\";",
        with: "productType = \"com.apple.product-type.framework\";"))
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/Reader.xcodeproj").check()
    let unused = try #require(report.violations(of: .unusedDependency).only)
    #expect(unused.target == "AppTests" && unused.module == "Reader")
    #expect(unused.location == Violation.Location(file: file, line: 82, column: 5))
  }

  @Test("Two targets building one product file: TEST_HOST names the first, every time")
  func testHostDeterministic() throws {
    // Found by the project harness: AppTests claims My App's product file as its own.
    let data = try Data(
      contentsOf: URL(
        fileURLWithPath: packageRoot + "/Fuzz/Corpus/project/test-host-two-apps.pbxproj"))
    let first = try XcodeProject(name: "Fuzz", pbxproj: data)
    for _ in 0..<20 {
      #expect(try XcodeProject(name: "Fuzz", pbxproj: data) == first)
    }
    let tests = try #require(first.targets.first { $0.name == "AppTests" })
    #expect(tests.runtimeDependencies == ["My App"])
  }
}
