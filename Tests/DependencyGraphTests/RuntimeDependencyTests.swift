import Foundation
import Testing

@testable import DependencyGraph

@Suite("Imports the build orders through a target needed at run time")
struct RuntimeDependencyTests {
  /// An app that embeds an extension, which links Storage: the build makes Storage before the
  /// extension, and the extension before the app.
  static var fixture: Fixture {
    var fixture = Fixture()
    fixture.add("Storage")
    fixture.add("Cache")
    fixture.add("Extension", kind: .appExtension, dependsOn: ["Storage"])
    fixture.targets.append(
      Target(
        name: "App", kind: .application, path: "Sources/App", sources: ["App.swift"],
        runtimeDependencies: ["Extension"]))
    fixture.files["/pkg/Sources/App/App.swift"] = "import Storage\nimport Cache\n"
    return fixture
  }

  @Test("An import of what an embedded extension links is transitive, not undeclared")
  func throughExtension() {
    let analysis = Self.fixture.analysis
    let plain = analysis.check()
    // Cache is built first by nothing: that import is still undeclared.
    #expect(
      plain.violations.map { "\($0.rule.rawValue) \($0.subject?.name ?? "")" } == [
        "undeclared-import Cache"
      ])
    let strict = analysis.check(rules: nil, strict: true).violations(of: .transitiveImport)
    #expect(strict.map(\.path) == [["App", "Extension", "Storage"]])
    #expect(
      strict.first?.message.contains("reaches only through App -> Extension -> Storage") == true)
  }
}

@Suite("A product whose package was not read")
struct UnreadProductTests {
  /// An app links `Kit`, a product of a package only the workspace references; checked apart
  /// from it, the app imports `Core`, a target of a local package that Kit's package may
  /// depend on.
  static func analysis(project: String?, unplaced: Bool = true) -> PackageAnalysis {
    let app = SwiftPackage(
      name: "App", root: "/work/app",
      targets: [
        Target(
          name: "App", kind: .application, path: "App", sources: ["App.swift"],
          productDependencies: ["Kit"], unplacedProducts: unplaced ? ["Kit"] : [])
      ], xcodeProject: project)
    let core = SwiftPackage(
      name: "Core", root: "/work/Core",
      targets: [Target(name: "Core", path: "Sources/Core", sources: ["Core.swift"])],
      products: [Product(name: "Core", targets: ["Core"])])
    let workspace = Workspace(name: "work", root: "/work", packages: [app, core])
    return PackageAnalysis(workspace: workspace) { path in
      Data((path.hasSuffix("App.swift") ? "import Core\n" : "public struct Core {}\n").utf8)
    }
  }

  @Test("A project's import it could provide is unchecked, said once, never an error")
  func projectProduct() {
    let report = Self.analysis(project: "/work/app/App.xcodeproj").check()
    #expect(report.violations.map(\.rule) == [.unresolvedDependency])
    #expect(
      report.violations.first?.message.contains("imports it could provide are not checked") == true)
  }

  @Test("A target already reached stays reached through its own package: still transitive")
  func reachedTarget() {
    let app = SwiftPackage(
      name: "App", root: "/work/app",
      targets: [
        Target(
          name: "App", kind: .application, path: "App", sources: ["App.swift"],
          productDependencies: ["Kit", "Feature"], unplacedProducts: ["Kit"])
      ], xcodeProject: "/work/app/App.xcodeproj")
    let modules = SwiftPackage(
      name: "Modules", root: "/work/Modules",
      targets: [
        Target(name: "Core", path: "Sources/Core", sources: ["Core.swift"]),
        Target(
          name: "Feature", path: "Sources/Feature", sources: ["Feature.swift"],
          targetDependencies: ["Core"]),
      ],
      products: [Product(name: "Feature", targets: ["Feature"])])
    let workspace = Workspace(name: "work", root: "/work", packages: [app, modules])
    let analysis = PackageAnalysis(workspace: workspace) { path in
      Data((path.hasSuffix("App.swift") ? "import Core\n" : "public struct S {}\n").utf8)
    }
    let transitive = analysis.check(rules: nil, strict: true).violations(of: .transitiveImport)
    #expect(transitive.map(\.path) == [["App", "Feature", "Core"]])
  }

  @Test(
    "A product of a package a manifest or a project references never brings in a checked target",
    arguments: [nil, "/work/app/App.xcodeproj"])
  func placedProduct(project: String?) {
    let report = Self.analysis(project: project, unplaced: false).check()
    #expect(report.violations.map(\.rule).contains(.undeclaredImport))
  }
}

@Suite("Advice that fits the platforms a project's targets build for")
struct PlatformAdviceTests {
  @Test("A framework built for another platform only is never advised as a dependency")
  func otherPlatform() throws {
    func conditions(_ platform: String) -> BuildConditions {
      BuildConditions([.init(name: "Debug", platforms: [platform])])
    }
    let targets = [
      Target(
        name: "PhoneKit", kind: .framework, path: "", sources: ["PhoneKit.swift"],
        buildConditions: conditions("iOS")),
      Target(
        name: "Watch", kind: .watchApp, path: "", sources: ["Watch.swift"],
        buildConditions: conditions("watchOS")),
      Target(
        name: "Phone", kind: .application, path: "", sources: ["Phone.swift"],
        buildConditions: conditions("iOS")),
    ]
    let package = SwiftPackage(
      name: "App", root: "/app", targets: targets, xcodeProject: "/app/App.xcodeproj")
    let analysis = PackageAnalysis(package: package) { path in
      Data((path.hasSuffix("PhoneKit.swift") ? "public struct Kit {}\n" : "import PhoneKit\n").utf8)
    }
    let messages = analysis.check().violations(of: .undeclaredImport).map(\.message)
    #expect(messages.count == 2)
    #expect(
      messages.contains {
        $0.contains(
          "PhoneKit is built for iOS and Watch for watchOS: no build of Watch can link it")
      })
    #expect(messages.contains { $0.contains("add PhoneKit to the Target Dependencies of Phone") })
  }

  @Test("canImport of a framework built only for other platforms fails: its branch is dead")
  func canImportOtherPlatform() throws {
    func conditions(_ platforms: Set<String>) -> BuildConditions {
      BuildConditions([.init(name: "Debug", platforms: platforms)])
    }
    func target(_ name: String, _ kind: Target.Kind, _ platforms: Set<String>) -> Target {
      Target(
        name: TargetName(name), kind: kind, path: "", sources: [name + ".swift"],
        buildConditions: conditions(platforms))
    }
    let package = SwiftPackage(
      name: "App", root: "/app",
      targets: [
        target("Core", .framework, ["iOS"]), target("CoreWatch", .framework, ["watchOS"]),
        // Built for both: canImport of it stays the build's to decide.
        target("Shared", .framework, ["iOS", "watchOS"]),
        target("Watch", .watchApp, ["watchOS"]),
      ],
      xcodeProject: "/app/App.xcodeproj")
    let shared = """
      #if canImport(Core)
      import Core
      #elseif canImport(CoreWatch)
      import CoreWatch
      #endif
      #if canImport(Shared)
      import Shared
      #endif
      """
    let analysis = PackageAnalysis(package: package) { path in
      Data((path == "/app/Watch.swift" ? shared : "public struct Kit {}\n").utf8)
    }
    #expect(analysis.uncompiledImports["Watch"]?.map(\.declaration.module) == ["Core"])
    #expect(
      analysis.check().violations.map { "\($0.rule.rawValue) \($0.subject?.name ?? "")" } == [
        "undeclared-import CoreWatch", "undeclared-import Shared",
      ])
  }
}
