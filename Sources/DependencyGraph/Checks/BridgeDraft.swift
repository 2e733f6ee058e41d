import Foundation

/// How to break the edge `from -> to` with the protocol bridge: the code of `from` that uses
/// `to`, and a drafted protocol for `from` to own, the conformance `to` adds, where to inject
/// the service, and what a protocol alone cannot carry.
///
/// ```swift
/// let draft = try analysis.bridge(from: "PaymentsFramework", to: "PricingServiceModule")
/// print(draft.text)   // the uses, file:line:col, then the draft as Swift
/// ```
public struct BridgeDraft: Hashable, Sendable {
  /// A protocol for the lower target, holding what it uses of one type of the upper target.
  public struct ProtocolDraft: Hashable, Sendable {
    public let name: String
    /// The lower target, which declares the protocol.
    public let owner: String
    /// The upper target's type that conforms.
    public let type: String
    /// The requirements, each copied from the type's declaration.
    public let requirements: [String]
    public let isSendable: Bool
    /// Members whose draft is not an exact copy, and why.
    public let mismatches: [String]

    /// The protocol as Swift, for the lower target.
    public var source: String {
      var lines = [
        "/// What \(owner) needs from \(type), declared where it is used.",
        "public protocol \(name)\(isSendable ? ": Sendable" : "") {",
      ]
      lines += requirements.map { "  " + $0 }
      lines.append("}")
      return lines.joined(separator: "\n") + "\n"
    }

    /// The conformance as Swift, for the upper target: the members already exist there.
    public var conformance: String { "extension \(type): \(name) {}\n" }
  }

  /// A place where the lower target creates the upper target's type, which should be given
  /// the service instead.
  public struct Injection: Hashable, Sendable {
    /// The lower target's type that creates it, if the place is inside one.
    public let enclosingType: String?
    /// The type it creates.
    public let constructed: String
    public let location: Violation.Location
    /// What to change.
    public let advice: String
  }

  /// A use that a protocol alone cannot carry, with the move that fixes it.
  public struct Blocker: Hashable, Sendable {
    public let use: SymbolUse
    public let fix: String
  }

  public let from: String
  public let to: String
  /// Every use of `to`'s declarations in `from`'s sources, in file and line order.
  public let uses: [SymbolUse]
  public let protocols: [ProtocolDraft]
  public let injection: [Injection]
  public let blockers: [Blocker]

  /// How hard the edge is to invert: blockers first, then uses.
  public var cost: [Int] { [blockers.count, uses.count] }

