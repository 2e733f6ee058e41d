import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphScanning

@Suite("Compilation conditions as the build sees them")
struct BuildConditionsTests {
  static let package = fixturePath("BuildConditions")
  static let project = fixturePath("XcodeConditions")

  /// A condition, and its value where `DEBUG` is defined and `BETA` defined only by some builds.
  struct Case: CustomStringConvertible, Sendable {
    let condition: String
    let value: Bool?
    var description: String { condition }
  }

  static let debug = BuildConditions.Configuration(
    name: "Debug", defined: ["DEBUG"], possible: ["BETA"])

  @Test(
    "Flags, literals, operators and tests evaluate in three values",
    arguments: [
      Case(condition: "DEBUG", value: true),
      Case(condition: "RELEASE", value: false),
      Case(condition: "BETA", value: nil),
      Case(condition: "!DEBUG", value: false),
      Case(condition: "false && os(iOS)", value: false),
      Case(condition: "true || canImport(UIKit)", value: true),
      Case(condition: "os(iOS)", value: nil),
      Case(condition: "os(iOS) && RELEASE", value: false),
      Case(condition: "os(iOS) || DEBUG", value: true),
      Case(condition: "swift(>=5.9) && !(DEBUG || BETA)", value: false),
      Case(condition: "!(RELEASE) && (DEBUG)", value: true),
      Case(condition: "compiler(>=6.0) || (RELEASE && BETA)", value: nil),
      Case(condition: "canImport(A, _version: 1.2)", value: nil),
      Case(condition: "compiler(>=6.2) && !$Embedded", value: nil),
      Case(condition: "$Embedded && RELEASE", value: false),
    ])
  func evaluation(_ test: Case) throws {
    #expect(try ConditionExpression.evaluate(test.condition, in: Self.debug) == test.value)
  }

