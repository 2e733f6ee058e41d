import Foundation
import TestSupport
import Testing

@testable import DependencyGraph

/// depgraph.schema.json says what the rules reader reads: Scripts/check-schemas.sh validates
/// the repository's rules files and examples with a JSON Schema validator; these tests hold the
/// schema to the reader from the other side.
@Suite("The rules file's JSON Schema and the rules reader agree")
struct RulesSchemaTests {
  static let schemaPath = packageRoot + "/depgraph.schema.json"

  static func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: schemaPath))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("The schema names every rule an allow entry may name, and no other")
  func rulesEnum() throws {
    let properties = try #require(try Self.schema()["properties"] as? [String: Any])
    let allow = try #require(properties["allow"] as? [String: Any])
    let items = try #require(allow["items"] as? [String: Any])
    let fields = try #require(items["properties"] as? [String: Any])
    let rule = try #require(fields["rule"] as? [String: Any])
    #expect(rule["enum"] as? [String] == Violation.Rule.allCases.map(\.rawValue))
  }

  @Test(
    "What the schema refuses, the reader refuses too",
    arguments: [
      #"{"layers": [{"targets": ["A"]}]}"#, #"{"layerz": []}"#,
      #"{"allow": [{"rule": "cycle", "target": "A"}]}"#,
      #"{"allow": [{"rule": "cycles", "target": "A", "because": "x"}]}"#,
      #"{"layers": [{"name": "a", "targets": ["A"], "independent": "yes"}]}"#,
      #"{"inputs": {"ATests": ["/etc"]}}"#, #"{"version": 2}"#,
    ])
  func refusedByBoth(_ json: String) {
    #expect(throws: GraphError.self) {
      try Rules(json: Data(json.utf8), file: "depgraph.json", knownTargets: nil)
    }
  }

  @Test("The schema's top-level keys are the ones the reader takes, $schema included")
  func topLevelKeys() throws {
    let properties = try #require(try Self.schema()["properties"] as? [String: Any])
    #expect(
      Set(properties.keys) == ["$schema", "version", "layers", "forbidden", "allow", "inputs"])
    let rules = try Rules(
      json: Data(
        #"{"$schema": "depgraph.schema.json", "version": 1, "layers": [], "forbidden": [], "allow": [], "inputs": {}}"#
          .utf8),
      file: "depgraph.json", knownTargets: nil)
    #expect(rules.layers.isEmpty)
  }
}
