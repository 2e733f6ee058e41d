public import DependencyGraphModel
public import DependencyGraphScanning
import Foundation

/// How to break the edge `from -> to` with the protocol bridge: the code of `from` that uses
/// `to`, and a drafted protocol for `from` to own, the conformance `to` adds, where to inject
/// the service, and what a protocol alone cannot carry.
///
/// ```swift
/// let draft = try analysis.bridge(from: "BridgeFramework", to: "ColorServiceModule")
/// let text = draft.text(root: analysis.package.root, relativeTo: ".")  // uses, then Swift
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
    /// For each other bridged type a requirement names, an associated type of that name
    /// constrained to its protocol: `associatedtype HTTPHeaders: NIOTLSHTTPHeadersProviding`.
    public let associatedTypes: [String]
    /// The conforming type's full name, `Log.Entry` for a nested type.
    public let qualifiedType: String
    /// The import of the lower module that the conformance's file needs, at the access level
    /// the upper target's imports require.
    public let importLine: String
    /// The imports the protocol's file needs for the types its requirements name: those of
    /// the type's own file that the lower target imports too, `import SwiftSyntax` for
    /// `Trivia`.
    public var protocolImports: [String] = []
    /// Members of a protocol extension that restore the default arguments a requirement
    /// cannot have: `func format(_ node: Syntax) -> String { format(node, indent: 2) }`.
    public let defaults: [String]
    /// For a protocol of the upper target: where it is declared. A protocol cannot be
    /// extended to conform to another, so it refines the drafted one in its declaration.
    public let refinedAt: Violation.Location?

    /// The lower target's own protocols that the type conforms to and that the drafted one
    /// refines, so that a value passed where one is expected still converts: `MetricsFactory`.
    public var refines: [String] = []
    /// The type's generic parameters, which the protocol declares as its primary associated
    /// types: `RealType` of `Complex<RealType>`, so that `Complex<Double>` is written
    /// `any P<Double>`.
    public var primaryAssociatedTypes: [String] = []

    /// The protocol as Swift, for the lower target.
    public var source: String {
      var lines = protocolImports.isEmpty ? [] : protocolImports + [""]
      let parents = refines + (isSendable ? ["Sendable"] : [])
      let primary =
        primaryAssociatedTypes.isEmpty
        ? "" : "<" + primaryAssociatedTypes.joined(separator: ", ") + ">"
      lines += [
        "/// What \(owner) needs from \(type), declared where it is used.",
        "public protocol \(name)\(primary)"
          + (parents.isEmpty ? "" : ": " + parents.joined(separator: ", ")) + " {",
      ]
      lines += primaryAssociatedTypes.map { "  associatedtype " + $0 }
      lines += associatedTypes.map { "  associatedtype " + $0 }
      lines += requirements.map { "  " + $0 }
      lines.append("}")
      if !defaults.isEmpty {
        lines += ["", "extension \(name) {"] + defaults.map { "  " + $0 } + ["}"]
      }
      return lines.joined(separator: "\n") + "\n"
    }

    /// The conformance as ``Edits/existingConformances`` names it: `Type: Protocol`.
    public var conformanceName: String { "\(type): \(name)" }

    /// The conformance as Swift, for a new file of the upper target: the members already exist
    /// there. For a protocol, the declaration to write instead, as a comment.
    public var conformance: String {
      guard refinedAt == nil else {
        return "// \(qualifiedType) cannot be extended to conform: declare it "
          + "`protocol \(type): \(name)`, its file with `\(importLine)`.\n"
      }
      return "\(importLine)\n\nextension \(qualifiedType): \(name) {}\n"
    }
  }

  /// A place where the lower target creates the upper target's type, which should be given
  /// the service instead.
  public struct Injection: Hashable, Sendable {
    /// The lower target's type whose initializer should take the service: the type that
    /// creates it in an instance member; `nil` when a static or global function creates it.
    public let enclosingType: String?
    /// The static or global function that should take the service instead, if one creates it.
    public var function: String? = nil
    /// The type it creates.
    public let constructed: String
    public let location: Violation.Location
    public let advice: String
  }

  /// A use that a protocol alone cannot carry, with the move that fixes it.
  public struct Blocker: Hashable, Sendable {
    public let use: SymbolUse
    public let fix: String
  }

  /// A use that stays once its type is written as the drafted protocol: an edit, not a
  /// blocker.
  public struct Rewrite: Hashable, Sendable {
    public let use: SymbolUse
    /// What to write instead, `any PaymentsPriceFormatting`.
    public let replacement: String
  }

  public let from: TargetName
  public let to: TargetName
  /// Every use of `to`'s declarations in `from`'s sources, in file and line order.
  public let uses: [SymbolUse]
  public internal(set) var protocols: [ProtocolDraft]
  public let injection: [Injection]
  public let blockers: [Blocker]
  /// The declarations of the lower target to write with the protocol instead of the type.
  public let rewrites: [Rewrite]
  /// The imports and the manifest dependency to delete, and the callers to change.
  public internal(set) var edits = Edits()
  /// Whether to bridge the edge, move code, or remove the import, and why.
  public internal(set) var verdict = Verdict(kind: .bridge, reason: "")
  /// The two targets' folders, relative to the package's root, where the drafted files go.
  public internal(set) var folders: Folders?
  /// Where ``uses`` were read from: the compiler, or the source text and why.
  public internal(set) var useOrigin = UseOrigin.text(reason: nil)
  /// The places that use declarations of modules reached through the upper target, such as
  /// those an umbrella module re-exports, by module: known only from the compiler.
  public internal(set) var reexported: [ModuleName: [SymbolUse]] = [:]
  /// Those of the ``reexported`` modules that depend on the lower target themselves, so
  /// that importing them would close a cycle too.
  public internal(set) var cyclicModules: Set<ModuleName> = []

  /// The folders of the lower and the upper target, relative to the package's root.
  public struct Folders: Hashable, Sendable {
    public let lower: String
    public let upper: String
  }

  /// Where each protocol's file goes, relative to the package's root: the lower target's
  /// folder, named after the protocol; `nil` without ``folders``.
  public func protocolFile(of draft: ProtocolDraft) -> String? {
    folders.map { Self.path(in: $0.lower, "\(draft.name).swift") }
  }

  /// Where each conformance's file goes, relative to the package's root: the upper target's
  /// folder, named `Type+Protocol.swift`; `nil` without ``folders``, or when the conformance
  /// is added to the type's declaration instead (``ProtocolDraft/refinedAt``).
  public func conformanceFile(of draft: ProtocolDraft) -> String? {
    guard draft.refinedAt == nil else { return nil }
    return folders.map { Self.path(in: $0.upper, "\(draft.type)+\(draft.name).swift") }
  }

  private static func path(in folder: String, _ name: String) -> String {
    folder.isEmpty || folder == "." ? name : folder + "/" + name
  }

  /// How hard the edge is to invert: blockers first, then uses.
  public var cost: [Int] { [blockers.count, uses.count] }

  /// Drafts the bridge from the uses of `upper`'s declarations in `lower`'s files.
  ///
  /// - Parameters:
  ///   - lower: The target that should stop depending on `upper`.
  ///   - upper: The target it uses.
  ///   - uses: What `lower` uses of `upper`.
  ///   - declarations: `upper`'s visible declarations.
  ///   - usesConcurrency: Whether `lower`'s code is concurrent, so protocols are `Sendable`.
  ///   - protocolName: The protocol's name, when one type is bridged.
  ///   - lowerModule: The module name the conformance imports.
  ///   - publicImport: Whether the upper target writes access levels on its imports (or
  ///     imports internally by default), so that a public conformance needs `public import`.
  ///   - conformances: For each upper type that conforms to protocols of the lower target,
  ///     those protocols; a drafted protocol refines them where a value of its type is passed
  ///     where one is expected.
  ///   - enclosingProtocols: The lower target's protocols that uses are in, whose functions
  ///     take the service themselves.
  init(
    from lower: TargetName, to upper: TargetName, uses: [SymbolUse], declarations: [Declaration],
    usesConcurrency: Bool, protocolName: String?, lowerModule: ModuleName, publicImport: Bool,
    conformances: [String: [String]] = [:], enclosingProtocols: Set<String> = []
  ) {
    from = lower
    to = upper
    self.uses = uses
    let drafting = Drafting(
      lower: lower.rawValue, upper: upper.rawValue, uses: uses, declarations: declarations,
      usesConcurrency: usesConcurrency, protocolName: protocolName, lowerModule: lowerModule,
      publicImport: publicImport, conformances: conformances,
      enclosingProtocols: enclosingProtocols)
    var requirementBlockers: [Blocker] = []
    protocols = drafting.bridged.map { type in
      let (draft, blockers) = drafting.protocolDraft(for: type)
      requirementBlockers += blockers
      return draft
    }
    let protocolOf = Dictionary(
      protocols.map { ($0.type, $0.name) }, uniquingKeysWith: { first, _ in first })
    injection = uses.filter { $0.kind == .construction }.map {
      drafting.injection(for: $0, protocolOf: protocolOf)
    }
    rewrites = uses.compactMap { drafting.rewrite(of: $0, protocolOf: protocolOf) }
    blockers =
      uses.compactMap { drafting.blocker(for: $0, protocolOf: protocolOf) } + requirementBlockers
  }

  /// `requirement` with the upper type `own` written as `replacement`, and the other upper
  /// types it names.
  static func replacing(
    _ own: String, with replacement: String, in requirement: String, among upperTypes: Set<String>
  ) -> (text: String, named: Set<String>) {
    let file = SymbolReader.File(path: "", bytes: Array(requirement.utf8))
    var text = ""
    var named: Set<String> = []
    var copied = 0
    for (index, token) in file.tokens.enumerated() where token.kind == .identifier {
      let word = file.text(index)
      let qualified = index > 0 && file.tokens[index - 1].kind == .dot
      guard !qualified, upperTypes.contains(word) else { continue }
      guard word == own else {
        named.insert(word)
        continue
      }
      text += String(decoding: file.bytes[copied..<token.start], as: UTF8.self) + replacement
      copied = token.end
    }
    text += String(decoding: file.bytes[copied...], as: UTF8.self)
    return (text, named)
  }

  /// A protocol requirement copied from a declaration: default arguments left out, which a
  /// requirement cannot have (``defaultsRestored(for:requirement:among:mismatches:)`` restores
  /// them).
  static func requirement(for declaration: Declaration, writes: Bool, mismatches: inout [String])
    -> String
  {
    let signature = declaration.signature
    let accessors =
      writes
      ? (declaration.hasNonmutatingSetter ? "{ get nonmutating set }" : "{ get set }") : "{ get }"
    switch declaration.kind {
    case .property, .staticProperty:
      let keyword = declaration.kind == .staticProperty ? "static var" : "var"
      guard let colon = signature.firstIndex(of: ":") else {
        if let constructed = declaration.constructedType {
          return "\(keyword) \(declaration.name): \(constructed) \(accessors)"
        }
        mismatches.append(
          "\(declaration.name): its type is inferred; write it in \(declaration.container ?? "")"
            + " so that the requirement can name it")
        return "\(keyword) \(declaration.name): <#Type#> \(accessors)"
      }
      let type = signature[signature.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      return "\(keyword) \(declaration.name): \(type) \(accessors)"
    default:
      let written = ParameterList(signature).map { $0.written(keepingDefaults: false) } ?? signature
      let prefix =
        (declaration.kind == .staticMethod ? "static " : "")
        + (declaration.isMutating ? "mutating " : "")
      return prefix + written
    }
  }

  /// A member of a protocol extension that calls the requirement drafted from `declaration`
  /// with its default arguments, so that calls leaving them out still compile; `nil` when the
  /// declaration has none, or when a default names a type of the upper target (noted in
  /// `mismatches`).
  static func defaultsRestored(
    for declaration: Declaration, requirement: String, among upperTypes: Set<String>,
    mismatches: inout [String]
  ) -> String? {
    guard declaration.kind == .method || declaration.kind == .staticMethod,
      let list = ParameterList(declaration.signature),
      list.parameters.contains(where: { $0.defaultValue != nil })
    else { return nil }
    let defaults = list.parameters.compactMap(\.defaultValue)
    let named = defaults.flatMap { replacing("", with: "", in: $0, among: upperTypes).named }
    guard named.isEmpty else {
      mismatches.append(
        "\(declaration.name): default arguments dropped, as they name "
          + "\(Set(named).sorted().joined(separator: ", ")); pass them at each call")
      return nil
    }
    // The requirement's own text, with `Self` for the type, minus the defaulted parameters.
    guard let drafted = ParameterList(requirement) else { return nil }
    var shortened = drafted
    shortened.parameters = zip(drafted.parameters, list.parameters).filter {
      $0.1.defaultValue == nil
    }.map(\.0)
    let arguments = list.parameters.map { parameter in
      let value = parameter.defaultValue ?? parameter.name
      return parameter.label == "_" ? value : "\(parameter.label): \(value)"
    }
    let effects =
      (list.after.contains("throws") ? "try " : "") + (list.after.contains("async") ? "await " : "")
    let call = "\(effects)\(declaration.name)(\(arguments.joined(separator: ", ")))"
    return "public \(shortened.written(keepingDefaults: false)) { \(call) }"
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

  /// `ColorService` gives `colorService`; a leading acronym is lowered whole, so
  /// `HTTPHeaders` gives `httpHeaders` and `URL` gives `url`.
  static func lowerCamel(_ name: String) -> String {
    let capitals = name.prefix { $0.isUppercase }
    guard !capitals.isEmpty else { return name }
    let rest = name.dropFirst(capitals.count)
    // In `HTTPHeaders` the last capital starts the next word.
    let lowered = rest.isEmpty || capitals.count == 1 ? capitals.count : capitals.count - 1
    return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
  }
}