  @Test(
    "Text that is no condition is refused with why",
    arguments: [
      ("(DEBUG", "a '(' is never closed"),
      ("DEBUG)", "a ')' has no matching '('"),
      ("DEBUG &&", "it ends where an operand is expected"),
      ("DEBUG = 1", "'= 1' is not part of a condition"),
      ("os(iOS", "a '(' is never closed"),
      ("$ && DEBUG", "'$ && DEBUG' is not part of a condition"),
    ])
  func malformed(text: String, reason: String) {
    #expect(throws: ConditionExpression.Malformed(reason: reason)) {
      try ConditionExpression.evaluate(text, in: Self.debug)
    }
  }

  @Test("An open configuration may define any flag it does not define")
  func openConfiguration() throws {
    let open = BuildConditions.Configuration(name: "any", defined: ["A"], isOpen: true)
    #expect(try ConditionExpression.evaluate("A", in: open) == true)
    #expect(try ConditionExpression.evaluate("B", in: open) == nil)
    #expect(try ConditionExpression.evaluate("B && false", in: open) == false)
  }

  @Test("A manifest's defines, per configuration and platform, decide which imports count")
  func swiftPMDefines() throws {
    let analysis = try PackageAnalysis.load(packagePath: Self.package)
    let app = try #require(analysis.package.target(named: "App"))
    #expect(
      app.buildConditions.configurations.map(\.name) == ["debug", "release"])
    #expect(
      app.buildConditions.configurations[0].defined == [
        "DEBUG", "MODERN", "SWIFT_PACKAGE", "TRACING",
      ])
    #expect(app.buildConditions.configurations[0].possible == ["LINUX_ONLY"])
    #expect(app.buildConditions.configurations[1].defined == ["MODERN", "SWIFT_PACKAGE"])
    // OTHER_BUILD, `false &&`, the `#else` of MODERN and of SWIFT_PACKAGE are compiled nowhere.
    #expect(analysis.uncompiledImports["App"]?.map(\.declaration.line) == [3, 7, 13, 30])
    let report = analysis.check()
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.location?.line ?? 0)" } == [
        "undeclared-import 18", "undeclared-import 23", "undeclared-import 28",
      ])
    #expect(
      report.violations[0].message.hasPrefix(
        "App imports Modern (under #if TRACING, compiled in debug only) but does not depend"))
    #expect(report.uncompiledImports.map(\.location.line) == [3, 7, 13, 30])
    let verbose = report.text(relativeTo: Self.package, verbose: true)
    #expect(
      verbose.contains(
        "Sources/App/App.swift:3:3: note: App imports Legacy under #if OTHER_BUILD, which no "
          + "configuration of its build (debug, release) compiles; no check counts it."))
    #expect(!report.text(relativeTo: Self.package).contains("OTHER_BUILD"))
  }

  @Test("A condition that cannot be read is a warning at its import, which is still checked")
  func unreadableCondition() throws {
    let copy = try TemporaryFolder(copying: Self.package, prefix: "unreadable-condition")
    defer { copy.remove() }
    try copy.write("Sources/App/Unbalanced.swift", "#if (MODERN\n  import Modern\n#endif\n")
    let report = try PackageAnalysis.load(packagePath: copy.path).check()
    let unbalanced = report.violations.filter {
      $0.location?.file == "Sources/App/Unbalanced.swift"
    }
    #expect(unbalanced.map(\.rule) == [.unreadableSource, .undeclaredImport])
    #expect(
      unbalanced.first?.message
        == "Could not read the #if condition `(MODERN` around this import: a '(' is never "
        + "closed. The import is checked as if some configuration compiled it.")
  }

  @Test("A flag given on the command line holds in every configuration")
  func commandLineDefine() throws {
    let analysis = try CheckRequest(
      source: .packages([Self.package]), defines: ["OTHER_BUILD"], currentDirectory: "/"
    ).load()
    #expect(analysis.uncompiledImports["App"]?.map(\.declaration.line) == [7, 13, 30])
    #expect(analysis.imports["App"]?.contains { $0.declaration.line == 3 } == true)
  }

  @Test("Xcode configurations: project, xcconfig includes, $(inherited), -D flags and SDK settings")
  func xcodeConfigurations() throws {
    let project = try SwiftPackage(xcodeProject: Self.project + "/Conditions.xcodeproj")
    #expect(project.loadWarnings.isEmpty)
    let app = try #require(project.target(named: "App"))
    let configurations = app.buildConditions.configurations
    #expect(configurations.map(\.name) == ["Debug", "Release"])
    #expect(configurations[0].defined == ["DEBUG", "FEATURE_X", "MODERN"])
    #expect(configurations[1].defined == ["FEATURE_X", "MODERN"])
    #expect(configurations.map(\.possible) == [["BETA"], ["BETA"]])
    #expect(configurations.allSatisfy { !$0.isOpen })
    let legacy = try #require(project.target(named: "Legacy"))
    #expect(legacy.buildConditions.configurations.map(\.defined) == [["DEBUG"], []])

    let report = try PackageAnalysis.load(xcodeProject: Self.project + "/Conditions.xcodeproj")
      .check()
    #expect(report.violations.map { $0.location?.line ?? 0 } == [15, 20])
    #expect(report.violations[0].message.contains("(under #if DEBUG, compiled in Debug only)"))
    #expect(report.uncompiledImports.map(\.location.line) == [6, 10, 25])
    #expect(configurations.map(\.platforms) == [["iOS"], ["iOS"]])
    #expect(legacy.buildConditions.configurations.map(\.platforms) == [nil, nil])
  }

  @Test(
    "os() and targetEnvironment(macCatalyst) are decided where the platforms are known",
    arguments: [
      Case(condition: "os(iOS)", value: false),
      Case(condition: "os(watchOS)", value: true),
      Case(condition: "!os(Windows)", value: true),
      Case(condition: "os(iOS) && !targetEnvironment(macCatalyst)", value: false),
      Case(condition: "targetEnvironment(macCatalyst)", value: false),
      Case(condition: "targetEnvironment(simulator)", value: nil),
      Case(condition: "canImport(WatchKit)", value: true),
      Case(condition: "canImport(HealthKit)", value: nil),
    ])
  func platformConditions(_ test: Case) throws {
    let watch = BuildConditions.Configuration(name: "Debug", platforms: ["watchOS"])
    #expect(try ConditionExpression.evaluate(test.condition, in: watch) == test.value)
    let both = BuildConditions.Configuration(name: "Debug", platforms: ["iOS", "macOS"])
    #expect(try ConditionExpression.evaluate("os(iOS)", in: both) == nil)
    #expect(try ConditionExpression.evaluate("os(OSX) || os(tvOS)", in: both) == nil)
    #expect(try ConditionExpression.evaluate("os(tvOS)", in: both) == false)
  }

  @Test("An #include whose letter case differs from the file's is read, as macOS reads it")
  func caseInsensitiveInclude() throws {
    let copy = try TemporaryFolder(copying: Self.project, prefix: "xcode-include-case")
    defer { copy.remove() }
    let file = copy.path + "/Config/App.xcconfig"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try copy.write(
      "Config/App.xcconfig",
      text.replacingOccurrences(
        of: "#include \"Shared.xcconfig\"", with: "#include \"shared.XCCONFIG\""))
    let project = try SwiftPackage(xcodeProject: copy.path + "/Conditions.xcodeproj")
    #expect(project.loadWarnings.isEmpty)
    let app = try #require(project.target(named: "App"))
    #expect(app.buildConditions.configurations[0].defined.contains("MODERN"))
  }

  @Test(
    "A missing configuration file or an include loop is a warning at its line; the rest is read")
  func unreadableConfigurations() throws {
    let copy = try TemporaryFolder(copying: Self.project, prefix: "xcode-conditions")
    defer { copy.remove() }
    try copy.write(
      "Config/Shared.xcconfig", "#include \"App.xcconfig\"\nOTHER_SWIFT_FLAGS = -D MODERN\n")
    let file = "Conditions.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: copy.path + "/" + file, encoding: .utf8)
    // The Legacy target's Debug configuration names a file that is not there.
    try copy.write(
      file,
      text.replacingOccurrences(
        of: "A90000000000000000000021 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n",
        with: "A90000000000000000000021 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
          + "\t\t\tbaseConfigurationReferenceAnchor = A40000000000000000000009 /* Config */;\n"
          + "\t\t\tbaseConfigurationReferenceRelativePath = Missing.xcconfig;\n"))
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/Conditions.xcodeproj")
      .check()
    let warnings = report.violations(of: .unreadableSource)
    #expect(
      warnings.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0)" } == [
        "\(file):127", "Config/Shared.xcconfig:1",
      ])
    #expect(
      warnings.map(\.message) == [
        "Could not read the build settings of \(file): its base configuration file "
          + "Config/Missing.xcconfig cannot be read. Imports under #if are checked as if any "
          + "flag it may set were defined.",
        "Could not read the build settings of Config/Shared.xcconfig: it includes App.xcconfig, "
          + "which includes it again. Imports under #if are checked as if any flag it may set "
          + "were defined.",
      ])
    // The app's own settings are still read: DEBUG still rules its import in for Debug only.
    #expect(
      report.violations(of: .undeclaredImport).map { $0.location?.line ?? 0 } == [15, 20])
    // A project's own settings are the project's, named by its file: a baseline of them does
    // not depend on the name of the folder it was checked out in.
    #expect(warnings.map(\.target) == ["Conditions.xcodeproj", "Conditions.xcodeproj"])
    // The copy's folder has a random name, the report's package name.
    #expect(warnings[0].target.rawValue != report.packageName)
  }
}

