import Foundation
import Testing

@testable import DependencyGraph
@testable import DependencyGraphBridge

@Suite("depgraph bridge: the code behind an edge, and a protocol to break it")
struct BridgeTests {
  /// Payments (lower) uses Pricing (upper) in every way a lexer can see.
  static var fixture: Fixture {
    var fixture = Fixture()
    fixture.add(
      "Pricing",
      source: """
        public struct PriceFormatter: Sendable {
          public init(locale: String = "en") {}
          public func format(cents: Int, rounding: Bool = false) -> String { "" }
          public var currencyCode: String { "EUR" }
          public let symbol = "€"
          public static let shared = PriceFormatter()
          func hidden() {}
        }
        public func roundedCents(_ cents: Int) -> Int { cents }
        public let defaultCurrency: String = "EUR"
        """)
    fixture.add(
      "Payments", dependsOn: ["Pricing"],
      source: """
        import Pricing

        public final class Checkout {
          let formatter = PriceFormatter()
          public init() {}
          public func total(cents: Int) -> String {
            let shown = formatter.format(cents: roundedCents(cents))
            return shown + formatter.currencyCode + formatter.symbol + defaultCurrency
          }
          public func use(_ other: PriceFormatter) async -> String {
            // formatter.hidden() is only a comment; "formatter.format()" only a string.
            PriceFormatter.shared.format(cents: 1)
          }
        }
        """)
    return fixture
  }

