import Foundation
import Testing

@testable import DependencyGraph
@testable import DependencyGraphChanges

@Suite("Rules file")
struct RulesTests {
  static let known: [TargetName] = ["App", "Core", "Login", "Settings"]

  @Test("Reads layers and forbidden edges with their defaults")
  func valid() throws {
    let json = """
      {
        "layers": [
          {"name": "app", "targets": ["App"]},
          {"name": "features", "targets": ["Login", "Settings"], "independent": true,
           "because": "features meet in the app"},
          {"name": "core", "targets": ["Core"]}
        ],
        "forbidden": [{"from": "Core", "to": "App", "transitive": true, "because": "no"},
                      {"from": "Login", "to": "Settings"}]
      }
      """
    let rules = try Rules(json: Data(json.utf8), file: "r.json", knownTargets: Self.known)
    #expect(rules.layers.map(\.name) == ["app", "features", "core"])
    #expect(rules.layers[1].independent)
    #expect(!rules.layers[0].independent)
    #expect(rules.layers[1].because == "features meet in the app")
    #expect(
      rules.forbidden[0]
        == Rules.Forbidden(from: "Core", to: "App", transitive: true, because: "no"))
    #expect(rules.forbidden[1].transitive == false)
    #expect(rules.targetNames == Self.known.map(\.rawValue))
  }

  @Test("Inputs name the files a target reads, by target or pattern")
  func inputs() throws {
    let rules = try Rules(
      json: Data(#"{"inputs": {"App": ["README.md", "Docs/*.md"], "*": ["Fixtures/**"]}}"#.utf8),
      file: "r.json", knownTargets: Self.known)
    #expect(rules.inputs == ["App": ["README.md", "Docs/*.md"], "*": ["Fixtures/**"]])
    #expect(rules.layers.isEmpty && rules.forbidden.isEmpty)
  }

  @Test(
    "Path patterns: * within a name, ** across folders",
    arguments: [
      ("Docs/*.md", "Docs/Navigation.md", true),
      ("Docs/*.md", "Docs/Sub/Navigation.md", false),
      ("Docs/**", "Docs/Sub/Navigation.md", true),
      ("Tests/Fixtures/**", "Tests/FixturesOld/Package.swift", false),
      ("Tests/Fixtures/**", "Tests/Fixtures/A/Package.swift", true),
      ("**/Package.swift", "Package.swift", true),
      ("**/Package.swift", "Tests/Fixtures/A/Package.swift", true),
      ("README.md", "Docs/README.md", false),
      ("/pkg/Docs/?.md", "/pkg/Docs/A.md", true),
    ])
  func pathPatterns(_ pattern: String, _ path: String, _ matches: Bool) {
    #expect(PathPattern.matches(pattern, path) == matches)
  }

  @Test("An empty object is valid and constrains nothing")
  func empty() throws {
    let rules = try Rules(json: Data("{}".utf8), file: "r.json", knownTargets: [])
    #expect(rules == Rules())
  }

  @Test(
    "A bad rules file is refused with the field at fault",
    arguments: [
      ("not json", "Invalid rules in r.json: not valid JSON"),
      ("[]", "the top level must be an object"),
      (#"{"layer": []}"#, "unknown key 'layer'"),
      (#"{"layers": {}}"#, "layers must be an array"),
      (#"{"layers": [{"targets": ["App"]}]}"#, "layers[0].name must be a non-empty string"),
      (#"{"layers": [{"name": "", "targets": []}]}"#, "layers[0].name must be a non-empty string"),
      (#"{"layers": [{"name": "a", "targets": [1]}]}"#, "layers[0].targets[0] must be"),
      (
        #"{"layers": [{"name": "a", "targets": [], "independent": 1}]}"#,
        "layers[0].independent must be true or false"
      ),
      (
        #"{"layers": [{"name": "a", "targets": [], "sibling": true}]}"#,
        "layers[0] has unknown key 'sibling'"
      ),
      (#"{"forbidden": [{"from": "App"}]}"#, "forbidden[0].to must be a non-empty string"),
      (
        #"{"forbidden": [{"from": "App", "to": "Core", "because": 3}]}"#,
        "forbidden[0].because must be"
      ),
      (
        #"{"layers": [{"name": "a", "targets": ["App"]}, {"name": "b", "targets": ["App"]}]}"#,
        "'App' is in two layers, 'a' and 'b'"
      ),
      (
        #"{"layers": [{"name": "core", "targets": ["App", "App"]}]}"#,
        "'App' is listed twice in layer 'core'; list it once"
      ),
      (
        #"{"forbidden": [{"from": "Ghost", "to": "App"}], "layers": [{"name": "x", "targets": ["Phantom"]}]}"#,
        "names targets the package does not have: Ghost, Phantom"
      ),
      (#"{"layers": [{"name": "x", "targets": ["*Feature"]}]}"#, "does not have: *Feature"),
      (#"{"version": 2}"#, "version is 2, but this depgraph reads version 1"),
      (#"{"version": "1"}"#, "version must be a whole number"),
      (#"{"allow": [{"rule": "layer", "target": "App"}]}"#, "allow[0] needs 'because'"),
      (
        #"{"allow": [{"rule": "layer", "target": "App", "because": ""}]}"#,
        "allow[0].because must be a non-empty string"
      ),
      (
        #"{"allow": [{"rule": "layers", "target": "App", "because": "x"}]}"#,
        "allow[0].rule 'layers' is not a rule; rules: cycle,"
      ),
      (
        #"{"allow": [{"rule": "layer", "target": "App", "module": "Ghost", "because": "x"}]}"#,
        "does not have: Ghost"
      ),
      (
        #"{"allow": [{"rule": "layer", "target": "App", "because": "x", "until": 1}]}"#,
        "allow[0] has unknown key 'until'"
      ),
      (#"{"inputs": ["App"]}"#, "inputs is not an object of target names"),
      (#"{"inputs": {"App": "README.md"}}"#, "inputs.App must be an array"),
      (#"{"inputs": {"App": ["/etc/passwd"]}}"#, "inputs.App holds '/etc/passwd': give paths"),
      (#"{"inputs": {"Ghost": ["README.md"]}}"#, "does not have: Ghost"),
    ])
  func invalid(_ json: String, _ message: String) {
    do {
      _ = try Rules(json: Data(json.utf8), file: "r.json", knownTargets: Self.known)
      Issue.record("accepted: \(json)")
    } catch {
      #expect(error.description.contains(message), "\(error)")
    }
  }

  @Test("Allow entries keep their reason and where they are in the file")
  func allow() throws {
    let json = """
      {
        "version": 1,
        "allow": [
          {"rule": "unused-dependency", "target": "App", "module": "Core",
           "because": "Core registers fonts when linked"}
        ]
      }
      """
    let rules = try Rules(json: Data(json.utf8), file: "r.json", knownTargets: Self.known)
    let allowance = try #require(rules.allow.first)
    #expect(allowance.rule == .unusedDependency)
    #expect(allowance.target == "App")
    #expect(allowance.module == "Core")
    #expect(allowance.because == "Core registers fonts when linked")
    #expect(allowance.location == Violation.Location(file: "r.json", line: 5, column: 17))
  }

  @Test("A target named in a layer is there; otherwise the first layer whose pattern matches")
  func patterns() throws {
    let json = """
      {"layers": [
        {"name": "tests", "targets": ["*Tests"]},
        {"name": "app", "targets": ["App", "AppTests"]},
        {"name": "features", "targets": ["*Feature", "*"]}
      ]}
      """
    let targets: [TargetName] = ["App", "AppTests", "CoreTests", "LoginFeature", "Core"]
    let rules = try Rules(json: Data(json.utf8), file: "r.json", knownTargets: targets)
    #expect(
      rules.layerIndices(of: targets)
        == ["App": 1, "AppTests": 1, "CoreTests": 0, "LoginFeature": 2, "Core": 2])
  }

  @Test("Forbidden patterns stand for every pair they match, never a target and itself")
  func forbiddenPatterns() {
    let rules = Rules(forbidden: [Rules.Forbidden(from: "*Feature", to: "*Feature")])
    #expect(
      rules.forbiddenEdges(among: ["AFeature", "BFeature", "Core"]).map { [$0.from, $0.to] }
        == [["AFeature", "BFeature"], ["BFeature", "AFeature"]])
  }
}

@Suite("Target patterns")
struct TargetPatternTests {
  @Test(
    "Wildcards match as in a shell; a plain name matches only itself",
    arguments: [
      ("*Tests", "AppTests", true), ("*Tests", "Tests", true), ("*Tests", "AppTest", false),
      ("App*", "App", true), ("A?p", "App", true), ("A?p", "Ap", false),
      ("*e*e*", "Feature", true), ("*e*e*", "Core", false), ("*", "", true),
      ("App", "App", true), ("App", "AppTests", false), ("**x", "x", true),
      ("a*b*c", "aXbYbZc", true), ("a*b*c", "aXbYbZ", false),
    ] as [(String, String, Bool)])
  func matches(_ pattern: String, _ name: String, _ expected: Bool) {
    #expect(TargetPattern.matches(pattern, name) == expected)
  }
}
