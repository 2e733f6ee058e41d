import DependencyGraphModel
import DependencyGraphScanning
import Foundation

extension BridgeDraft {
  /// What drafting a bridge reads, computed once from the uses and the upper target's
  /// declarations, and the steps that make each part of the draft: a protocol per bridged type,
  /// an injection per construction, a rewrite per signature, a blocker per use no protocol can
  /// carry.
  struct Drafting {
    let lower: String
    let upper: String
    let uses: [SymbolUse]
    /// The upper target's types, by name.
    let types: [String: Declaration]
    /// Members used through a value, by the type that declares them; a member whose name two
    /// types share goes to each type the lower target names, or to its only type.
    let requirements: [String: [Declaration]]
    /// The types a protocol is drafted for, in name order.
    let bridged: [String]
    /// Each bridged type's protocol name.
    let names: [String: String]
    /// The members the lower target writes, as `Type.member`.
    let written: Set<String>
    let usesConcurrency: Bool
    let importLine: String
    /// For each upper type a value of which the lower target passes where it expects one of
    /// its own protocols, those protocols.
    let conversions: [String: [String]]
    /// The lower target's protocols that uses are in: a protocol has no initializer to take
    /// the service, so the function that needs it takes it.
    let enclosingProtocols: Set<String>
    /// Every name the upper target declares, which a drafted associated type must not take:
    /// in a conforming type it would shadow the declaration.
    let declaredNames: Set<String>

    init(
      lower: String, upper: String, uses: [SymbolUse], declarations: [Declaration],
      usesConcurrency: Bool, protocolName: String?, lowerModule: ModuleName, publicImport: Bool,
      conformances: [String: [String]], enclosingProtocols: Set<String>
    ) {
      self.enclosingProtocols = enclosingProtocols
      self.lower = lower
      self.upper = upper
      self.uses = uses
      self.usesConcurrency = usesConcurrency
      importLine = (publicImport ? "public import " : "import ") + lowerModule.rawValue
      // Of two types of one name (`protocol Span` and `NoOpTracer.Span`), the one a use
      // names, where the compiler said which.
      let named = uses.filter { [.type, .signature, .construction].contains($0.kind) }
        .compactMap(\.candidates.first).filter { $0.kind == .type }
      types = Dictionary(
        (named + declarations.filter { $0.kind == .type }).map { ($0.name, $0) },
        uniquingKeysWith: { first, _ in first })
      requirements = Self.requirements(of: uses)
      let bridged = requirements.keys.sorted()
      self.bridged = bridged
      names = Dictionary(
        uniqueKeysWithValues: bridged.map { type in
          (
            type,
            protocolName.flatMap { bridged.count == 1 ? $0 : nil }
              ?? BridgeDraft.protocolName(lower: lower, type: type)
          )
        })
      written = Set(
        uses.filter(\.isWrite).flatMap(\.candidates).map { "\($0.container ?? "").\($0.name)" })
      let converted = Set(
        uses.filter { $0.kind == .conversion }.compactMap(\.candidates.first?.name))
      conversions = conformances.filter { converted.contains($0.key) }
      declaredNames = Set(declarations.map(\.name))
    }

    /// A name for the associated type that stands for `type` in a protocol: `type` with
    /// `Type` after it, and a number after that if the upper target declares that name too.
    func associatedTypeName(for type: String) -> String {
      var candidate = type + "Type"
      var number = 2
      while declaredNames.contains(candidate) || names.values.contains(candidate) {
        candidate = type + "Type\(number)"
        number += 1
      }
      return candidate
    }

