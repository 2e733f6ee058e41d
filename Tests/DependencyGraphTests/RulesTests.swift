import DependencyGraph
import Foundation
import Testing

@Suite("Rules file")
struct RulesTests {
  static let known = ["App", "Core", "Login", "Settings"]

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
    #expect(rules.targetNames == Self.known)
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
    ])
  func invalid(_ json: String, _ message: String) {
    do {
      _ = try Rules(json: Data(json.utf8), file: "r.json", knownTargets: Self.known)
      Issue.record("accepted: \(json)")
    } catch {
      #expect(error.description.contains(message), "\(error)")
    }
  }
}
