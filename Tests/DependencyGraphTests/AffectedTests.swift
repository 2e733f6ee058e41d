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

  @Test("Without the base, a manifest reaches every target, the pins every user of a remote")
  func manifest() {
    for file in ["Package.swift", "Package@swift-6.0.swift"] {
      let reached = Self.analysis.affected(byChanging: [file])
      #expect(reached.targets.count == 7, "\(file)")
      #expect(reached.tests == ["CoreTests", "FeatureTests", "OtherTests"], "\(file)")
    }
    // No target uses a remote package: a pin can break none.
    let pins = Self.analysis.affected(byChanging: ["Package.resolved"])
    #expect(pins.targets.isEmpty && pins.unowned.isEmpty)
    #expect(
      pins.notes == [
        "Package.resolved is not compared with the base's: every target using a remote "
          + "package is reached."
      ])
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
    #expect(
      Set(object.keys) == [
        "base", "head", "changed", "targets", "tests", "unowned", "notes", "schemaVersion",
      ])
    #expect(object["schemaVersion"] as? Int == JSONOutput.schemaVersion)
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
      // A synchronized folder is read whole: an asset catalog, and a file deleted from it.
      ("App/Assets.xcassets/Contents.json", ["Reader", "ReaderTests", "ReaderUITests"]),
      ("App/Removed.swift", ["Reader", "ReaderTests", "ReaderUITests"]),
      // The app leaves Info.plist out of its folder, and reads it as its INFOPLIST_FILE.
      ("App/Info.plist", ["Reader", "ReaderTests", "ReaderUITests"]),
      // The app's configuration file, and the one that file includes.
      ("Config/Reader.xcconfig", ["Reader", "ReaderTests", "ReaderUITests"]),
      ("Config/Shared.xcconfig", ["Reader", "ReaderTests", "ReaderUITests"]),
      // A test's resource, outside every synchronized folder.
      ("Fixtures/feed.json", ["ReaderTests"]),
      // Left out of the app's folder, alone or with a folder, and read by no target.
      ("App/Notes.md", []),
      ("App/Drafts/Draft.swift", []),
    ])
  func projectTests(_ file: String, _ expected: [String]) throws {
    let project = fixturePath("XcodeTesting") + "/Testing.xcodeproj"
    let analysis = try PackageAnalysis.load(xcodeProject: project)
    let answer = analysis.affected(byChanging: [file])
    #expect(answer.unowned == (expected.isEmpty ? [file] : []))
    // The reference computation, which shares no code with the checker, agrees.
    let reference = try ReferenceAffected(xcodeProject: project).reached(byChanging: [file])
    #expect(reference.targets == expected && reference.unowned == answer.unowned)
    let runtime = analysis.package.targets.map { "\($0.name): \($0.runtimeDependencies)" }
    #expect(
      runtime == [
        "Reader: [ReaderWidget]", "ReaderTests: [Reader]", "ReaderUITests: [Reader]",
        "ReaderWidget: []",
      ])
    #expect(answer.targets.map(\.rawValue) == expected)
    // Nothing of this is an edge: no target imports another, and none is unused.
    #expect(analysis.check().violations.isEmpty)
  }

  @Test(
    "A file in a test's folder that no phase lists reaches the test; a broken package its users")
  func runtimeInputsAndBrokenPackage() throws {
    let folder = try TemporaryFolder("affected-classic")
    defer { folder.remove() }
    try FileManager.default.removeItem(atPath: folder.path)
    try FileManager.default.copyItem(atPath: fixturePath("XcodeClassic"), toPath: folder.path)
    let project = folder.path + "/App.xcodeproj"
    let snapshot = "AppTests/__Snapshots__/AppTests/testGreeting.1.png"
    let reached = try PackageAnalysis.load(xcodeProject: project).affected(byChanging: [snapshot])
    #expect(reached.targets == ["AppTests"] && reached.unowned.isEmpty)
    // A local package whose manifest no longer loads: its files reach the targets that link
    // a product no package read offers, and a note says why.
    try folder.write(
      "Packages/Feature/Package.swift", "// swift-tools-version: 5.9\nlet package =\n")
    let broken = try PackageAnalysis.load(xcodeProject: project)
      .affected(byChanging: ["Packages/Feature/Sources/Feature/Feature.swift"])
    #expect(broken.unowned.isEmpty)
    #expect(broken.targets.contains("My App"), "\(broken.targets)")
    #expect(broken.notes.count == 1 && broken.notes[0].contains("cannot read"), "\(broken.notes)")
  }

  @Test("Two apps making one product: a test's host is the one it depends on")
  func hostAmongAppsOfOneProduct() throws {
    let folder = try TemporaryFolder("affected-hosts")
    defer { folder.remove() }
    try FileManager.default.removeItem(atPath: folder.path)
    try FileManager.default.copyItem(atPath: fixturePath("XcodeTesting"), toPath: folder.path)
    let file = "Testing.xcodeproj/project.pbxproj"
    var text = try String(contentsOfFile: folder.path + "/" + file, encoding: .utf8)
    // The widget, listed first, makes `Reader.app` too (as a macOS app beside an iOS one
    // does); ReaderTests depends on Reader, whose product its TEST_HOST names.
    for (old, new) in [
      ("path = ReaderWidget.appex;", "path = Reader.app;"),
      (
        "D50000000000000000000001 /* Reader */,\n\t\t\t\tD50000000000000000000002 /* ReaderWidget */,",
        "D50000000000000000000002 /* ReaderWidget */,\n\t\t\t\tD50000000000000000000001 /* Reader */,"
      ),
      (
        "D10000000000000000000004 /* Resources */,\n\t\t\t);\n\t\t\tdependencies = (\n",
        "D10000000000000000000004 /* Resources */,\n\t\t\t);\n\t\t\tdependencies = (\n"
          + "\t\t\t\tD80000000000000000000002 /* PBXTargetDependency */,\n"
      ),
    ] {
      #expect(text.contains(old), "\(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    try folder.write(file, text)
    let analysis = try PackageAnalysis.load(xcodeProject: folder.path + "/Testing.xcodeproj")
    let tests = try #require(analysis.package.target(named: "ReaderTests"))
    #expect(tests.runtimeDependencies == ["Reader"])
  }

  /// This repository, then each entry of `DEPGRAPH_COMPARE_REPOSITORIES` (separated by `:`):
  /// a package at the root of its repository (swift-nio, swift-syntax), or an Xcode project
  /// at the root of its repository (`../IceCubesApp/IceCubesApp.xcodeproj`), with its history.
  static let repositories =
    [packageRoot]
    + (ProcessInfo.processInfo.environment["DEPGRAPH_COMPARE_REPOSITORIES"] ?? "")
    .split(separator: ":").map(String.init)

  /// How many commits of each history are compared: `DEPGRAPH_COMPARE_COMMITS`, else 10.
  static let comparedCommits =
    ProcessInfo.processInfo.environment["DEPGRAPH_COMPARE_COMMITS"].flatMap { Int($0) } ?? 10

  @Test(
    "Agrees with SwiftPM, the project file and git on the last commits of real histories",
    .enabled(
      if: (try? ReferenceAffected.commits(20, in: packageRoot).count) == 20,
      "needs this repository's git history (a clone, not a shallow one)"))
  func agreesWithReference() throws {
    for entry in Self.repositories {
      let isProject = entry.hasSuffix(".xcodeproj")
      let repository =
        isProject ? URL(fileURLWithPath: entry).deletingLastPathComponent().path : entry
      let commits = try ReferenceAffected.commits(Self.comparedCommits, in: repository)
      #expect(commits.count == Self.comparedCommits, "\(repository) has a long enough history")
      // Each commit is checked out in a clone of its own, the head of the change.
      let clone = try TemporaryFolder("affected-history")
      defer { clone.remove() }
      try runProgram(["git", "clone", "--quiet", "--shared", repository, clone.path])
      let location =
        isProject ? clone.path + "/" + URL(fileURLWithPath: entry).lastPathComponent : clone.path
      var counts = (reaching: 0, missed: 0, extra: 0)
      for commit in commits {
        try runProgram(["git", "-C", clone.path, "checkout", "--quiet", "--force", commit])
        let request = CheckRequest(
          source: isProject ? .xcodeProject(location) : .packages([location]),
          currentDirectory: clone.path)
        let answer = try request.affected(by: .revisions(base: commit + "~1", head: commit))
        let reference =
          isProject
          ? try ReferenceAffected(xcodeProject: location)
          : try ReferenceAffected(describing: location)
        let files = try ReferenceAffected.changedFiles(by: commit, in: clone.path)
        #expect(answer.changed == files.sorted(), "\(repository) \(commit)")
        let expected = try reference.reached(byChanging: files, base: commit + "~1")
        // A target the change reaches that the answer leaves out is a test skipped wrongly.
        let falseNegatives = Set(expected.targets).subtracting(answer.targets.map(\.rawValue))
          .sorted()
        let falsePositives = Set(answer.targets.map(\.rawValue)).subtracting(expected.targets)
          .sorted()
        #expect(falseNegatives.isEmpty, "\(repository) \(commit) leaves out: \(files)")
        #expect(falsePositives.isEmpty, "\(repository) \(commit) adds: \(files)")
        #expect(answer.unowned == expected.unowned, "\(repository) \(commit)")
        counts.missed += falseNegatives.isEmpty ? 0 : 1
        counts.extra += falsePositives.isEmpty ? 0 : 1
        counts.reaching += answer.targets.isEmpty ? 0 : 1
      }
      // A history whose commits reach nothing would compare nothing.
      #expect(counts.reaching > 0, "\(repository): no commit reaches a target")
      print(
        "\(repository): \(commits.count) commits, \(counts.reaching) reaching a target; "
          + "\(counts.missed) with a false negative, \(counts.extra) with a false positive")
    }
  }

  /// The `inputs` of the rules file at `repository`'s root, absolute, as `affected` reads them.
  static func inputs(ofRulesIn repository: String, for analysis: PackageAnalysis) throws
    -> [String: [String]]
  {
    let path = repository + "/" + Rules.defaultFileName
    guard let data = FileManager.default.contents(atPath: path) else { return [:] }
    let rules = try Rules(json: data, file: path, knownTargets: nil)
    return rules.inputs.mapValues { $0.map { analysis.workspace.root + "/" + $0 } }
  }
}