  @Test("Every kind of use is found, with its place, its kind and the type it is in")
  func uses() throws {
    let draft = try Self.fixture.analysis.bridge(from: "Payments", to: "Pricing")
    #expect(
      draft.uses.map(\.summary)
        == [
          "4:19 construction PriceFormatter",
          "7:27 method PriceFormatter.format()",
          "7:41 global-function roundedCents()",
          "8:30 property PriceFormatter.currencyCode",
          "8:55 property PriceFormatter.symbol",
          "8:64 global-constant defaultCurrency",
          "10:28 signature PriceFormatter",
          "12:5 static-member PriceFormatter.shared",
          "12:27 method PriceFormatter.format()",
        ])
    #expect(draft.uses.allSatisfy { $0.enclosingType == "Checkout" })
  }

  @Test("The protocol holds exactly the members used, copied, and Sendable where it must be")
  func protocolDraft() throws {
    let draft = try Self.fixture.analysis.bridge(from: "Payments", to: "Pricing")
    let drafted = try #require(draft.protocols.first)
    #expect(drafted.name == "PaymentsPriceFormatting")
    #expect(
      drafted.requirements == [
        "func format(cents: Int, rounding: Bool) -> String",
        "var currencyCode: String { get }",
        "var symbol: <#Type#> { get }",
      ])
    #expect(drafted.isSendable)
    #expect(
      drafted.mismatches == [
        "symbol: its type is inferred; write it in PriceFormatter so that the requirement can "
          + "name it"
      ])
    // A requirement cannot have a default argument: an extension of the protocol restores it.
    #expect(
      drafted.defaults == [
        "public func format(cents: Int) -> String { format(cents: cents, rounding: false) }"
      ])
    #expect(
      drafted.conformance
        == "import Payments\n\nextension PriceFormatter: PaymentsPriceFormatting {}\n")
    #expect(draft.injection.map(\.location.line) == [4])
    #expect(
      draft.blockers.map { "\($0.use.kind.rawValue) \($0.use.symbol)" } == [
        "global-function roundedCents()", "global-constant defaultCurrency",
        "static-member PriceFormatter.shared",
      ])
    // A type in a signature is an edit once the protocol exists, not a blocker.
    #expect(
      draft.rewrites.map { "\($0.use.location.line) \($0.replacement)" } == [
        "10 any PaymentsPriceFormatting"
      ])
    #expect(draft.cost == [3, 9])
  }

  @Test("Text shows each use as a note, each blocker as a warning, then the Swift draft")
  func text() throws {
    let draft = try Self.fixture.analysis.bridge(
      from: "Payments", to: "Pricing", protocolName: "PriceFormatting")
    let text = draft.text(root: "/pkg", relativeTo: "/pkg")
    // The verdict first, then the pattern, then the uses.
    #expect(
      text.hasPrefix(
        "depgraph bridge: Payments -> Pricing: bridge. Payments uses PriceFormatter through "
          + "values it can be given, which a protocol of its own carries; first, 3 uses no "
          + "protocol carries (warnings above) must move.\nThe protocol bridge: "))
    #expect(
      text.contains(
        "Sources/Payments/Payments.swift:4:19: note: Payments uses Pricing's PriceFormatter "
          + "(construction)\n"))
    #expect(
      text.contains(
        "Sources/Payments/Payments.swift:12:5: warning: a protocol cannot carry this use of "
          + "PriceFormatter.shared (static-member). Pass the value in"))
    #expect(text.contains("depgraph bridge: Payments -> Pricing: 9 uses, 3 blockers\n"))
    #expect(
      text.contains(
        "Sources/Payments/Payments.swift:10:28: note: rewrite: write `any PriceFormatting` here "
          + "instead of PriceFormatter\n"))
    #expect(text.contains("public protocol PriceFormatting: Sendable {\n"))
    // The pattern in one sentence, and the file each block goes to.
    #expect(
      text.contains(
        "\nThe protocol bridge: Payments declares what it uses of Pricing as a protocol "
          + "(PriceFormatting for PriceFormatter), Pricing conforms to it, and Payments is given "
          + "an instance where the two are composed; then Payments no longer imports Pricing.\n"))
    #expect(text.contains("// In Payments, a new file Sources/Payments/PriceFormatting.swift:\n"))
    #expect(
      text.contains(
        "// In Pricing, a new file Sources/Pricing/PriceFormatter+PriceFormatting.swift:\n"
          + "import Payments\n\nextension PriceFormatter: PriceFormatting {}\n"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(draft.json.utf8)) as? [String: Any])
    #expect(
      Set(json.keys) == [
        "from", "to", "verdict", "reason", "usesFrom", "uses", "reexported", "protocol",
        "conformance", "mismatches",
        "injection", "rewrites", "edits", "blockers",
      ])
    #expect(json["verdict"] as? String == "bridge")
    #expect((json["reason"] as? String)?.hasPrefix("Payments uses PriceFormatter") == true)
    let edits = try #require(json["edits"] as? [String: Any])
    #expect(
      Set(edits.keys) == [
        "imports", "manifest", "callers", "existingProtocols", "existingConformances",
      ])
    #expect(edits["manifest"] is NSNull)
    #expect((json["uses"] as? [[String: Any]])?.first?["kind"] as? String == "construction")
  }

  @Test(
    "An edge that cannot have a bridge is one clear error",
    arguments: [
      ("Nope", "Pricing", "The lower target 'Nope' is not a target of the package"),
      ("Payments", "Nope", "The upper target 'Nope' is not a target of the package"),
      (
        "Payments", "Payments",
        "Cannot draft a bridge: the lower and the upper target are both Payments."
      ),
      (
        "Pricing", "Payments",
        "Cannot draft a bridge: Pricing neither depends on nor imports Payments, so there is no "
          + "edge to break."
      ),
    ])
  func badEdges(_ from: String, _ to: String, _ message: String) {
    #expect {
      _ = try Self.fixture.analysis.bridge(from: TargetName(from), to: TargetName(to))
    } throws: { error in
      (error as? GraphError)?.description.hasPrefix(message) == true
    }
  }

  @Test(
    "The protocol's default name reads as a capability only for agent nouns",
    arguments: [
      ("PaymentsFramework", "PriceFormatter", "PaymentsPriceFormatting"),
      ("BridgeFramework", "ColorService", "BridgeColorServiceProviding"),
      ("NIOHTTP1", "ByteBuffer", "NIOHTTP1ByteBufferProviding"),
      ("TaxKit", "TaxCalculator", "TaxCalculating"),
      ("Checkout", "CheckoutLoader", "CheckoutLoading"),
    ])
  func protocolNames(_ lower: String, _ type: String, _ expected: String) {
    #expect(BridgeDraft.protocolName(lower: lower, type: type) == expected)
  }

  @Test("Empty backquotes name nothing: no declaration without a name (found by fuzzing)")
  func emptyEscapedName() {
    let file = SymbolReader.File(
      path: "Upper.swift",
      bytes: Array(
        "public var `` = 1\npublic let `x` = 2\npublic enum M { case ``, `y`, z(``: Int) }\nfunc `"
          .utf8))
    let declarations = SymbolReader.declarations(in: [file])
    #expect(declarations.map(\.name) == ["x", "M", "y", "z"])
  }

  @Test("A stored property's signature ends before the next declaration's comment and attribute")
  func storedPropertyBeforeAttribute() {
    let file = SymbolReader.File(
      path: "Upper.swift",
      bytes: Array(
        """
        public struct Attribute {
          /// The value.
          public var value: Attribute.Value

          /// Creates an attribute.
          @inlinable
          public init(value: Attribute.Value) { self.value = value }
        }
        """.utf8))
    let declarations = SymbolReader.declarations(in: [file])
    #expect(
      declarations.first { $0.name == "value" }?.signature == "var value: Attribute.Value")
  }

  @Test("A type declared in an extension of a nested type is qualified by the whole path")
  func nestedExtension() {
    let file = SymbolReader.File(
      path: "Upper.swift",
      bytes: Array(
        """
        public struct Diagram { public struct Clock {} }
        extension Diagram.Clock {
          public struct Instant { public var offset: Int }
        }
        """.utf8))
    let declarations = SymbolReader.declarations(in: [file])
    #expect(declarations.first { $0.name == "Instant" }?.qualifiedName == "Diagram.Clock.Instant")
    #expect(declarations.first { $0.name == "offset" }?.container == "Instant")
  }

  @Test("A property set without mutating keeps its nonmutating setter in the requirement")
  func nonmutatingSetter() {
    let file = SymbolReader.File(
      path: "Upper.swift",
      bytes: Array(
        """
        public protocol Span: Sendable {
          var operationName: String { get nonmutating set }
          var isRecording: Bool { get }
        }
        """.utf8))
    let declarations = SymbolReader.declarations(in: [file])
    var mismatches: [String] = []
    #expect(
      declarations.filter { $0.kind == .property }.map {
        BridgeDraft.requirement(for: $0, writes: true, mismatches: &mismatches)
      } == [
        "var operationName: String { get nonmutating set }", "var isRecording: Bool { get set }",
      ])
  }

  @Test("A source over the size limit is named with its size, never read in part")
  func enormous() {
    var fixture = Self.fixture
    let size = PackageAnalysis.maximumSourceSize + 1
    fixture.files["/pkg/Sources/Payments/Payments.swift"] = String(repeating: "/", count: size)
    #expect(
      throws: GraphError.file(
        .unreadable(
          path: "Sources/Payments/Payments.swift",
          reason: "it is \(size) bytes, over the limit of \(PackageAnalysis.maximumSourceSize)"))
    ) {
      _ = try fixture.analysis.bridge(from: "Payments", to: "Pricing")
    }
  }

  @Test("A source that cannot be read is named, never skipped in silence")
  func unreadable() {
    var fixture = Self.fixture
    fixture.files["/pkg/Sources/Pricing/Pricing.swift"] = nil
    #expect(
      throws: GraphError.file(
        .unreadable(
          path: "Sources/Pricing/Pricing.swift", reason: "it cannot be read"))
    ) {
      _ = try fixture.analysis.bridge(from: "Payments", to: "Pricing")
    }
  }
}
