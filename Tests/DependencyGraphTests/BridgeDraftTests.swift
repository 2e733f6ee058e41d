import Testing

@testable import DependencyGraph
@testable import DependencyGraphBridge

/// Drafts that compile as printed: requirements that name only what the lower target sees,
/// mutating and settable where the uses need it, one overload per call, nested types by their
/// full name, and a conformance with its import.
@Suite("depgraph bridge: drafts that compile as printed")
struct BridgeDraftTests {
  static var fixture: Fixture {
    var fixture = Fixture()
    fixture.add(
      "Store",
      files: [
        "Store.swift": """
        public import Foundation

        public struct Headers {
          public init() {}
          public mutating func add(name: String, value: String) {}
          public mutating func add(contentsOf other: Headers) {}
        }
        public enum Method { case get }
        public struct Request {
          public var headers: Headers
          public var method: Method
          public var uri: String
          public func copy() -> Request { self }
        }
        public enum Log {
          public struct Entry {
            public var message: String
          }
        }
        """
      ])
    fixture.add(
      "Client", dependsOn: ["Store"],
      files: [
        "Probe.swift": """
        import Store

        struct Probe {
          var headers: Headers
          func build(_ request: inout Request, entry: Log.Entry) -> String {
            _ = request.copy()
            headers.add(name: "a", value: "b")
            request.headers = headers
            _ = request.method
            return request.uri + entry.message
          }
        }
        """
      ])
    return fixture
  }

  static func draft() throws -> BridgeDraft {
    try fixture.analysis.bridge(from: "Client", to: "Store")
  }

  @Test("Several protocols: the pattern's sentence names each, with its type")
  func sentence() throws {
    let draft = try Self.draft()
    let each = draft.protocols.map { "\($0.name) for \($0.type)" }.joined(separator: ", ")
    #expect(draft.protocols.count > 1)
    #expect(
      draft.text(root: "/pkg", relativeTo: "/pkg").contains(
        "\nThe protocol bridge: Client declares what it uses of Store as protocols (\(each)), "
          + "Store's types conform to them, and Client is given instances where the two are "
          + "composed; then Client no longer imports Store.\n"))
  }

  @Test("Each protocol holds what is used, as the uses need it")
  func requirements() throws {
    let protocols = try Self.draft().protocols.map { "\($0.qualifiedType): \($0.source)" }
    #expect(
      protocols == [
        """
        Log.Entry: /// What Client needs from Entry, declared where it is used.
        public protocol ClientEntryProviding {
          var message: String { get }
        }

        """,
        """
        Headers: /// What Client needs from Headers, declared where it is used.
        public protocol ClientHeadersProviding {
          mutating func add(name: String, value: String)
        }

        """,
        """
        Request: /// What Client needs from Request, declared where it is used.
        public protocol ClientRequestProviding {
          associatedtype HeadersType: ClientHeadersProviding
          func copy() -> Self
          var headers: HeadersType { get set }
          var uri: String { get }
        }

        """,
      ])
  }

  @Test("A requirement naming a type the lower target cannot see is a blocker with its fix")
  func unseenTypeBlocks() throws {
    let blockers = try Self.draft().blockers
    #expect(blockers.map(\.use.symbol) == ["Request.method"])
    #expect(
      blockers.first?.fix
        == "The requirement `var method: Method { get }` names Method, which Client cannot see: "
        + "bridge Method as well (a protocol of its own), or move it down into Client.")
  }

  @Test("A requirement naming several unseen types names the first by name, in every process")
  func unseenTypesInOrder() throws {
    var fixture = Fixture()
    fixture.add(
      "Upper",
      source: """
        public struct Zeta {}
        public struct Alpha {}
        public struct Mid {}
        public final class Service {
          public func send(_ zeta: Zeta, _ mid: Mid) -> Alpha { Alpha() }
        }
        """)
    fixture.add(
      "Lower", dependsOn: ["Upper"],
      source: """
        import Upper
        func run(_ service: Service) { _ = service.send(Zeta(), Mid()) }
        """)
    // The types a requirement names are a set; the one the fix named followed the set's hash
    // order, which changes from process to process, so two runs printed different drafts.
    let fixes = try fixture.analysis.bridge(from: "Lower", to: "Upper").blockers.map(\.fix)
    #expect(fixes.contains { $0.contains("names Alpha, which Lower cannot see") })
  }

  @Test("The conformance names a nested type in full and imports the lower module as needed")
  func conformance() throws {
    let entry = try #require(try Self.draft().protocols.first)
    // Store writes access levels on its imports, so a public conformance needs public import.
    #expect(
      entry.conformance == "public import Client\n\nextension Log.Entry: ClientEntryProviding {}\n")
  }

  @Test(
    "A call's argument labels pick its overload",
    arguments: [
      (["name", "value"], "func add(name: String, value: String)", true),
      (["contentsOf"], "func add(name: String, value: String)", false),
      (["_"], "func f(_ x: Int, flag: Bool = false)", true),
      (["_", "flag"], "func f(_ x: Int, flag: Bool = false)", true),
      ([], "func f(_ x: Int, flag: Bool = false)", false),
      (["b"], "func f(a: Int = 1, b: Int)", true),
    ])
  func labels(_ labels: [String], _ signature: String, _ takes: Bool) {
    let declaration = Declaration(
      name: "f", kind: .method, container: "T", signature: signature, isVisible: true,
      isSendable: false, location: Violation.Location(file: "f.swift", line: 1, column: 1))
    #expect(SymbolReader.takes(labels, declaration) == takes)
  }

  @Test("Parameter names read as Swift writes them: acronyms lowered whole")
  func lowerCamel() {
    #expect(BridgeDraft.lowerCamel("HTTPHeaders") == "httpHeaders")
    #expect(BridgeDraft.lowerCamel("URL") == "url")
    #expect(BridgeDraft.lowerCamel("ColorService") == "colorService")
  }
}

