import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("Re-exports, conditions, exemptions and places")
struct ReadingAsSwiftPMTests {
  @Test("A module re-exported by a direct dependency is not a transitive import")
  func reexports() {
    var fixture = Fixture()
    fixture.add("Core", source: "public struct Core {}")
    fixture.add("Facade", dependsOn: ["Core"], source: "@_exported import Core\npublic let f = 1")
    fixture.add("Middle", dependsOn: ["Facade"], source: "import Facade\npublic let m = 1")
    fixture.add("App", dependsOn: ["Facade"], source: "import Core\nlet a = 1")
    fixture.add("Other", dependsOn: ["Middle"], source: "import Middle\nimport Core\nlet o = 1")
    let report = fixture.analysis.check(strict: true)
    // App reaches Core through Facade's re-export, and does not leave Facade unused; Middle
    // does not re-export, so Other's import of Core is still transitive.
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target)" } == ["transitive-import Other"])
    #expect(report.violations.first?.message.contains("@_exported import") == true)
  }

  @Test("Re-exporting one declaration of a module gives no path to the whole module")
  func scopedReexport() {
    var fixture = Fixture()
    fixture.add("Core", source: "public struct Point {}\npublic struct Size {}")
    fixture.add(
      "Facade", dependsOn: ["Core"], source: "@_exported import struct Core.Point\nlet f = 1")
    fixture.add("App", dependsOn: ["Facade"], source: "import Facade\nimport Core\nlet a = 1")
    let report = fixture.analysis.check(strict: true)
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "")" } == [
        "transitive-import App Core"
      ])
  }

  @Test("An import by a name a module alias gives reaches the module the alias renames")
  func moduleAliases() throws {
    let analysis = try PackageAnalysis.load(packagePath: fixturePath("ModuleAliases") + "/App")
    let aliases = analysis.package.targets.map { "\($0.name) \($0.moduleAliases)" }
    #expect(
      aliases == [
        "App [DepUtils: Utils]", "Flagged [Logging: MyLogging]", "MyLogging [:]",
        "Stray [Logging: MyLogging]",
      ])
    let report = analysis.check(strict: true)
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.module ?? "")" } == [
        "undeclared-import Stray MyLogging"
      ])
    #expect(report.violations.first?.fix?.dependency == "MyLogging")
  }

  @Test(
    "Each -module-alias Name=Module flag gives an alias; a malformed one gives none",
    arguments: [
      (["-module-alias", "Logging=MyLogging"], ["Logging": "MyLogging"]),
      (["-Onone", "-module-alias", "A=B", "-module-alias", "C=D"], ["A": "B", "C": "D"]),
      (["-module-alias", "=B", "-module-alias"], [:]),
      (["-module-alias=A=B"], [:]),
    ] as [([String], [String: String])])
  func moduleAliasFlags(_ flags: [String], _ expected: [String: String]) {
    #expect(Manifest.Setting.moduleAliases(flags) == expected)
  }

  @Test("An unused dependency that is the only path to an import says to declare that first")
  func unusedButOnlyPath() throws {
    var fixture = Fixture()
    fixture.add("Core", source: "public let core = 1")
    fixture.add("Other", source: "public let other = 1")
    fixture.add("Mid", dependsOn: ["Core"], source: "import Core\npublic let mid = core")
    fixture.add("App", dependsOn: ["Mid", "Other"], source: "import Core\nlet app = core")
    let unused = fixture.analysis.check().violations(of: .unusedDependency)
    #expect(unused.map { $0.module ?? "" } == ["Mid", "Other"])
    #expect(
      unused[0].message.hasSuffix(
        "Declare Core first: App imports it and reaches it only through this dependency."))
    #expect(unused[1].message.hasSuffix("or import it where it is used."))
  }

  @Test("Snippets, aggregates and marker modules get no unused-dependency warning")
  func exemptions() {
    var fixture = Fixture()
    fixture.add("Core", source: "public struct Core {}")
    fixture.add("Marker", source: "// present on purpose\n")
    fixture.add("Example", kind: .snippet, dependsOn: ["Core"], source: "print(1)")
    fixture.add("All", dependsOn: ["Core", "Marker"], source: "@_exported import Core\n")
    fixture.add("App", dependsOn: ["Core", "Marker"], source: "let app = 1")
    let report = fixture.analysis.check()
    #expect(report.violations.map { "\($0.target) -> \($0.module ?? "")" } == ["App -> Core"])
  }

  @Test(
    "An import of a platform-conditional dependency is compared with its #if",
    arguments: [
      ("import LinuxOnly", "on every platform"),
      ("#if os(Linux)\nimport LinuxOnly\n#endif", nil),
      ("#if canImport(LinuxOnly)\nimport LinuxOnly\n#endif", nil),
      ("#if DEBUG\n#if os(Linux) || os(Android)\nimport LinuxOnly\n#endif\n#endif", nil),
      ("#if os(Linux) || os(Windows)\nimport LinuxOnly\n#endif", "which holds on .windows"),
      ("#if os(Linux)\n#else\nimport LinuxOnly\n#endif", "which holds on .driverKit, .freebsd"),
      (
        "#if os(macOS) || os(Windows)\n#else\nimport LinuxOnly\n#endif", "which holds on .driverKit"
      ),
      ("#if !os(Windows)\nimport LinuxOnly\n#endif", "which holds on .driverKit, .freebsd, .iOS"),
      ("#if canImport(Network)\nimport LinuxOnly\n#endif", "which holds on .iOS, .macCatalyst"),
      (
        // DriverKit's SDK has Darwin: the #if fails there.
        "#if !canImport(Darwin) && !os(Windows)\nimport LinuxOnly\n#endif",
        "which holds on .freebsd, .openbsd, .wasi"
      ),
      ("#if os(Linux) || !os(Android)\nimport LinuxOnly\n#endif", "which holds on .driverKit"),
      // Built for macOS, `!(os(Linux) && DEBUG)` holds in every configuration.
      ("#if os(Linux) && DEBUG\n#else\nimport LinuxOnly\n#endif", "which holds on .driverKit"),
      ("#if FEATURE\nimport LinuxOnly\n#endif", "cannot tell which platforms"),
      ("#if canImport(LinuxOnly.Sub)\nimport LinuxOnly\n#endif", nil),
      ("#if canImport(Musl) || canImport(Bionic)\nimport LinuxOnly\n#endif", nil),
      ("#if canImport(Glibc)\nimport LinuxOnly\n#endif", "which holds on .freebsd, .openbsd"),
      ("#if canImport(Darwin) && DEBUG\nimport LinuxOnly\n#endif", "which holds on .iOS"),
    ] as [(String, String?)])
  func conditions(_ source: String, _ expected: String?) throws {
    var fixture = Fixture()
    fixture.add("LinuxOnly", source: "public let x = 1")
    fixture.targets.append(
      Target(
        name: "App", path: "Sources/App", sources: ["App.swift"], targetDependencies: ["LinuxOnly"],
        dependencyConditions: ["LinuxOnly": DependencyCondition(platforms: ["linux", "android"])]))
    fixture.files["/pkg/Sources/App/App.swift"] = source + "\nlet app = 1"
    let found = fixture.analysis.check().violations(of: .conditionMismatch)
    guard let expected else {
      #expect(found.isEmpty, "\(found.map(\.message))")
      return
    }
    let violation = try #require(found.first)
    #expect(violation.severity == .warning)
    #expect(violation.message.contains(expected), "\(violation.message)")
    #expect(violation.message.contains("when platforms: [.android, .linux]"))
  }

  @Test(
    "A flag the manifest defines only on some platforms stands for them in #if",
    arguments: [
      ("#if LINUX_BUILD\nimport LinuxOnly\n#endif", nil),
      ("#if LINUX_BUILD && DEBUG\nimport LinuxOnly\n#endif", nil),
      ("#if WIDE_BUILD\nimport LinuxOnly\n#endif", "which holds on .windows"),
      ("#if !APPLE_BUILD\nimport LinuxOnly\n#endif", "which holds on .driverKit"),
      ("#if TRAIT_BUILD\nimport LinuxOnly\n#endif", "cannot tell which platforms"),
    ] as [(String, String?)])
  func platformFlags(_ source: String, _ expected: String?) throws {
    var fixture = Fixture()
    fixture.add("LinuxOnly", source: "public let x = 1")
    var configuration = BuildConditions.swiftPM.configurations[0]
    configuration.possible = ["LINUX_BUILD", "WIDE_BUILD", "APPLE_BUILD", "TRAIT_BUILD"]
    configuration.definedOn = [
      "LINUX_BUILD": ["linux", "android"], "WIDE_BUILD": ["linux", "windows"],
      "APPLE_BUILD": ["macos", "ios", "tvos", "watchos", "visionos", "maccatalyst"],
      // A flag a trait conditions too: where it holds is unknown.
      "TRAIT_BUILD": Set<String>?.none,
    ]
    fixture.targets.append(
      Target(
        name: "App", path: "Sources/App", sources: ["App.swift"], targetDependencies: ["LinuxOnly"],
        dependencyConditions: ["LinuxOnly": DependencyCondition(platforms: ["linux", "android"])],
        buildConditions: BuildConditions([configuration])))
    fixture.files["/pkg/Sources/App/App.swift"] = source + "\nlet app = 1"
    let found = fixture.analysis.check().violations(of: .conditionMismatch)
    guard let expected else {
      #expect(found.isEmpty, "\(found.map(\.message))")
      return
    }
    #expect(found.first?.message.contains(expected) == true, "\(found.map(\.message))")
  }

  @Test("A module imported only under #if canImport of itself is not unknown")
  func guardedUnknownModule() {
    var fixture = Fixture()
    fixture.add(
      "App",
      source: "#if canImport(C.os.lock)\nimport C.os.lock\n#endif\n"
        + "#if canImport(Alamofire, _version: 5)\nimport Alamofire\n#endif\nimport Pods\nlet a = 1")
    let report = fixture.analysis.check()
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.module ?? "")" } == [
        "unknown-module Pods"
      ])
  }

  @Test("Conditional imports and conditional dependencies are shown in findings and JSON")
  func conditionsShown() throws {
    var fixture = Fixture()
    fixture.add("Core", source: "public struct Core {}")
    fixture.targets.append(
      Target(
        name: "Mid", path: "Sources/Mid", sources: ["Mid.swift"], targetDependencies: ["Core"],
        dependencyConditions: ["Core": DependencyCondition(platforms: ["linux"])]))
    fixture.files["/pkg/Sources/Mid/Mid.swift"] = "#if os(Linux)\nimport Core\n#endif\nlet m = 1"
    fixture.add("App", dependsOn: ["Mid"], source: "import Mid\n#if os(Linux)\nimport Core\n#endif")
    let report = fixture.analysis.check(strict: true)
    let transitive = try #require(report.violations(of: .transitiveImport).first)
    #expect(transitive.condition?.description == "os(Linux)")
    #expect(
      transitive.message.hasPrefix(
        "App imports Core (under #if os(Linux)), which it reaches only through "
          + "App -> Mid -> Core (when platforms: [.linux])."))
    #expect(report.json.contains(#""condition" : "os(Linux)""#))
    #expect(report.json.contains(#""condition" : "when platforms: [.linux]""#))
    #expect(report.violations(of: .unusedDependency).isEmpty)
  }

  @Test("Findings about the manifest point at the line that declares the target or dependency")
  func manifestPlaces() throws {
    var fixture = Fixture()
    fixture.add("Core", source: "public struct Core {}")
    fixture.add("App", dependsOn: ["Core"], source: "let app = 1")
    fixture.files["/pkg/Package.swift"] = """
      // swift-tools-version: 6.0
      import PackageDescription
      // .target(name: "App") in a comment is not a declaration
      let package = Package(
        name: "Fixture",
        products: [.library(name: "App", targets: ["App"])],
        targets: [
          .target(name: "Core"),
          .target(
            name: "App",
            dependencies: [
              "Core"
            ])
        ])
      """
    let report = fixture.analysis.check()
    let unused = try #require(report.violations(of: .unusedDependency).first)
    #expect(unused.location == Violation.Location(file: "Package.swift", line: 12, column: 9))
  }

  @Test("Text paths are relative to the folder the command runs in, or absolute outside it")
  func displayPaths() throws {
    var fixture = Fixture()
    fixture.add("App", source: "import Foundation\nimport Core")
    fixture.add("Core", source: "public struct Core {}")
    let report = fixture.analysis.check()
    #expect(report.text.hasPrefix("Sources/App/App.swift:2:1: error: "))
    #expect(report.text(relativeTo: "/pkg").hasPrefix("Sources/App/App.swift:2:1: error: "))
    #expect(report.text(relativeTo: "/").hasPrefix("pkg/Sources/App/App.swift:2:1: error: "))
    #expect(report.text(relativeTo: "/pkg/Sources/").hasPrefix("App/App.swift:2:1: error: "))
    #expect(report.text(relativeTo: "/elsewhere").hasPrefix("/pkg/Sources/App/App.swift:2:1: "))
    #expect(!report.text(relativeTo: "/pk").hasPrefix("g/"))
  }
}
