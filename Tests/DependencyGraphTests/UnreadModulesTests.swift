import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading
@testable import DependencyGraphScanning

/// Imports of modules depgraph cannot read: of a package never resolved, re-exported by one
/// that is read, or of no package at all (a CocoaPods module).
@Suite("Modules that nothing read offers")
struct UnreadModulesTests {
  static let report = Result { () throws(GraphError) in
    try PackageAnalysis.load(packagePath: fixturePath("UnreadModules/App")).check(strict: true)
  }

  @Test("An unresolved package names every target it leaves unchecked, through dependencies")
  func unresolvedNamesDependents() throws {
    let report = try Self.report.get()
    let unresolved = try #require(report.violations(of: .unresolvedDependency).only)
    // Feature reaches RemoteKit through Core, Settings through Umbrella's product: the imports
    // of both are unchecked too, not only those of Core, which declares it.
    #expect(
      unresolved.message.hasSuffix(
        "Until then, imports of modules that no checked package or project declares are not "
          + "checked in Core, Feature, Settings; no package read offers RemoteKit."))
    #expect(unresolved.target == "Core" && unresolved.module == "remote-kit")
  }

  @Test("A dependency that re-exports an unread module is used by importing that module")
  func unreadReexportIsUse() throws {
    // Settings imports only RemoteKit, which Umbrella re-exports: removing Umbrella would
    // break the build, so it is no unused dependency.
    let report = try Self.report.get()
    #expect(report.violations(of: .unusedDependency).isEmpty)
    #expect(
      report.violations.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [
        .unknownModule, .unresolvedDependency,
      ])
  }

  @Test("A module of no package is one warning naming each importer; SDK frameworks are none")
  func unknownModule() throws {
    let report = try Self.report.get()
    let unknown = try #require(report.violations(of: .unknownModule).only)
    #expect(unknown.severity == .warning)
    #expect(unknown.module == "Alamofire" && unknown.target == "Pods")
    #expect(
      unknown.location == Violation.Location(file: "Sources/Pods/Pods.swift", line: 1, column: 1))
    #expect(unknown.message.hasSuffix("Imports of it in Pods, Widgets are not checked."))
    #expect(
      unknown.notes.map(\.location) == [
        Violation.Location(file: "Sources/Widgets/Widgets.swift", line: 1, column: 1)
      ])
  }

  @Test("Every Apple SDK module is known, and no package's module is taken for one")
  func systemModules() {
    for module in ["UIKit", "SwiftUI", "WidgetKit", "Darwin", "os", "RealityKit", "TVUIKit"] {
      #expect(SystemModules.contains(ModuleName(module)), "\(module)")
    }
    for module in ["Alamofire", "XCTestDynamicOverlay", "Dependencies", "NIO"] {
      #expect(!SystemModules.contains(ModuleName(module)), "\(module)")
    }
    #expect(SystemModules.toolchain.isDisjoint(with: SystemModules.appleSDKs))
  }

  @Test("Without checkouts, imports between the checked packages are still checked")
  func checkedModulesWithoutCheckouts() throws {
    let folder = try TemporaryFolder("unresolved-local")
    defer { folder.remove() }
    try folder.write(
      "App/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "App",
        dependencies: [
          .package(url: "https://example.com/acme/remote-kit.git", from: "1.0.0"),
          .package(path: "../Lib"),
        ],
        targets: [
          .target(
            name: "Feature",
            dependencies: [
              .product(name: "RemoteKit", package: "remote-kit"), .product(name: "Lib", package: "Lib"),
            ])
        ]
      )
      """)
    try folder.write(
      "App/Sources/Feature/Feature.swift",
      "import Lib\nimport LibCore\nimport LibExtra\nimport Gizmo\n")
    try folder.write(
      "Lib/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Lib",
        products: [.library(name: "Lib", targets: ["Lib"])],
        targets: [
          .target(name: "Lib", dependencies: ["LibCore"]), .target(name: "LibCore"),
          .target(name: "LibExtra"),
        ]
      )
      """)
    try folder.write("Lib/Sources/Lib/Lib.swift", "import LibCore\n")
    try folder.write("Lib/Sources/LibCore/LibCore.swift", "public let core = 1\n")
    try folder.write("Lib/Sources/LibExtra/LibExtra.swift", "public let extra = 1\n")
    let report = try PackageAnalysis.load(
      packagePaths: [folder.path + "/App", folder.path + "/Lib"], root: folder.path
    ).check(strict: true)
    // RemoteKit may bring in Gizmo, but no module of Lib: a remote package cannot depend on a
    // local one.
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.module ?? "")" } == [
        "unresolved-dependency remote-kit", "transitive-import LibCore",
        "undeclared-import LibExtra",
      ])
    #expect(
      report.violations(of: .unresolvedDependency).first?.message.hasSuffix(
        "are not checked in Feature; no package read offers Gizmo.") == true)
  }

  @Test("Xcode's checkouts are found in DerivedData by the project's name, newest first")
  func derivedDataCheckouts() throws {
    let folder = try TemporaryFolder("derived-data")
    defer { folder.remove() }
    for name in ["Reader-abc", "Reader-def", "Reader2-xyz", "Other-abc"] {
      try folder.write("\(name)/SourcePackages/checkouts/kit/Package.swift", "")
    }
    try folder.write("Reader-old/info.plist", "")
    let older = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes(
      [.modificationDate: older], ofItemAtPath: folder.path + "/Reader-abc/SourcePackages/checkouts"
    )
    let found = XcodeDerivedData.checkouts(
      ofProjects: ["/work/Reader.xcodeproj"], in: folder.path)
    #expect(
      found == ["def", "abc"].map { folder.path + "/Reader-\($0)/SourcePackages/checkouts" })
    #expect(XcodeDerivedData.checkouts(ofProjects: [], in: folder.path).isEmpty)
    #expect(
      XcodeDerivedData.checkouts(ofProjects: ["/a/Reader.xcodeproj"], in: folder.path + "/none")
        .isEmpty)
  }

  @Test("A workspace's unresolved package is resolved with the workspace and a scheme it shares")
  func workspaceResolveAdvice() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeWorkspaceApps"), prefix: "ws-remote")
    defer { copy.remove() }
    try copy.write(
      "libraries/Feed/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Feed",
        products: [.library(name: "Feed", targets: ["Feed"])],
        dependencies: [.package(url: "https://example.com/acme/networking.git", from: "1.0.0")],
        targets: [
          .target(name: "Feed", dependencies: [.product(name: "Networking", package: "networking")])
        ]
      )

      """)
    try copy.write(
      "apps/ios/Kit.xcodeproj/xcshareddata/xcschemes/Kit Release.xcscheme", "<Scheme/>")
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/Apps.xcworkspace").check()
    let unresolved = try #require(
      report.violations(of: .unresolvedDependency).first { $0.module == "networking" })
    #expect(
      unresolved.message.contains(
        "Run 'xcodebuild -resolvePackageDependencies -workspace Apps.xcworkspace -scheme "
          + "\"Kit Release\"', which checks out into DerivedData"))
  }

  @Test("A workspace's missing Pods project is made by pod install")
  func podsAdvice() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeWorkspaceApps"), prefix: "ws-pods")
    defer { copy.remove() }
    try copy.write("Podfile", "target 'Kit' do\n  pod 'Alamofire'\nend\n")
    try copy.write(
      "Apps.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:apps/ios/Kit.xcodeproj"></FileRef>
         <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
      </Workspace>
      """)
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/Apps.xcworkspace").check()
    #expect(
      report.violations(of: .unresolvedDependency).map(\.message).contains(
        "The workspace lists \(copy.path)/Pods/Pods.xcodeproj, which CocoaPods makes: run 'pod "
          + "install' in \(copy.path), where the Podfile is. Until then the pods' modules are "
          + "unknown, and imports of them are not checked."))
    // A Gemfile pins the CocoaPods the project uses: Bundler runs it.
    try copy.write("Gemfile", "gem 'cocoapods'\n")
    let bundled = try PackageAnalysis.load(xcodeProject: copy.path + "/Apps.xcworkspace").check()
    #expect(
      bundled.violations(of: .unresolvedDependency).contains {
        $0.message.contains("run 'bundle exec pod install' in \(copy.path)")
      })
  }

  @Test(
    "A dependency is placed at the declaration SwiftPM evaluated, or where a helper names it",
    arguments: [
      (PackageDependency.Source.remote(url: "https://example.com/kit.git"), 5),
      (.local(path: "/work/kit"), 3),
      (nil, 3),
    ] as [(PackageDependency.Source?, Int)])
  func evaluatedBranch(_ source: PackageDependency.Source?, _ line: Int) {
    let manifest = """
      var dependencies: [Package.Dependency] {
        if local {
          [.package(path: "../kit")]
        } else {
          [.package(url: "https://example.com/kit.git", from: "1.0.0")]
        }
      }
      let other = [.github("acme", repo: "tools")]
      """
    let locator = ManifestLocator(manifest: manifest, targets: [])
    #expect(locator.packageDeclaration(of: "kit", source: source)?.line == line)
    #expect(locator.packageDeclaration(of: "tools")?.line == 8)
  }

  @Test("An unresolved package of an Xcode project is resolved with xcodebuild")
  func xcodeResolveAdvice() throws {
    let copy = try TemporaryFolder(copying: fixturePath("XcodeClassic"), prefix: "xcode-remote")
    defer { copy.remove() }
    let file = "App.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: copy.path + "/" + file, encoding: .utf8)
    try copy.write(
      file,
      text.replacingOccurrences(
        of: "relativePath = Packages/Feature;",
        with: "repositoryURL = \"https://example.com/acme/feature.git\";"
      ).replacingOccurrences(
        of: "isa = XCLocalSwiftPackageReference;", with: "isa = XCRemoteSwiftPackageReference;"))
    try FileManager.default.removeItem(atPath: copy.path + "/Packages")
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/App.xcodeproj").check()
    let unresolved = try #require(report.violations(of: .unresolvedDependency).first)
    #expect(
      unresolved.message.contains(
        "has no checkout in .build/checkouts nor in Xcode's DerivedData: it was never resolved. "
          + "Run 'xcodebuild -resolvePackageDependencies -project App.xcodeproj', which checks "
          + "out into DerivedData, where depgraph looks"))
  }
}

@Suite("Imports for platforms whose manifest SwiftPM did not evaluate here")
struct OtherPlatformImportsTests {
  @Test("A module imported only for another platform may be a target declared only there")
  func otherPlatformModule() {
    var fixture = Fixture()
    fixture.add(
      "App",
      source: "#if os(Windows)\nimport WindowsOnly\n#endif\nimport Elsewhere\n")
    let unknown = fixture.analysis.check().violations(of: .unknownModule)
    #expect(unknown.map { $0.subject?.name ?? "" } == ["Elsewhere"])
  }
}