  /// Drafts the bridge from the uses of `upper`'s declarations in `lower`'s files.
  init(
    from lower: String, to upper: String, uses: [SymbolUse], declarations: [Declaration],
    usesConcurrency: Bool, protocolName: String?
  ) {
    from = lower
    to = upper
    self.uses = uses
    let types = Dictionary(
      declarations.filter { $0.kind == .type }.map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first })
    let named = Set(uses.filter { $0.kind != .method && $0.kind != .property }.map(\.symbol))
    // Instance members used, by the type that declares them; a member whose name two types
    // share goes to each type the lower target names, or to its only type.
    var requirements: [String: [Declaration]] = [:]
    for use in uses where use.kind == .method || use.kind == .property {
      let containers = Set(use.candidates.compactMap(\.container))
      for candidate in use.candidates {
        guard let container = candidate.container,
          containers.count == 1 || named.contains(container)
        else { continue }
        if !(requirements[container] ?? []).contains(candidate) {
          requirements[container, default: []].append(candidate)
        }
      }
    }
    let bridged = requirements.keys.sorted()
    protocols = bridged.map { type in
      var mismatches: [String] = []
      let members = (requirements[type] ?? []).map { declaration in
        Self.requirement(for: declaration, mismatches: &mismatches)
      }
      let name =
        protocolName.flatMap { bridged.count == 1 ? $0 : nil }
        ?? Self.protocolName(lower: lower, type: type)
      return ProtocolDraft(
        name: name, owner: lower, type: type, requirements: members,
        isSendable: (types[type]?.isSendable ?? false) || usesConcurrency,
        mismatches: mismatches)
    }
    let protocolOf = Dictionary(
      protocols.map { ($0.type, $0.name) }, uniquingKeysWith: { first, _ in first })
    injection = uses.filter { $0.kind == .construction }.map { use in
      let service = Self.lowerCamel(use.symbol)
      let taken = protocolOf[use.symbol].map { "any \($0)" } ?? use.symbol
      let place = use.enclosingType.map { "\($0)'s initializer" } ?? "the code that needs it"
      return Injection(
        enclosingType: use.enclosingType, constructed: use.symbol, location: use.location,
        advice: "Let \(place) take `\(service): \(taken)` instead of creating \(use.symbol), "
          + "and create \(use.symbol) where \(lower) and \(upper) are composed.")
    }
    blockers = uses.compactMap { use in
      let fix: String
      switch use.kind {
      case .signature:
        fix =
          protocolOf[use.symbol].map { "Write `any \($0)` in this declaration instead." }
          ?? "Move \(use.symbol) down into \(lower), or into a target both depend on."
      case .type:
        fix =
          protocolOf[use.symbol].map { "Use `any \($0)` here instead of \(use.symbol)." }
          ?? "Move \(use.symbol) down into \(lower), or into a target both depend on."
      case .staticMember:
        fix = "Pass the value in: read \(use.symbol) where both targets are composed."
      case .globalFunction, .globalConstant:
        fix =
          "Pass the value in, or move \(use.symbol.replacingOccurrences(of: "()", with: "")) "
          + "down into \(lower)."
      case .construction, .method, .property, .unresolved:
        return nil
      }
      return Blocker(use: use, fix: fix)
    }
  }

  /// A protocol requirement copied from a declaration.
  static func requirement(for declaration: Declaration, mismatches: inout [String]) -> String {
    var signature = declaration.signature
    switch declaration.kind {
    case .property:
      guard let colon = signature.firstIndex(of: ":") else {
        mismatches.append(
          "\(declaration.name): its type is inferred; write it in \(declaration.container ?? "")"
            + " so that the requirement can name it")
        return "var \(declaration.name): <#Type#> { get }"
      }
      let type = signature[signature.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      return "var \(declaration.name): \(type) { get }"
    default:
      // Protocol requirements cannot have default arguments.
      let withoutDefaults = signature.replacingOccurrences(
        of: #"\s*=\s*[^,()]+(?=[,)])"#, with: "", options: .regularExpression)
      if withoutDefaults != signature {
        mismatches.append(
          "\(declaration.name): default arguments dropped; a protocol extension can restore them")
        signature = withoutDefaults
      }
      return signature
    }
  }

  /// Agent nouns whose "-er" or "-or" reads as a capability in "-ing": `PriceFormatter`
  /// becomes `PriceFormatting`. Other names keep their form (`ByteBuffer` is no "ByteBuffing").
  static let agentNouns = [
    "Formatter", "Provider", "Loader", "Handler", "Builder", "Parser", "Renderer", "Resolver",
    "Fetcher", "Logger", "Tracker", "Reader", "Writer", "Encoder", "Decoder", "Converter",
    "Presenter", "Scheduler", "Manager", "Controller", "Calculator",
  ]

  /// `PaymentsFramework` and `PriceFormatter` give `PaymentsPriceFormatting`;
  /// `BridgeFramework` and `ColorService` give `BridgeColorServiceProviding`.
  static func protocolName(lower: String, type: String) -> String {
    var prefix = lower
    for suffix in ["Framework", "Module", "Kit", "Library"]
    where prefix.hasSuffix(suffix) && prefix.count > suffix.count {
      prefix.removeLast(suffix.count)
      break
    }
    // Each agent noun ends in "er" or "or": drop it for "ing".
    let base =
      agentNouns.contains { type.hasSuffix($0) }
      ? String(type.dropLast(2)) + "ing" : type + "Providing"
    return base.hasPrefix(prefix) ? base : prefix + base
  }

  static func lowerCamel(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }
}
