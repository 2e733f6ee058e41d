public import Foundation

/// Architecture rules for a package: ordered layers and forbidden edges, read from JSON.
///
/// ```json
/// {
///   "layers": [
///     { "name": "app", "targets": ["App"] },
///     { "name": "features", "targets": ["Login", "Settings"], "independent": true,
///       "because": "features talk through the app, never to each other" },
///     { "name": "core", "targets": ["Core"] }
///   ],
///   "forbidden": [
///     { "from": "Core", "to": "App", "transitive": true, "because": "the core knows no app" }
///   ]
/// }
/// ```
///
/// Layers are listed from the top down: a target may depend on its own layer and the layers
/// below it. Targets in no layer are not constrained by layers.
public struct Rules: Hashable, Sendable {
  /// One layer: a named group of targets.
  public struct Layer: Hashable, Sendable {
    /// The layer's name, shown in violations.
    public let name: String
    /// The targets in the layer.
    public let targets: [String]
    /// Whether the layer's targets must not depend on each other.
    public let independent: Bool
    /// Why the layer exists, shown in its violations.
    public let because: String?

    public init(name: String, targets: [String], independent: Bool = false, because: String? = nil)
    {
      self.name = name
      self.targets = targets
      self.independent = independent
      self.because = because
    }
  }

  /// One edge that must not exist.
  public struct Forbidden: Hashable, Sendable {
    /// The target that must not depend on ``to``.
    public let from: String
    /// The target that ``from`` must not depend on.
    public let to: String
    /// Whether a chain through other targets is forbidden too, not only a direct edge.
    public let transitive: Bool
    /// Why the edge is forbidden, shown in its violations.
    public let because: String?

    /// Creates a forbidden edge.
    ///
    /// - Parameters:
    ///   - from: The target that must not depend on `to`.
    ///   - to: The target that `from` must not depend on.
    ///   - transitive: Whether chains through other targets are forbidden too.
    ///   - because: Why the edge is forbidden.
    public init(from: String, to: String, transitive: Bool = false, because: String? = nil) {
      self.from = from
      self.to = to
      self.transitive = transitive
      self.because = because
    }
  }

  /// The layers, from the top down.
  public let layers: [Layer]
  /// The forbidden edges.
  public let forbidden: [Forbidden]

  /// Creates rules from their parts.
  ///
  /// - Parameters:
  ///   - layers: The layers, from the top down.
  ///   - forbidden: The forbidden edges.
  public init(layers: [Layer] = [], forbidden: [Forbidden] = []) {
    self.layers = layers
    self.forbidden = forbidden
  }

  /// Every target name the rules mention, sorted.
  public var targetNames: [String] {
    Set(layers.flatMap(\.targets) + forbidden.flatMap { [$0.from, $0.to] }).sorted()
  }

  /// Reads rules from JSON and checks them against the package's targets.
  ///
  /// - Parameters:
  ///   - json: The rules document.
  ///   - file: The document's name, for messages.
  ///   - knownTargets: The package's target names; `nil` to skip that check.
  /// - Throws: ``GraphError/invalidRules(file:reason:)`` for invalid JSON, an unknown key, a
  ///   wrong type, an empty name, or a target in two layers or twice in one;
  ///   ``GraphError/unknownTargetsInRules(file:names:known:)`` for target names the package
  ///   does not have.
  public init(json: Data, file: String, knownTargets: [String]?) throws(GraphError) {
    let object: JSONValue
    do {
      object = try JSONDecoder().decode(JSONValue.self, from: json)
    } catch {
      throw .invalidRules(file: file, reason: decodingReason(error))
    }
    let reader = RulesReader(file: file)
    let top = try reader.object(object, at: "the top level", keys: ["layers", "forbidden"])
    let layers = try reader.array(top["layers"], at: "layers").enumerated().map {
      (index, item) throws(GraphError) in
      let at = "layers[\(index)]"
      let fields = try reader.object(
        item, at: at, keys: ["name", "targets", "independent", "because"])
      return Layer(
        name: try reader.string(fields["name"], at: at + ".name"),
        targets: try reader.strings(fields["targets"], at: at + ".targets"),
        independent: try reader.bool(fields["independent"], at: at + ".independent"),
        because: try reader.optionalString(fields["because"], at: at + ".because"))
    }
    let forbidden = try reader.array(top["forbidden"], at: "forbidden").enumerated().map {
      (index, item) throws(GraphError) in
      let at = "forbidden[\(index)]"
      let fields = try reader.object(item, at: at, keys: ["from", "to", "transitive", "because"])
      return Forbidden(
        from: try reader.string(fields["from"], at: at + ".from"),
        to: try reader.string(fields["to"], at: at + ".to"),
        transitive: try reader.bool(fields["transitive"], at: at + ".transitive"),
        because: try reader.optionalString(fields["because"], at: at + ".because"))
    }
    var layerOfTarget: [String: String] = [:]
    for layer in layers {
      for target in layer.targets {
        if let other = layerOfTarget.updateValue(layer.name, forKey: target) {
          if other == layer.name {
            throw .invalidRules(
              file: file, reason: "'\(target)' is listed twice in layer '\(other)'; list it once")
          }
          throw .invalidRules(
            file: file,
            reason: "'\(target)' is in two layers, '\(other)' and '\(layer.name)'; keep it in one")
        }
      }
    }
    self.init(layers: layers, forbidden: forbidden)
    if let knownTargets {
      let unknown = Set(targetNames).subtracting(knownTargets).sorted()
      if !unknown.isEmpty {
        throw .unknownTargetsInRules(file: file, names: unknown, known: knownTargets.sorted())
      }
    }
  }
}

/// Reads JSON values with messages that name the field at fault.
private struct RulesReader {
  let file: String

  func fail(_ reason: String) -> GraphError { .invalidRules(file: file, reason: reason) }

  func object(_ value: JSONValue?, at path: String, keys: Set<String>) throws(GraphError)
    -> [String: JSONValue]
  {
    guard case .object(let object)? = value else { throw fail("\(path) must be an object") }
    let unknown = Set(object.keys).subtracting(keys).sorted()
    guard unknown.isEmpty else {
      throw fail(
        "\(path) has unknown key '\(unknown[0])'; allowed: \(keys.sorted().joined(separator: ", "))"
      )
    }
    return object
  }

  func array(_ value: JSONValue?, at path: String) throws(GraphError) -> [JSONValue] {
    switch value {
    case nil, .null?: return []
    case .array(let array)?: return array
    default: throw fail("\(path) must be an array")
    }
  }

  func string(_ value: JSONValue?, at path: String) throws(GraphError) -> String {
    guard case .string(let string)? = value, !string.isEmpty else {
      throw fail("\(path) must be a non-empty string")
    }
    return string
  }

  func optionalString(_ value: JSONValue?, at path: String) throws(GraphError) -> String? {
    if value == nil || value == .null { return nil }
    return try string(value, at: path)
  }

  func strings(_ value: JSONValue?, at path: String) throws(GraphError) -> [String] {
    var result: [String] = []
    for (index, item) in try array(value, at: path).enumerated() {
      result.append(try string(item, at: "\(path)[\(index)]"))
    }
    return result
  }

  func bool(_ value: JSONValue?, at path: String) throws(GraphError) -> Bool {
    switch value {
    case nil, .null?: return false
    case .bool(let flag)?: return flag
    default: throw fail("\(path) must be true or false")
    }
  }
}
