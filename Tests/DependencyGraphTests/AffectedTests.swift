import DependencyGraph
import Foundation
import TestSupport
import Testing

@Suite("Targets a change reaches")
struct AffectedTests {
  /// App -> Feature -> Core, each with its tests, and an independent Other.
  static var analysis: PackageAnalysis {
    var fixture = Fixture()
    fixture.add("Core")
    fixture.add("Feature", dependsOn: ["Core"])
    fixture.add("App", kind: .executable, dependsOn: ["Feature"])
    fixture.add("Other")
    fixture.add("CoreTests", kind: .test, dependsOn: ["Core"])
    fixture.add("FeatureTests", kind: .test, dependsOn: ["Feature"])
    fixture.add("OtherTests", kind: .test, dependsOn: ["Other"])
    return fixture.analysis
  }

  @Test("A file reaches its target and every target that depends on it, and their tests")
  func reachesDependents() {
    let reached = Self.analysis.affected(byChanging: ["Sources/Feature/Feature.swift"])
    #expect(reached.changed == ["Sources/Feature/Feature.swift"])
    #expect(reached.targets == ["App", "Feature", "FeatureTests"])
    #expect(reached.tests == ["FeatureTests"])
    #expect(reached.unowned.isEmpty)
    #expect(reached.testFilter == "^(FeatureTests)\\.")
  }

  @Test("A file of no target reaches nothing and is listed; absolute paths are made relative")
  func unowned() {
    let reached = Self.analysis.affected(byChanging: ["/pkg/README.md", "/elsewhere/x.swift"])
    #expect(reached.targets.isEmpty && reached.tests.isEmpty)
    #expect(reached.unowned == ["/elsewhere/x.swift", "README.md"])
    // No test is reached: no filter, for an empty one would run every test.
    #expect(reached.testFilter == nil)
    #expect(reached.text.hasPrefix("depgraph affected: 2 changed files reach 0 targets, 0 test"))
  }

  @Test("The manifest or the pins reach every target of the package")
  func manifest() {
    for file in ["Package.swift", "Package.resolved", "Package@swift-6.0.swift"] {
      let reached = Self.analysis.affected(byChanging: [file])
      #expect(reached.targets.count == 7, "\(file)")
      #expect(reached.tests == ["CoreTests", "FeatureTests", "OtherTests"], "\(file)")
    }
  }

  @Test("A file a target reads reaches it; a file nothing owns or reads can select every test")
  func inputsAndUnowned() {
    let inputs = ["CoreTests": ["/pkg/Fixtures/**"], "*Tests": ["/pkg/depgraph.json"]]
    let fixture = Self.analysis.affected(
      byChanging: ["Fixtures/Core/data.json", "README.md"], inputs: inputs)
    #expect(fixture.targets == ["CoreTests"])
    #expect(fixture.unowned == ["README.md"])
    #expect(fixture.selecting(whenUnowned: .ignore) == fixture)
    let everything = fixture.selecting(whenUnowned: .runAll)
    #expect(everything.tests == ["CoreTests", "FeatureTests", "OtherTests"])
    #expect(everything.selectsEveryTest && everything.targets == ["CoreTests"])
    #expect(everything.text.contains("(every test: a changed file is unowned)."))
    // A pattern of targets: each test reads the rules; nothing is unowned then.
    let rules = Self.analysis.affected(byChanging: ["depgraph.json"], inputs: inputs)
    #expect(rules.tests == ["CoreTests", "FeatureTests", "OtherTests"] && rules.unowned.isEmpty)
    #expect(rules.selecting(whenUnowned: .runAll) == rules)
  }

  @Test("A build-tool plugin's code reaches the targets that use it")
  func pluginUsage() {
    // SwiftPM describes a target's plugin usage as a dependency on the plugin target.
    var fixture = Fixture()
    fixture.add("Generator", kind: .plugin)
    fixture.add("Models", dependsOn: ["Generator"])
    fixture.add("ModelsTests", kind: .test, dependsOn: ["Models"])
    let reached = fixture.analysis.affected(byChanging: ["Sources/Generator/Generator.swift"])
    #expect(reached.targets == ["Generator", "Models", "ModelsTests"])
    #expect(reached.tests == ["ModelsTests"])
  }