/// The edit list: imports and the manifest entry to delete, the callers that must pass the
/// service, and what exists already.
@Suite("depgraph bridge: the whole edit list")
struct BridgeEditsTests {
  static var fixture: Fixture {
    var fixture = Fixture()
    fixture.add(
      "Pricing",
      source: """
        public struct PriceFormatter {
          public init() {}
          public func format(cents: Int) -> String { "" }
        }
        extension PriceFormatter: PaymentsPriceFormatting {}
        """)
    fixture.add(
      "Payments", dependsOn: ["Pricing"],
      source: """
        import Pricing

        public protocol PaymentsPriceFormatting {}

        public final class Checkout {
          let formatter = PriceFormatter()
          public init() {}
          public func total(cents: Int) -> String { formatter.format(cents: cents) }
        }
        """)
    fixture.add(
      "App", dependsOn: ["Payments", "Pricing"],
      source: """
        import Payments
        import Pricing

        let checkout = Checkout()
        """)
    fixture.add(
      "PaymentsTests", kind: .test, dependsOn: ["Payments"],
      source: """
        import Payments

        func makeCheckout() -> Checkout { Checkout() }
        """)
    return fixture
  }

  @Test("Imports to delete, callers that must pass the service, and what is reused")
  func edits() throws {
    let draft = try Self.fixture.analysis.bridge(from: "Payments", to: "Pricing")
    #expect(draft.edits.imports.map { "\($0.module) \($0.location.line)" } == ["Pricing 1"])
    #expect(
      draft.edits.callers.map { "\($0.target) \($0.type) \($0.location.line) \($0.seesUpper)" }
        == ["App Checkout 4 true", "PaymentsTests Checkout 3 false"])
    #expect(draft.edits.existingProtocols == ["PaymentsPriceFormatting"])
    #expect(draft.edits.existingConformances == ["PriceFormatter: PaymentsPriceFormatting"])
    let text = draft.text(root: "/pkg", relativeTo: "/pkg")
    #expect(text.contains("// Payments declares PaymentsPriceFormatting already: reuse it."))
    #expect(!text.contains("public protocol PaymentsPriceFormatting {\n  func"))
    #expect(text.contains("// PriceFormatter conforms to PaymentsPriceFormatting already."))
    #expect(
      text.contains(
        "// Pass the service, at Sources/PaymentsTests/PaymentsTests.swift:3:35: PaymentsTests "
          + "creates Checkout; it does not see Pricing, so take the service from its own caller "
          + "and pass it on."))
    #expect(text.contains("// Delete, at Sources/Payments/Payments.swift:1:1: import Pricing"))
  }
}

/// Found by `--verify` on swift-syntax: a requirement naming a type of a third module
/// (`Trivia` of SwiftSyntax) needs that module's import in the protocol's file.
@Suite("depgraph bridge: the protocol's own imports")
struct BridgeProtocolImportsTests {
  @Test("The protocol imports what its type's file imports and the lower target sees")
  func protocolImports() throws {
    var fixture = Fixture()
    fixture.add("Syntax", source: "public struct Trivia {}\n")
    fixture.add(
      "Format", dependsOn: ["Syntax"],
      source: """
        public import Syntax
        import Other

        open class BasicFormat {
          public var indentation: Trivia { Trivia() }
        }
        """)
    fixture.add(
      "Diagnostics", dependsOn: ["Format", "Syntax"],
      source: """
        public import Format
        public import Syntax

        func indent(_ format: BasicFormat) -> Trivia { format.indentation }
        """)
    let draft = try fixture.analysis.bridge(from: "Diagnostics", to: "Format")
    let drafted = try #require(draft.protocols.first)
    // Syntax, which both import; not Other, which Diagnostics does not import; `public`, as
    // Diagnostics writes access levels on its imports.
    #expect(drafted.protocolImports == ["public import Syntax"])
    #expect(drafted.source.hasPrefix("public import Syntax\n\n/// What Diagnostics needs"))
  }
}