    private static func requirements(of uses: [SymbolUse]) -> [String: [Declaration]] {
      let carried: Set<SymbolUse.Kind> = [.method, .property, .metatypeMember]
      let named = Set(uses.filter { !carried.contains($0.kind) }.map(\.symbol))
      var requirements: [String: [Declaration]] = [:]
      for use in uses where carried.contains(use.kind) {
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
      return requirements
    }

    /// The protocol for `type`, and a blocker for each requirement it cannot hold.
    func protocolDraft(for type: String) -> (ProtocolDraft, [Blocker]) {
      let upperTypes = Set(types.keys)
      var blockers: [Blocker] = []
      var mismatches: [String] = []
      var associated: [String] = []
      var members: [String] = []
      var defaults: [String] = []
      for declaration in requirements[type] ?? [] {
        let requirement = BridgeDraft.requirement(
          for: declaration, writes: written.contains("\(type).\(declaration.name)"),
          mismatches: &mismatches)
        // A requirement may name only what the lower target sees: the type itself becomes
        // `Self`, another bridged type an associated type constrained to its protocol.
        var (text, named) = BridgeDraft.replacing(
          type, with: "Self", in: requirement, among: upperTypes)
        if let unseen = named.sorted().first(where: { names[$0] == nil }) {
          if let use = uses.first(where: { $0.candidates.contains(declaration) }) {
            blockers.append(
              Blocker(
                use: use,
                fix: "The requirement `\(text)` names \(unseen), which \(lower) cannot see: "
                  + "bridge \(unseen) as well (a protocol of its own), or move it down into "
                  + "\(lower)."))
          }
          continue
        }
        // Each other bridged type becomes an associated type of a name the upper target does
        // not use: named like the type, it would shadow the type in each conforming type.
        for other in named.sorted() {
          let associatedName = associatedTypeName(for: other)
          text =
            BridgeDraft.replacing(other, with: associatedName, in: text, among: upperTypes)
            .text
          let line = "\(associatedName): \(names[other] ?? other)"
          if !associated.contains(line) { associated.append(line) }
        }
        // A member declared twice (a requirement and its default, overloads that read alike)
        // is one requirement.
        if members.contains(text) { continue }
        let readOnly = text.replacingOccurrences(of: "{ get set }", with: "{ get }")
        if text.hasSuffix("{ get set }"), let same = members.firstIndex(of: readOnly) {
          members[same] = text
          continue
        }
        if text.hasSuffix("{ get }"),
          members.contains(text.replacingOccurrences(of: "{ get }", with: "{ get set }"))
        {
          continue
        }
        members.append(text)
        if let forwarding = BridgeDraft.defaultsRestored(
          for: declaration, requirement: text, among: upperTypes, mismatches: &mismatches)
        {
          defaults.append(forwarding)
        }
      }
      let typeDeclaration = types[type]
      var draft = ProtocolDraft(
        name: names[type] ?? type, owner: lower, type: type, requirements: members,
        isSendable: (typeDeclaration?.isSendable ?? false) || usesConcurrency,
        mismatches: mismatches, associatedTypes: associated,
        qualifiedType: typeDeclaration?.qualifiedName ?? type, importLine: importLine,
        defaults: defaults,
        refinedAt: typeDeclaration?.isProtocol == true ? typeDeclaration?.location : nil)
      draft.refines = conversions[type] ?? []
      draft.primaryAssociatedTypes = typeDeclaration?.genericParameters ?? []
      return (draft, blockers)
    }

    /// Where the service a construction makes should come in instead.
    func injection(for use: SymbolUse, protocolOf: [String: String]) -> Injection {
      let service = BridgeDraft.lowerCamel(use.symbol)
      let taken =
        protocolOf[use.symbol].map { "any \($0)" }
        ?? conversions[use.symbol].map { "any " + $0.joined(separator: " & ") } ?? use.symbol
      // A static or global function takes the service itself; an instance member's type
      // takes it in its initializer.
      let inProtocol = use.enclosingType.map(enclosingProtocols.contains) ?? false
      let function =
        use.isInStaticFunction || use.enclosingType == nil || inProtocol
        ? use.enclosingFunction : nil
      let owner = function == nil ? use.enclosingType : nil
      let place =
        function.map { "`\(use.enclosingType.map { "\($0)." } ?? "")\($0)`" }
        ?? owner.map { "\($0)'s initializer" } ?? "the code that needs it"
      var site = Injection(
        enclosingType: owner, constructed: use.symbol, location: use.location,
        advice: "Let \(place) take `\(service): \(taken)` instead of creating \(use.symbol), "
          + "and create \(use.symbol) where \(lower) and \(upper) are composed.")
      site.function = function
      return site
    }

    /// A signature's upper type written as its protocol, when one is drafted.
    func rewrite(of use: SymbolUse, protocolOf: [String: String]) -> Rewrite? {
      guard use.kind == .signature, let name = protocolOf[use.symbol] else { return nil }
      let replacement =
        switch use.spelling {
        case .plain: "any \(name)"
        case .optional: "(any \(name))"
        case .bare: name
        }
      return Rewrite(use: use, replacement: replacement)
    }

    /// What stands in the way of a use that no protocol carries, and its fix.
    func blocker(for use: SymbolUse, protocolOf: [String: String]) -> Blocker? {
      let fix: String
      switch use.kind {
      case .signature:
        // With a protocol drafted, the declaration is rewritten, not blocked.
        guard protocolOf[use.symbol] == nil else { return nil }
        fix = "Move \(use.symbol) down into \(lower), or into a target both depend on."
      case .type:
        fix =
          protocolOf[use.symbol].map { "Use `any \($0)` here instead of \(use.symbol)." }
          ?? "Move \(use.symbol) down into \(lower), or into a target both depend on."
      case .staticMember, .enumCase:
        if let enumCase = use.candidates.first(where: { $0.kind == .enumCase }),
          let type = enumCase.container
        {
          fix =
            "\(type) is an enum, whose cases a protocol cannot list: move \(type) down into "
            + "\(lower), or into a target both depend on."
        } else if !use.candidates.isEmpty, use.candidates.allSatisfy({ $0.kind == .staticMethod }) {
          let name = use.symbol.replacingOccurrences(of: "()", with: "")
          fix =
            "\(name) is a static function: move it down into \(lower), or into a target both "
            + "depend on, or pass in a closure that calls it where both targets are composed."
        } else {
          fix = "Pass the value in: read \(use.symbol) where both targets are composed."
        }
      case .globalFunction, .globalConstant:
        fix =
          "Pass the value in, or move \(use.symbol.replacingOccurrences(of: "()", with: "")) "
          + "down into \(lower)."
      case .extensionMember:
        let type = use.candidates.first?.container ?? use.symbol
        fix =
          "\(upper) declares it in an extension of \(type), a type of another module, so no "
          + "value of \(upper) stands for it: move the code that uses it into \(upper), or the "
          + "extension member down into \(lower)."
      case .operator:
        let type = use.candidates.first?.container ?? use.symbol
        fix =
          "\(use.symbol) is arithmetic on \(type)'s values, which belongs with \(type): move "
          + "the code that computes it into \(upper), or \(type) down into \(lower)."
      case .construction, .method, .property, .metatypeMember, .conversion, .unresolved:
        return nil
      }
      return Blocker(use: use, fix: fix)
    }
  }
}
