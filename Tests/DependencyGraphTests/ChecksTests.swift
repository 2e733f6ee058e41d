import DependencyGraph
import Foundation
import TestSupport
import Testing

@Suite("Checks")
struct ChecksTests {
  @Test("A clean layered package has no violation")
  func clean() {
    var fixture = Fixture()
    fixture.add("Core", source: "import Foundation")
    fixture.add("Feature", dependsOn: ["Core"], source: "import Core\nimport Glibc")
    fixture.add(
      "App", kind: .executable, dependsOn: ["Feature", "Core"],
      source: "import Feature\nimport Core")
    let report = fixture.analysis.check(strict: true)
    #expect(report.violations.isEmpty, "\(report.text)")
    #expect(report.errorCount == 0)
  }

  @Test("An import outside the declared closure is an undeclared-import error at its line")
  func undeclaredImport() throws {
    var fixture = Fixture()
    fixture.add("Core")
    fixture.add("Other")
    fixture.add("Feature", dependsOn: ["Core"], source: "import Core\n  @testable import Other")
    let report = fixture.analysis.check()
    let violation = try #require(report.violations(of: .undeclaredImport).first)
    #expect(report.violations(of: .undeclaredImport).count == 1)
    #expect(violation.severity == .error)
    #expect(violation.target == "Feature")
    #expect(violation.module == "Other")
    #expect(violation.location == .init(file: "Sources/Feature/Feature.swift", line: 2, column: 13))
    #expect(violation.message.contains("Add \"Other\" to the dependencies of Feature"))
    #expect(violation.fix?.command == "swift package add-target-dependency Other Feature")
    #expect(
      report.text.contains(
        "Sources/Feature/Feature.swift:2:13: note: fix with: "
          + "swift package add-target-dependency Other Feature"))
    #expect(report.json.contains(#""fix" : "swift package add-target-dependency Other Feature""#))
  }

  @Test("An import that declaring would make a cycle is cyclic-import, and never advises declaring")
  func cyclicImport() throws {
    var fixture = Fixture()
    fixture.add("Payments", source: "import Pricing")
    fixture.add("Pricing", dependsOn: ["Payments"], source: "import Payments")
    let report = fixture.analysis.check()
    #expect(report.violations.map(\.rule) == [.cyclicImport])
    let violation = try #require(report.violations.first)
    #expect(violation.severity == .error)
    #expect(violation.target == "Payments")
    #expect(violation.module == "Pricing")
    #expect(violation.path == ["Payments", "Pricing", "Payments"])
    #expect(
      violation.location == .init(file: "Sources/Payments/Payments.swift", line: 1, column: 1))
    #expect(violation.message.contains("which already reaches Payments (Pricing -> Payments)"))
    #expect(violation.message.contains("do not add it"))
    #expect(!violation.message.contains("Add \"Pricing\" to the dependencies"))
    #expect(violation.notes.map(\.message) == ["Pricing imports Payments here"])
    #expect(violation.fix == nil)
  }

  @Test(
    "A cyclic import names the bridge only when there are uses to draft, else says to remove it")
  func cyclicImportRemedy() throws {
    var unused = Fixture()
    unused.add("Payments", source: "import Pricing")
    unused.add("Pricing", dependsOn: ["Payments"], source: "import Payments")
    let removable = try #require(unused.analysis.check().violations.first)
    #expect(
      removable.message.hasSuffix(
        "Payments uses nothing of Pricing that depgraph can see: "
          + "remove the import."))
    #expect(!removable.message.contains("depgraph bridge"))

    var used = Fixture()
    used.add(
      "Payments", source: "import Pricing\nfunc total() -> Int { PriceList().total() }")
    used.add(
      "Pricing", dependsOn: ["Payments"],
      source: "import Payments\npublic struct PriceList {\n  public init() {}\n"
        + "  public func total() -> Int { 0 }\n}")
    let bridged = try #require(used.analysis.check().violations.first)
    #expect(bridged.rule == .cyclicImport)
    #expect(bridged.message.hasSuffix("'depgraph bridge --from Payments --to Pricing' drafts it."))
  }

  @Test(
    "An import the layers or a forbidden rule ban is never fixed by declaring it",
    arguments: [
      (
        Rules(layers: [
          .init(name: "features", targets: ["Login", "Settings"], independent: true)
        ]),
        "Login and Settings are independent siblings of layer 'features'"
      ),
      (
        Rules(layers: [
          .init(name: "top", targets: ["Settings"]), .init(name: "low", targets: ["Login"]),
        ]),
        "Settings is in layer 'top', above Login's layer 'low'"
      ),
      (
        Rules(forbidden: [.init(from: "Login", to: "Settings", because: "features are apart")]),
        "a forbidden rule bans Login -> Settings (because: features are apart)"
      ),
    ] as [(Rules, String)])
  func bannedFix(_ rules: Rules, _ reason: String) throws {
    var fixture = Fixture()
    fixture.add("Login", source: "import Settings")
    fixture.add("Settings")
    let report = fixture.analysis.check(rules: rules)
    let undeclared = try #require(report.violations(of: .undeclaredImport).first)
    #expect(undeclared.fix == nil)
    #expect(undeclared.message.contains("Do not declare it: \(reason)."))
    #expect(!undeclared.message.contains("Add \"Settings\""))
    #expect(!report.text.contains("fix with:"))
    // Without the rules, declaring it is the fix.
    let unruled = try #require(fixture.analysis.check().violations(of: .undeclaredImport).first)
    #expect(unruled.fix?.dependency == "Settings")
  }

  @Test("Two targets that import each other undeclared are both cyclic-import")
  func mutualUndeclaredImports() {
    var fixture = Fixture()
    fixture.add("Left", source: "import Right")
    fixture.add("Right", source: "import Left")
    let report = fixture.analysis.check()
    #expect(report.violations.map(\.rule) == [.cyclicImport, .cyclicImport])
    #expect(report.violations.map(\.target).sorted() == ["Left", "Right"])
  }

  @Test("An import reached only through another dependency is reported with strict only")
  func transitiveImport() throws {
    var fixture = Fixture()
    fixture.add("Core")
    fixture.add("Framework", dependsOn: ["Core"], source: "import Core")
    fixture.add("App", dependsOn: ["Framework"], source: "import Framework\nimport Core")
    #expect(fixture.analysis.check().violations.isEmpty)
    let report = fixture.analysis.check(strict: true)
    let violation = try #require(report.violations(of: .transitiveImport).first)
    #expect(violation.path == ["App", "Framework", "Core"])
    #expect(violation.severity == .error)
    #expect(violation.location?.line == 2)
  }

  @Test("A declared dependency that nothing imports is an unused-dependency warning")
  func unusedDependency() throws {
    var fixture = Fixture()
    fixture.add("Core", source: "public struct Core {}")
    fixture.add("Macros", kind: .macro)
    fixture.add(
      "App", dependsOn: ["Core", "Macros"],
      source: "// import Core is only a comment\nlet app = 1")
    let report = fixture.analysis.check()
    #expect(report.violations.map(\.rule) == [.unusedDependency])
    #expect(report.violations.first?.module == "Core")
    #expect(report.violations.first?.severity == .warning)
    #expect(report.errorCount == 0)
  }

  @Test("A test's dependency on the executable it launches is needed, not unused")
  func testLaunchesExecutable() {
    var fixture = Fixture()
    fixture.add("Tool", kind: .executable, source: "print(1)")
    fixture.add("Core", source: "public struct Core {}")
    fixture.add(
      "ToolTests", kind: .test, dependsOn: ["Tool", "Core"], source: "import XCTest\nlet x = 1")
    let report = fixture.analysis.check()
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.module ?? "")" } == [
        "unused-dependency Core"
      ])
  }

  @Test("No command is printed where SwiftPM's editor would change another call")
  func editorWouldMiss() throws {
    let folder = try TemporaryFolder("editor-miss")
    defer { folder.remove() }
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "P",
        targets: [
          .target(name: "App", dependencies: [.target(name: "Core")]),
          .target(name: "Core"),
          .target(name: "Util"),
        ]
      )
      """)
    try folder.write("Sources/App/App.swift", "import Core\nimport Util\n")
    try folder.write("Sources/Core/Core.swift", "import Util\n")
    try folder.write("Sources/Util/Util.swift", "public let util = 1\n")
    let report = try PackageAnalysis.load(packagePath: folder.path).check()
    let undeclared = report.violations(of: .undeclaredImport)
    #expect(undeclared.map(\.target) == ["App", "Core"])
    // App's own call comes first: the editor finds it.
    #expect(undeclared[0].fix?.command == "swift package add-target-dependency Util App")
    // The first `.target(name: "Core")` is App's dependency on Core.
    #expect(undeclared[1].fix == nil)
    #expect(
      undeclared[1].message.hasSuffix(
        "Edit Package.swift by hand: SwiftPM's editor would change another call named Core."))
  }

  @Test("Imports match targets by module name, so target my-lib is imported as my_lib")
  func c99Names() {
    var fixture = Fixture()
    fixture.add("my-lib")
    fixture.add("App", dependsOn: ["my-lib"], source: "import my_lib")
    #expect(fixture.analysis.check(strict: true).violations.isEmpty)
  }

  @Test("A cycle is reported once with its path and the import of each step")
  func cycle() throws {
    var fixture = Fixture()
    fixture.add("A", dependsOn: ["B"], source: "import B")
    fixture.add("B", dependsOn: ["C"], source: "import C")
    fixture.add("C", dependsOn: ["A"])
    let report = fixture.analysis.check()
    let cycle = try #require(report.violations(of: .cycle).first)
    #expect(report.violations(of: .cycle).count == 1)
    #expect(cycle.path == ["A", "B", "C", "A"])
    #expect(
      cycle.notes.map(\.location?.file) == ["Sources/A/A.swift", "Sources/B/B.swift", nil, nil])
    #expect(cycle.notes[2].message == "C declares A as a dependency but does not import it")
    // The fixture's targets declare nothing, so no edge has uses to carry.
    #expect(
      cycle.notes[3].message
        == "A uses none of B's public declarations that depgraph can see: the edge A -> B may "
        + "simply be removed.")
    #expect(report.cycles == [["A", "B", "C", "A"]])
  }

  @Test("Layers refuse upward edges and edges between independent siblings")
  func layers() {
    var fixture = Fixture()
    fixture.add("Core", source: "import App")
    fixture.add("Login", dependsOn: ["Core", "Settings"], source: "import Core\nimport Settings")
    fixture.add("Settings", dependsOn: ["Core"], source: "import Core")
    fixture.add("App", dependsOn: ["Login", "Settings"], source: "import Login\nimport Settings")
    let rules = Rules(layers: [
      .init(name: "app", targets: ["App"]),
      .init(
        name: "features", targets: ["Login", "Settings"], independent: true, because: "siblings"),
      .init(name: "core", targets: ["Core"], because: "the core knows no app"),
    ])
    let layers = fixture.analysis.check(rules: rules).violations(of: .layer)
    #expect(layers.map { "\($0.target)>\($0.module ?? "")" } == ["Core>App", "Login>Settings"])
    #expect(layers[0].message.contains("higher layer 'app'"))
    #expect(layers[0].message.hasSuffix("Because: the core knows no app."))
    #expect(layers[0].location?.file == "Sources/Core/Core.swift")
    #expect(layers[1].message.contains("independent siblings"))
    #expect(layers[1].message.hasSuffix("Because: siblings."))
  }

  @Test("Forbidden edges, direct and transitive, with the chain as evidence")
  func forbidden() {
    var fixture = Fixture()
    fixture.add("Core")
    fixture.add("Framework", dependsOn: ["Core"], source: "import Core")
    fixture.add("App", dependsOn: ["Framework"], source: "import Framework")
    let rules = Rules(forbidden: [
      .init(from: "App", to: "Core", transitive: true, because: "reasons"),
      .init(from: "App", to: "Core"),
      .init(from: "Framework", to: "Core"),
    ])
    let forbidden = fixture.analysis.check(rules: rules).violations(of: .forbidden)
    #expect(forbidden.map(\.path) == [["App", "Framework", "Core"], ["Framework", "Core"]])
    #expect(forbidden[0].message.contains("even indirectly"))
    #expect(forbidden[0].message.hasSuffix("Because: reasons."))
    #expect(forbidden[1].location?.file == "Sources/Framework/Framework.swift")
  }

  @Test("An unreadable or oversized source file is reported and skipped, never fatal")
  func unreadableSources() {
    var fixture = Fixture()
    fixture.add("Core")
    fixture.add("App", dependsOn: ["Core"], source: "import Core")
    fixture.files["/pkg/Sources/Core/Core.swift"] = nil
    fixture.files["/pkg/Sources/App/App.swift"] = String(
      repeating: " ", count: PackageAnalysis.maximumSourceSize + 1)
    let report = fixture.analysis.check()
    let skipped = report.violations(of: .unreadableSource)
    #expect(skipped.map(\.target) == ["App", "Core"])
    #expect(skipped[0].message.contains("over the limit of \(PackageAnalysis.maximumSourceSize)"))
    #expect(skipped.allSatisfy { $0.severity == .warning })
  }

  @Test("A file at exactly the size limit is scanned")
  func sizeLimit() {
    var fixture = Fixture()
    fixture.add("Core")
    let source = "import Core\n"
    fixture.add(
      "App", dependsOn: ["Core"],
      source: source
        + String(repeating: " ", count: PackageAnalysis.maximumSourceSize - source.utf8.count))
    #expect(fixture.analysis.check().violations.isEmpty)
  }
}
