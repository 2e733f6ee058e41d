import DependencyGraphSupport
public import Foundation

/// Architecture rules for a package: ordered layers, forbidden edges and justified exceptions,
/// read from JSON.
///
/// ```json
/// {
///   "layers": [
///     { "name": "tests", "targets": ["*Tests"] },
///     { "name": "app", "targets": ["App"] },
///     { "name": "features", "targets": ["*Feature"], "independent": true,
///       "because": "features talk through the app, never to each other" },
///     { "name": "core", "targets": ["Core"] }
///   ],
///   "forbidden": [
///     { "from": "Core", "to": "App", "transitive": true, "because": "the core knows no app" }
///   ],
///   "allow": [
///     { "rule": "unused-dependency", "target": "App", "module": "Core",
///       "because": "Core registers its fonts when loaded" }
///   ],
///   "inputs": { "CoreTests": ["Fixtures/**", "README.md"] }
/// }
/// ```
///
/// Layers are listed from the top down: a target may depend on its own layer and the layers
/// below it. A name with `*` (any run of characters) or `?` (one character) is a pattern: a
/// target named exactly in a layer is in that layer, otherwise in the first layer, top down,
/// with a pattern that matches it. When there are layers, a target in none is reported
/// (`unlayered-target`). Findings that an `allow` entry matches are left out of the report.
public struct Rules: Hashable, Sendable {
  /// One layer: a named group of targets.
  public struct Layer: Hashable, Sendable {
    /// The layer's name, shown in violations.
    public let name: String
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

  /// A layer as a check applies it: the targets it holds once its patterns are resolved
  /// against the package's, in the package's order.
  public struct ResolvedLayer: Hashable, Sendable {
    public let name: String
    public let targets: [TargetName]
    public let independent: Bool
    public let because: String?

