import DependencyGraph
import Foundation
import TestSupport
import Testing

@Suite("Placing an unlayered target: the layers that fit it, and the edit to the rules file")
struct LayerPlacementTests {
  /// app > features (independent) > core, with App on top and Core at the bottom.
  static let rules = Rules(layers: [
    .init(name: "app", targets: ["App"]),
    .init(name: "features", targets: ["Login"], independent: true),
    .init(name: "core", targets: ["Core"]),
  ])

  static func unlayered(_ fixture: Fixture) -> [TargetName: Violation] {
    Dictionary(
      uniqueKeysWithValues: fixture.analysis.check(rules: rules).violations(of: .unlayeredTarget)
        .map { ($0.target, $0) })
  }

  @Test("One layer fits: named, and --fix may place it; several: listed; none: said")
  func fits() throws {
    var fixture = Fixture()
    fixture.add("Core", dependsOn: ["Bad"])
    fixture.add("Login", dependsOn: ["Core"])
    fixture.add("App", dependsOn: ["Login", "Settings"])
    // Depends on Core, used by App: app, or features beside Login? Login is independent, so
    // Settings may be there as long as it uses no sibling.
    fixture.add("Settings", dependsOn: ["Core"])
    // Used by App and depends on Login: the features layer is independent, so only 'app'.
    fixture.add("Profile", dependsOn: ["Login"])
    fixture.add("App2", dependsOn: ["Profile"])
    // Used by Core (the bottom) and depending on App (the top): no layer fits.
    fixture.add("Bad", dependsOn: ["App"])
    let found = Self.unlayered(fixture)
    let settings = try #require(found["Settings"])
    #expect(settings.fittingLayer == nil)
    #expect(
      settings.message.hasSuffix(
        "Layers 'app', 'features', 'core' fit it, by its "
          + "dependencies and dependents: add it to the one it belongs to."))
    let profile = try #require(found["Profile"])
    #expect(profile.fittingLayer == "app")
    #expect(
      profile.message.hasSuffix(
        "Only layer 'app' fits it, by its dependencies and "
          + "dependents: 'depgraph --fix' adds it there."))
    let bad = try #require(found["Bad"])
    #expect(bad.fittingLayer == nil)
    #expect(bad.message.contains("No layer fits it"))
  }

  @Test("The edit keeps every other byte: formatting, key order, spacing")
  func edit() throws {
    let text = """
      {
        "layers": [
          { "name": "app", "targets": ["App"] },
          {
            "targets": [
              "Login"
            ],
            "independent": true,
            "name": "features"
          },
          { "because": "a \\"quoted\\" ] reason", "targets": [], "name": "core" }
        ]
      }
      """
    let features = try #require(Rules.adding("Settings", toLayer: "features", in: text))
    #expect(features == text.replacingOccurrences(of: "\"Login\"", with: "\"Login\", \"Settings\""))
    let core = try #require(Rules.adding("Core", toLayer: "core", in: text))
    #expect(
      core == text.replacingOccurrences(of: "\"targets\": []", with: "\"targets\": [\"Core\"]"))
    let quoted = try #require(Rules.adding("A\"B", toLayer: "app", in: text))
    #expect(quoted.contains(#"["App", "A\"B"]"#))
  }

  @Test(
    "No such layer, or text that is not a rules object, gives nil",
    arguments: [
      #"{"layers": [{"name": "app", "targets": ["App"]}]}"#, #"{"layers": []}"#, "[]", "{",
      #"{"layers": [{"name": "core", "targets": "Core"}]}"#, String(repeating: "[", count: 10_000),
      #"{"layers": [{"name": "core", "targets": ["Core"]"#,
    ])
  func refused(text: String) {
    #expect(Rules.adding("X", toLayer: "core", in: text) == nil)
  }

  @Test("A file without the layer is an error and stays as it was")
  func fileErrors() throws {
    let folder = try TemporaryFolder("placement")
    defer { folder.remove() }
    let original = #"{"layers": [{"name": "app", "targets": ["App"]}]}"#
    try folder.write("depgraph.json", original)
    #expect(
      throws: GraphError.configuration(
        .invalidRules(
          file: "depgraph.json", reason: "it has no layer 'core' with a 'targets' array to add X to"
        ))
    ) {
      try Rules.add(
        [(target: "Y", layer: "app"), (target: "X", layer: "core")],
        toFile: folder.path + "/depgraph.json", shownAs: "depgraph.json")
    }
    #expect(try String(contentsOfFile: folder.path + "/depgraph.json", encoding: .utf8) == original)
    try Rules.add(
      [(target: "Y", layer: "app")], toFile: folder.path + "/depgraph.json",
      shownAs: "depgraph.json")
    #expect(
      try String(contentsOfFile: folder.path + "/depgraph.json", encoding: .utf8)
        == #"{"layers": [{"name": "app", "targets": ["App", "Y"]}]}"#)
    #expect(
      throws: GraphError.file(
        .unreadable(
          path: "none.json", reason: "no such file"))
    ) {
      try Rules.add(
        [(target: "Y", layer: "app")], toFile: folder.path + "/none.json", shownAs: "none.json")
    }
  }
}