@Suite("canImport as the compiler decides it")
struct CanImportTests {
  static let package = fixturePath("ConditionalImports")

  @Test(
    "canImport holds for the dependency closure and the SDKs of every platform built for",
    arguments: [
      BuildConditionsTests.Case(condition: "canImport(Maps)", value: true),
      BuildConditionsTests.Case(condition: "!canImport(Maps) && canImport(Legacy)", value: false),
      BuildConditionsTests.Case(condition: "canImport(Legacy)", value: nil),
      BuildConditionsTests.Case(condition: "canImport(Maps, _version: 2)", value: nil),
      BuildConditionsTests.Case(condition: "canImport(Maps.Tiles)", value: nil),
      BuildConditionsTests.Case(condition: "canImport(UIKit)", value: false),
      BuildConditionsTests.Case(condition: "canImport(WatchKit)", value: true),
      BuildConditionsTests.Case(condition: "canImport(Darwin)", value: true),
      BuildConditionsTests.Case(condition: "canImport(Glibc)", value: false),
      BuildConditionsTests.Case(condition: "canImport(AppKit)", value: false),
      BuildConditionsTests.Case(condition: "canImport(HealthKit)", value: nil),
    ])
  func evaluation(_ test: BuildConditionsTests.Case) throws {
    let watch = BuildConditions.Configuration(
      name: "Debug", platforms: ["watchOS"], importable: ["Maps"])
    #expect(try ConditionExpression.evaluate(test.condition, in: watch) == test.value)
  }

  @Test("An app that may be built for Mac Catalyst leaves canImport(AppKit) undecided")
  func catalyst() throws {
    let phone = BuildConditions.Configuration(name: "Debug", platforms: ["iOS"])
    #expect(try ConditionExpression.evaluate("canImport(UIKit)", in: phone) == true)
    #expect(try ConditionExpression.evaluate("canImport(AppKit)", in: phone) == nil)
    let package = BuildConditions.Configuration(name: "debug")
    #expect(try ConditionExpression.evaluate("canImport(UIKit)", in: package) == nil)
  }

  @Test("A shared file's #elseif is dead where its first module is a dependency")
  func sharedFile() throws {
    let analysis = try PackageAnalysis.load(packagePath: Self.package)
    // Phone depends on Maps: `#elseif canImport(Legacy)` and `#if !canImport(Maps)` are dead.
    #expect(
      analysis.uncompiledImports["Phone"]?.map(\.declaration.module) == ["Legacy", "Tracing"])
    #expect(analysis.uncompiledImports["Watch"] == nil)
    let report = analysis.check()
    #expect(
      report.violations.map {
        "\($0.severity) \($0.rule.rawValue) \($0.target) \($0.subject?.name ?? "")"
      } == [
        "warning undeclared-import Watch Maps", "warning undeclared-import Watch Legacy",
        "error undeclared-import Watch Tracing",
      ])
    #expect(report.violations.allSatisfy { $0.fix == nil || $0.severity == .error })
    #expect(report.violations[0].message.contains("left out, without an error"))
    let strict = analysis.check(rules: nil, strict: true).violations(of: .transitiveImport)
    #expect(strict.map { "\($0.severity) \($0.target)" } == ["warning Route"])
  }
}