  @Test("JSON has every key of the contract, null for a working tree")
  func json() throws {
    let reached = Self.analysis.affected(byChanging: ["Sources/Core/Core.swift", "notes.txt"])
    let object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(reached.json(base: "main", head: nil).utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["base", "head", "changed", "targets", "tests", "unowned"])
    #expect(object["base"] as? String == "main" && object["head"] is NSNull)
    #expect(
      object["targets"] as? [String] == [
        "App", "Core", "CoreTests", "Feature", "FeatureTests",
      ])
    #expect(object["unowned"] as? [String] == ["notes.txt"])
  }

  @Test("Across packages and projects: a local package's change reaches the app that links it")
  func acrossProjects() throws {
    let root = fixturePath("XcodeWorkspace")
    let analysis = try PackageAnalysis.load(
      packagePaths: [root + "/Studio.xcworkspace"], root: root)
    // Storage is a dependency package of Feed: Kit links Feed, and Reader links Kit's framework.
    #expect(
      analysis.affected(byChanging: ["Packages/Storage/Sources/Storage/Store.swift"]).targets
        == ["Feed", "Kit", "Reader", "Storage"])
    #expect(
      analysis.affected(byChanging: ["Reader/App/ReaderApp.swift"]).targets == ["Reader"])
    // The project file reaches every target of its project, and what depends on them.
    #expect(
      analysis.affected(byChanging: ["Reader/Reader.xcodeproj/project.pbxproj"]).targets
        == ["Reader", "ReaderWidget"])
    #expect(
      analysis.affected(byChanging: ["Kit/Kit.xcodeproj/project.pbxproj"]).targets
        == ["Kit", "Reader"])
  }

  @Test(
    "A file compiled by several targets reaches all; tests reach through the app they run in",
    arguments: [
      // Compiled by the app, and by the widget through its folder's exception.
      ("App/Shared.swift", ["Reader", "ReaderTests", "ReaderUITests", "ReaderWidget"]),
      // The app embeds the widget: its UI test and its hosted test run the changed widget.
      ("Widget/ReaderWidget.swift", ["Reader", "ReaderTests", "ReaderUITests", "ReaderWidget"]),
      ("App/ReaderApp.swift", ["Reader", "ReaderTests", "ReaderUITests"]),
      ("UITests/ReaderUITests.swift", ["ReaderUITests"]),
    ])
  func projectTests(_ file: String, _ expected: [String]) throws {
    let project = fixturePath("XcodeTesting") + "/Testing.xcodeproj"
    let analysis = try PackageAnalysis.load(xcodeProject: project)
    let runtime = analysis.package.targets.map { "\($0.name): \($0.runtimeDependencies)" }
    #expect(
      runtime == [
        "Reader: [\"ReaderWidget\"]", "ReaderTests: [\"Reader\"]", "ReaderUITests: [\"Reader\"]",
        "ReaderWidget: []",
      ])
    #expect(analysis.affected(byChanging: [file]).targets == expected)
    // Nothing of this is an edge: no target imports another, and none is unused.
    #expect(analysis.check().violations.isEmpty)
  }

  /// This repository, then each repository in `DEPGRAPH_COMPARE_REPOSITORIES` (folders
  /// separated by `:`, each a package at its root with its history, such as checkouts of
  /// swift-nio or swift-syntax).
  static let repositories =
    [packageRoot]
    + (ProcessInfo.processInfo.environment["DEPGRAPH_COMPARE_REPOSITORIES"] ?? "")
    .split(separator: ":").map(String.init)

  @Test(
    "Agrees with SwiftPM's description and git on the last 20 commits of real histories",
    .enabled(
      if: (try? ReferenceAffected.commits(20, in: packageRoot).count) == 20,
      "needs this repository's git history (a clone, not a shallow one)"))
  func agreesWithReference() throws {
    for repository in Self.repositories {
      let reference = try ReferenceAffected(describing: repository)
      let analysis = try PackageAnalysis.load(packagePath: repository)
      let commits = try ReferenceAffected.commits(20, in: repository)
      #expect(commits.count == 20, "\(repository) has a history of 20 commits")
      var reachedAny = 0
      for commit in commits {
        // GitChanges names files by their absolute paths.
        let files = try GitChanges.files(base: commit + "~1", head: commit, in: repository)
          .map { String($0.dropFirst(repository.count + 1)) }
        #expect(
          files == (try ReferenceAffected.changedFiles(by: commit, in: repository)).sorted(),
          "\(repository) \(commit)")
        let reached = analysis.affected(byChanging: files).targets
        #expect(
          reached == reference.reached(byChanging: files), "\(repository) \(commit): \(files)")
        reachedAny += reached.isEmpty ? 0 : 1
      }
      // A history whose commits reach nothing would compare nothing.
      #expect(reachedAny > 0, "\(repository): no commit reaches a target")
    }
  }
}
