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
