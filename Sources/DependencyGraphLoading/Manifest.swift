import DependencyGraphModel
import DependencyGraphSupport
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
    let settings: [Setting]?
  }

  /// One of a target's build settings; only the Swift compiler's flags are kept:
  /// `{"tool": "swift", "kind": {"define": {"_0": "FLAG"}}, "condition": {"config": "debug"}}`.
  struct Setting: Decodable {
    /// The flags it defines: a `.define`'s name, or the `-D` flags of `.unsafeFlags`.
    let defines: [String]
    /// The module each name an import may use stands for, from `-module-alias Name=Module`
    /// in `.unsafeFlags`: `import Name` loads `Module`.
    let moduleAliases: [String: String]
    /// The configuration it applies to, `debug` or `release`; `nil` for both.
    let configuration: String?
    /// Whether it applies only on some platforms or with some traits.
    let isConditional: Bool
    /// The platforms it applies on, as SwiftPM names them, when only they condition it.
    let platforms: Set<String>?

    private enum CodingKeys: String, CodingKey { case tool, kind, condition }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let tool = try container.decodeIfPresent(String.self, forKey: .tool)
      let kind = try container.decodeIfPresent(JSONValue.self, forKey: .kind)
      var defines: [String] = []
      var moduleAliases: [String: String] = [:]
      if tool == "swift", case .object(let kinds)? = kind {
        if case .object(let define)? = kinds["define"], case .string(let name)? = define["_0"] {
          // `.define("NAME=value")`: Swift takes the name.
          defines = [String(name.prefix { $0 != "=" })]
        }
        if case .object(let flags)? = kinds["unsafeFlags"], case .array(let values)? = flags["_0"] {
          let flags = values.compactMap { if case .string(let s) = $0 { s } else { nil } }
          defines = Self.definedFlags(flags)
          moduleAliases = Self.moduleAliases(flags)
        }
      }
      self.defines = defines
      self.moduleAliases = moduleAliases
      var configuration: String?
      var isConditional = false
      var platforms: Set<String>?
      if case .object(let condition)? = try container.decodeIfPresent(
        JSONValue.self, forKey: .condition)
      {
        if case .string(let name)? = condition["config"] { configuration = name }
        for key in ["platformNames", "traits"] {
          if case .array(let values)? = condition[key], !values.isEmpty { isConditional = true }
        }
        if case .array(let names)? = condition["platformNames"], !names.isEmpty {
          platforms = Set(names.compactMap { if case .string(let name) = $0 { name } else { nil } })
        }
        if case .array(let traits)? = condition["traits"], !traits.isEmpty { platforms = nil }
      }
      self.configuration = configuration
      self.isConditional = isConditional
      self.platforms = platforms
    }

    /// The aliases that `-module-alias Name=Module` flags give, by name.
    static func moduleAliases(_ flags: [String]) -> [String: String] {
      var aliases: [String: String] = [:]
      for (flag, value) in zip(flags, flags.dropFirst()) where flag == "-module-alias" {
        let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
        if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty { aliases[parts[0]] = parts[1] }
      }
      return aliases
    }

    /// The names that `-DNAME` and `-D NAME` flags define.
    static func definedFlags(_ flags: [String]) -> [String] {
      var names: [String] = []
      var index = flags.startIndex
      while index < flags.endIndex {
        let flag = flags[index]
        if flag == "-D", index + 1 < flags.endIndex {
          names.append(flags[index + 1])
          index += 2
          continue
        }
        if flag.hasPrefix("-D"), flag.count > 2 { names.append(String(flag.dropFirst(2))) }
        index += 1
      }
      return names.map { String($0.prefix { $0 != "=" }) }
    }
  }

  /// One of the package's traits; an enabled trait is a compilation condition of its targets.
  struct Trait: Decodable {
    let name: String
  }

  struct Resource: Decodable {
    let path: String
  }

  /// One entry of a target's `dependencies`, such as `{"byName": ["A", null]}` or
  /// `{"product": ["P", "pkg", {"Utils": "GameUtils"}, {"platformNames": ["linux"]}]}`.
  struct Dependency: Decodable {
    enum Kind { case byName, target, product }
    let kind: Kind
    let name: String
    let condition: DependencyCondition?
    /// A product's `moduleAliases`: the new name of each module of the product's package that
    /// it renames, by the module's own name (`["Utils": "GameUtils"]`: `import GameUtils`).
    let moduleAliases: [String: String]

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
      var moduleAliases: [String: String] = [:]
      if key == .product, !values.isAtEnd {
        _ = try values.decode(JSONValue.self)  // the package's name, or null
        if !values.isAtEnd, case .object(let aliases) = try values.decode(JSONValue.self) {
          for case (let module, .string(let alias)) in aliases { moduleAliases[module] = alias }
        }
      }
      self.moduleAliases = moduleAliases
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
  let traits: [Trait]?

  init(json: Data, source: String) throws(GraphError) {
    do {
      self = try JSONDecoder().decode(Manifest.self, from: json)
    } catch {
      throw .input(.malformedJSON(source: source, reason: decodingReason(error)))
    }
    try rejectDuplicateNames(targets.map(\.name), source: source)
  }

  /// The flags each configuration of a target defines: `DEBUG` in `debug`, its `.define` and
  /// `-D` settings, and the package's traits, which a build may enable or not.
  func buildConditions(of target: Target) -> BuildConditions {
    let traits = Set((traits ?? []).map(\.name)).subtracting(["default"])
    return BuildConditions(
      BuildConditions.swiftPM.configurations.map { configuration in
        var configuration = configuration
        configuration.possible.formUnion(traits)
        for setting in target.settings ?? []
        where setting.configuration == nil || setting.configuration == configuration.name {
          if setting.isConditional {
            configuration.possible.formUnion(setting.defines)
            for flag in setting.defines {
              // Once a trait conditions a flag, where it is defined is unknown.
              let known = configuration.definedOn[flag] ?? .some([])
              configuration.definedOn[flag] = .some(
                known.flatMap { platforms in setting.platforms.map(platforms.union) })
            }
          } else {
            configuration.defined.formUnion(setting.defines)
          }
        }
        return configuration
      })
  }

  /// The module each name an import of the target may use stands for, where an alias renames
  /// it: a product's `moduleAliases` (`import GameUtils` loads the product's `Utils`) and
  /// `-module-alias Name=Module` in the target's unsafe flags.
  func moduleAliases(of target: Target) -> [ModuleName: ModuleName] {
    var aliases: [ModuleName: ModuleName] = [:]
    for dependency in target.dependencies ?? [] {
      for (module, alias) in dependency.moduleAliases {
        aliases[ModuleName(alias)] = ModuleName(module)
      }
    }
    for setting in target.settings ?? [] {
      for (alias, module) in setting.moduleAliases {
        aliases[ModuleName(alias)] = ModuleName(module)
      }
    }
    return aliases
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
