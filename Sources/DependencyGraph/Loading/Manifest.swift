import Foundation

/// The output of `swift package dump-package`: the manifest as written, before SwiftPM lays
/// out any sources. It gives what `describe` leaves out (dependency conditions, where a C
/// target's public headers are), and it is the only answer SwiftPM gives for a manifest whose
/// targets form a cycle.
struct Manifest: Decodable {
  struct Target: Decodable {
    let name: String
    let type: String
    let path: String?
    let sources: [String]?
    let exclude: [String]?
    let resources: [Resource]?
    let publicHeadersPath: String?
    let dependencies: [Dependency]?
  }

  struct Resource: Decodable {
    let path: String
  }

  /// One entry of a target's `dependencies`, such as `{"byName": ["A", null]}` or
  /// `{"product": ["P", "pkg", null, {"platformNames": ["linux"]}]}`.
  struct Dependency: Decodable {
    enum Kind { case byName, target, product }
    let kind: Kind
    let name: String
    let condition: DependencyCondition?

    private enum CodingKeys: String, CodingKey {
      case byName, target, product
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard let key = [CodingKeys.byName, .target, .product].first(where: container.contains)
      else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "unknown kind of dependency"))
      }
      kind = key == .byName ? .byName : key == .target ? .target : .product
      var values = try container.nestedUnkeyedContainer(forKey: key)
      name = try values.decode(String.self)
      // The condition is an object with `platformNames` or `traits`; for a product it comes
      // after the package name and the module aliases.
      var platforms: [String] = []
      var traits: [String] = []
      while !values.isAtEnd {
        guard case .object(let fields) = try values.decode(JSONValue.self) else { continue }
        if case .array(let names)? = fields["platformNames"] {
          platforms = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
        if case .array(let names)? = fields["traits"] {
          traits = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
      }
      condition =
        platforms.isEmpty && traits.isEmpty
        ? nil : DependencyCondition(platforms: platforms, traits: traits)
    }
  }

  let name: String
  let targets: [Target]

  init(json: Data, source: String) throws(GraphError) {
    do {
      self = try JSONDecoder().decode(Manifest.self, from: json)
    } catch {
      throw .malformedJSON(source: source, reason: decodingReason(error))
    }
    try rejectDuplicateNames(targets.map(\.name), source: source)
  }

  /// The conditions of one target's conditional dependencies, by dependency name.
  func conditions(of target: Target) -> [String: DependencyCondition] {
    var result: [String: DependencyCondition] = [:]
    for dependency in target.dependencies ?? [] {
      if let condition = dependency.condition { result[dependency.name] = condition }
    }
    return result
  }
}