    public init(
      name: String, targets: [TargetName], independent: Bool = false, because: String? = nil
    ) {
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

  /// A finding the team accepts, with the reason; it is left out of the report and shown by
  /// `depgraph --verbose`.
  public struct Allowance: Hashable, Sendable {
    public let rule: Violation.Rule
    /// The target at fault: a name or a pattern.
    public let target: String
    /// The module at the other end: a name or a pattern; any when `nil`.
    public let module: String?
    /// Why the finding is accepted; required.
    public let because: String
    /// Where the entry is in the rules file, for the warning when it matches nothing.
    public let location: Violation.Location?

    public init(
      rule: Violation.Rule, target: String, module: String? = nil, because: String,
      location: Violation.Location? = nil
    ) {
      self.rule = rule
      self.target = target
      self.module = module
      self.because = because
      self.location = location
    }

    /// Whether the entry accepts this finding.
    public func matches(_ violation: Violation) -> Bool {
      violation.rule == rule && TargetPattern.matches(target, violation.target)
        && (module.map { pattern in
          violation.module.map { TargetPattern.matches(pattern, $0) } ?? false
        } ?? true)
    }
  }

  /// The format version this code reads; a file may omit it.
  public static let version = 1
  /// The rules file a package keeps at its root, read when no other is given.
  public static let defaultFileName = "depgraph.json"

  /// The layers, from the top down.
  public let layers: [Layer]
  public let forbidden: [Forbidden]
  /// The accepted findings.
  public let allow: [Allowance]
  /// The files each target reads besides its own folder's (a test's fixtures, a document whose
  /// table it checks), as paths relative to the rules file's folder, where `*` stands for any
  /// run of characters but `/` and `**` for any number of folders: `depgraph affected` reaches
  /// the target when one of them changes.
  public let inputs: [String: [String]]

  public init(
    layers: [Layer] = [], forbidden: [Forbidden] = [], allow: [Allowance] = [],
    inputs: [String: [String]] = [:]
  ) {
    self.layers = layers
    self.forbidden = forbidden
    self.allow = allow
    self.inputs = inputs
  }

  /// Every target name or pattern the rules mention, sorted.
  public var targetNames: [String] {
    Set(
      layers.flatMap(\.targets) + forbidden.flatMap { [$0.from, $0.to] }
        + allow.flatMap { [$0.target] + ($0.module.map { [$0] } ?? []) } + inputs.keys
    ).sorted()
  }

  /// The layer of each target: the layer that names it exactly, or else the first layer, top
  /// down, with a pattern that matches it. Targets in no layer are absent.
  ///
  /// - Returns: Each target's layer index into ``layers``.
  public func layerIndices(of targets: [TargetName]) -> [TargetName: Int] {
    var result: [TargetName: Int] = [:]
    for (index, layer) in layers.enumerated() {
      for name in layer.targets where !TargetPattern.isPattern(name) {
        result[TargetName(name)] = index
      }
    }
    for target in targets where result[target] == nil {
      if let index = layers.firstIndex(where: { layer in
        layer.targets.contains { TargetPattern.isPattern($0) && TargetPattern.matches($0, target) }
      }) {
        result[target] = index
      }
    }
    return result
  }

  /// The layers with the targets each holds, patterns resolved as ``layerIndices(of:)`` says.
  public func resolvedLayers(for targets: [TargetName]) -> [ResolvedLayer] {
    let indices = layerIndices(of: targets)
    return layers.enumerated().map { index, layer in
      ResolvedLayer(
        name: layer.name, targets: targets.filter { indices[$0] == index },
        independent: layer.independent, because: layer.because)
    }
  }

  /// One edge between two targets that a ``Forbidden`` entry rules out.
  public struct ForbiddenEdge: Hashable, Sendable {
    public let from: TargetName
    public let to: TargetName
    /// The entry that rules it out.
    public let rule: Forbidden
  }

  /// The forbidden edges between targets, with each pattern replaced by the targets it matches.
  public func forbiddenEdges(among targets: [TargetName]) -> [ForbiddenEdge] {
    forbidden.flatMap { rule in
      let froms = TargetPattern.expand(rule.from, in: targets)
      let tos = TargetPattern.expand(rule.to, in: targets)
      return froms.flatMap { from in
        tos.filter { $0 != from }.map { to in ForbiddenEdge(from: from, to: to, rule: rule) }
      }
    }
  }

  /// Reads rules from JSON and checks them against the package's targets.
  ///
  /// - Parameters:
  ///   - json: The rules document.
  ///   - file: The document's name, for messages.
  ///   - knownTargets: The package's target names; `nil` to skip that check.
  /// - Throws: ``ConfigurationError/invalidRules(file:reason:)`` for invalid JSON, an unknown key, a
  ///   wrong type, an empty name, or a target in two layers or twice in one;
  ///   ``ConfigurationError/unknownTargetsInRules(file:names:known:)`` for target names the package
  ///   does not have.
  public init(json: Data, file: String, knownTargets: [TargetName]?) throws(GraphError) {
    func invalid(_ reason: String) -> GraphError {
      .configuration(.invalidRules(file: file, reason: reason))
    }
    let object: JSONValue
    do {
      object = try JSONDecoder().decode(JSONValue.self, from: json)
    } catch {
      throw invalid(decodingReason(error))
    }
    let reader = JSONFieldReader(fail: invalid)
    let top = try reader.object(
      object, at: "the top level",
      keys: ["$schema", "version", "layers", "forbidden", "allow", "inputs"])
    if top["version"] != nil {
      let version = try reader.integer(top["version"], at: "version")
      guard version == Self.version else {
        throw invalid("version is \(version), but this depgraph reads version \(Self.version)")
      }
    }
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
    let text = String(decoding: json, as: UTF8.self)
    let allow = try reader.array(top["allow"], at: "allow").enumerated().map {
      (index, item) throws(GraphError) in
      let at = "allow[\(index)]"
      let fields = try reader.object(item, at: at, keys: ["rule", "target", "module", "because"])
      let rule = try reader.rule(fields["rule"], at: at + ".rule")
      guard fields["because"] != nil, fields["because"] != .null else {
        throw invalid("\(at) needs 'because': say why the finding is accepted")
      }
      let because = try reader.string(fields["because"], at: at + ".because")
      return Allowance(
        rule: rule, target: try reader.string(fields["target"], at: at + ".target"),
        module: try reader.optionalString(fields["module"], at: at + ".module"),
        because: because, location: Self.location(of: because, in: text, file: file))
    }
    var inputs: [String: [String]] = [:]
    if let value = top["inputs"], value != .null {
      guard case .object(let targets) = value else {
        throw invalid("inputs is not an object of target names, each with a list of paths")
      }
      for (target, paths) in targets {
        let at = "inputs.\(target)"
        inputs[target] = try reader.strings(paths, at: at)
        if let bad = inputs[target]?.first(where: { $0.isEmpty || $0.hasPrefix("/") }) {
          throw invalid("\(at) holds '\(bad)': give paths relative to \(file)'s folder")
        }
      }
    }
    var layerOfTarget: [String: String] = [:]
    for layer in layers {
      for target in layer.targets {
        if let other = layerOfTarget.updateValue(layer.name, forKey: target) {
          if other == layer.name {
            throw invalid("'\(target)' is listed twice in layer '\(other)'; list it once")
          }
          throw invalid(
            "'\(target)' is in two layers, '\(other)' and '\(layer.name)'; keep it in one")
        }
      }
    }
    self.init(layers: layers, forbidden: forbidden, allow: allow, inputs: inputs)
    if let knownTargets {
      // A pattern must match some target, as a name must be one: either is a typo otherwise.
      let unknown = targetNames.filter { name in
        !knownTargets.contains { TargetPattern.matches(name, $0) }
      }
      if !unknown.isEmpty {
        throw .configuration(
          .unknownTargetsInRules(file: file, names: unknown, known: knownTargets.sorted()))
      }
    }
  }

  /// The line and column of the JSON string `value` in `text`, the first place it occurs.
  private static func location(of value: String, in text: String, file: String)
    -> Violation.Location?
  {
    guard let data = try? JSONEncoder().encode(value),
      let range = text.range(of: String(decoding: data, as: UTF8.self))
    else { return nil }
    var line = 1
    var lineStart = text.startIndex
    for index in text[..<range.lowerBound].indices where text[index] == "\n" {
      line += 1
      lineStart = text.index(after: index)
    }
    let column = text.utf8.distance(from: lineStart, to: range.lowerBound) + 1
    return Violation.Location(file: file, line: line, column: column)
  }
}
