import DependencyGraph
import Testing

@Suite("A generated package of 200 targets and 2,000 files")
struct LargePackageTests {
  static let targetCount = 200
  static let filesPerTarget = 10

  /// Every target depends on and imports up to three lower ones; one file of the first target
  /// also imports the last, which it never declared and which reaches it: declaring it would
  /// close a cycle.
  static var fixture: Fixture {
    var fixture = Fixture()
    for index in 0..<targetCount {
      let name = "Module\(index)"
      let dependencies = Array(
        Set([index - 1, index / 2, index / 3].filter { $0 >= 0 && $0 != index })
      )
      .sorted().map { "Module\($0)" }
      let sources = (0..<filesPerTarget).map { "File\($0).swift" }
      fixture.targets.append(
        Target(
          name: TargetName(name), path: "Sources/\(name)", sources: sources,
          targetDependencies: dependencies.map(TargetName.init)))
      for source in sources {
        var text = "import Foundation\n" + dependencies.map { "import \($0)\n" }.joined()
        text += "let text = \"import Nothing\" // import Nothing\n/* import Nothing */\n"
        if index == 0 && source == "File9.swift" { text += "import Module\(targetCount - 1)\n" }
        fixture.files["/pkg/Sources/\(name)/\(source)"] = text
      }
    }
    return fixture
  }

  @Test("Every import is found and only the one import that would close a cycle is reported")
  func scale() throws {
    let analysis = Self.fixture.analysis
    let declaredImports = analysis.package.targets.reduce(0) {
      $0 + $1.sources.count * ($1.targetDependencies.count + 1)
    }
    #expect(analysis.imports.values.reduce(0) { $0 + $1.count } == declaredImports + 1)
    let report = analysis.check(strict: true)
    #expect(report.cycles.isEmpty)
    let cyclic = try #require(report.violations.first)
    #expect(report.violations.count == 1)
    #expect(cyclic.rule == .cyclicImport)
    #expect(cyclic.target == "Module0")
    #expect(cyclic.module == "Module\(Self.targetCount - 1)")
    #expect(cyclic.location?.file == "Sources/Module0/File9.swift")
    #expect(cyclic.path?.first == "Module0" && cyclic.path?.last == "Module0")
    #expect(cyclic.notes.count == (cyclic.path?.count ?? 0) - 2)
  }
}
