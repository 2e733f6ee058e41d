import Testing

@testable import DependencyGraph
@testable import DependencyGraphBridge

/// Cases met on real packages: swift-syntax's `BasicFormat`, whose `rewrite` comes from
/// `SyntaxRewriter` in another module and takes a default argument, and whose static
/// `inferIndentation` is read through a metatype; swift-nio's `HTTPRequestHead`, built with
/// `method: .GET`. Tests/Fixtures/BridgeInherited is the first as a package that builds under
/// `depgraph bridge --verify`.
@Suite("depgraph bridge: inherited members, metatypes, defaults and enum cases")
struct BridgeRealCasesTests {
  static var formatFixture: Fixture {
    var fixture = Fixture()
    fixture.add(
      "Tree",
      source: """
        open class Rewriter {
          public init() {}
          public func rewrite(_ text: String, detach: Bool = false) -> String { text }
          public func visit(_ text: String) throws -> String { text }
        }
        public enum Spacing { case spaces(Int) }
        """)
    fixture.add(
      "Format", dependsOn: ["Tree"],
      source: """
        import Tree

        open class BasicFormat: Rewriter {
          public let indentation: Spacing
          public func format(_ text: String, marker: String = "", width: Int = 80) -> String { text }
          public static func inferIndentation(of text: String) -> Spacing? { nil }
        }
        public protocol FormatCommand: Sendable {
          static var configuration: String { get }
        }
        """)
    fixture.add(
      "Diagnostics", dependsOn: ["Format", "Tree"],
      source: """
        import Format
        import Tree

        func fix(_ text: String, with format: BasicFormat) -> String {
          format.rewrite(format.format(text))
        }
        func indentation(of format: BasicFormat?) -> Spacing? { format?.indentation }
        func describe(_ command: any FormatCommand.Type, kind: BasicFormat.Type) -> String {
          "\\(command.configuration) \\(kind.inferIndentation(of: "") == nil)"
        }
        func unknown(_ format: BasicFormat) -> Int { format.missing }
        """)
    return fixture
  }

  static func formatDraft() throws -> BridgeDraft {
    try formatFixture.analysis.bridge(from: "Diagnostics", to: "Format")
  }

  @Test("A member the receiver's class inherits from another target is found there")
  func inheritedMember() throws {
    let draft = try Self.formatDraft()
    let rewrite = try #require(draft.uses.first { $0.symbol == "BasicFormat.rewrite()" })
    #expect(rewrite.kind == .method)
    // Found in Tree, and required of BasicFormat, which inherits it.
    #expect(rewrite.candidates.map(\.container) == ["BasicFormat"])
    #expect(rewrite.candidates.map(\.location.file) == ["Sources/Tree/Tree.swift"])
  }

  @Test("A member found nowhere it could be inherited from stays unresolved, with no guess")
  func missingInheritedMember() throws {
    let draft = try Self.formatDraft()
    let missing = try #require(draft.uses.first { $0.symbol == "BasicFormat.missing" })
    #expect(missing.kind == .unresolved)
    #expect(missing.candidates.isEmpty)
    #expect(
      draft.text(root: "/pkg", relativeTo: "/pkg").contains(
        "Sources/Diagnostics/Diagnostics.swift:11:53: note: BasicFormat.missing is not declared "
          + "by BasicFormat nor by what it inherits in this package (unresolved: check it by hand)"
      ))
  }

  @Test("Statics read through a metatype value are static requirements; defaults come back")
  func requirements() throws {
    let drafted = try Self.formatDraft().protocols.map(\.source)
    #expect(
      drafted == [
        """
        import Tree

        /// What Diagnostics needs from BasicFormat, declared where it is used.
        public protocol DiagnosticsBasicFormatProviding {
          func rewrite(_ text: String, detach: Bool) -> String
          func format(_ text: String, marker: String, width: Int) -> String
          var indentation: Spacing { get }
          static func inferIndentation(of text: String) -> Spacing?
        }

        extension DiagnosticsBasicFormatProviding {
          public func rewrite(_ text: String) -> String { rewrite(text, detach: false) }
          public func format(_ text: String) -> String { format(text, marker: "", width: 80) }
        }

        """,
        """
        import Tree

        /// What Diagnostics needs from FormatCommand, declared where it is used.
        public protocol DiagnosticsFormatCommandProviding: Sendable {
          static var configuration: String { get }
        }

        """,
      ])
  }

  @Test("An upper protocol refines the drafted one in its declaration; it cannot be extended")
  func refinement() throws {
    let command = try #require(try Self.formatDraft().protocols.last)
    #expect(command.refinedAt?.line == 8)
    #expect(
      command.conformance
        == "// FormatCommand cannot be extended to conform: declare it "
        + "`protocol FormatCommand: DiagnosticsFormatCommandProviding`, its file with "
        + "`import Diagnostics`.\n")
  }

  @Test("Each type in a signature is rewritten as its spelling needs")
  func rewrites() throws {
    let rewrites = try Self.formatDraft().rewrites.map {
      "\($0.use.location.line):\($0.use.location.column) \($0.replacement)"
    }
    #expect(
      rewrites == [
        "4:39 any DiagnosticsBasicFormatProviding",
        // `BasicFormat?` needs parentheses; `any FormatCommand.Type` has its `any` already.
        "7:29 (any DiagnosticsBasicFormatProviding)",
        "8:30 DiagnosticsFormatCommandProviding",
        "8:56 any DiagnosticsBasicFormatProviding",
        "11:24 any DiagnosticsBasicFormatProviding",
      ])
  }

  @Test("A nested type named through its outer type is rewritten from the outer name on")
  func nestedRewrite() throws {
    var fixture = Fixture()
    fixture.add(
      "Upper",
      source: """
        public enum Log {
          public struct Entry { public var message: String }
        }
        """)
    fixture.add(
      "Lower", dependsOn: ["Upper"],
      source: """
        import Upper

        func show(_ entry: Log.Entry) -> String { entry.message }
        """)
    let rewrite = try #require(
      try fixture.analysis.bridge(from: "Lower", to: "Upper").rewrites.first)
    #expect(rewrite.use.location.column == 20)
    #expect(rewrite.use.pathPrefix + rewrite.use.symbol == "Log.Entry")
    #expect(rewrite.replacement == "any LowerEntryProviding")
  }

  /// swift-nio's shape: an initializer whose parameters' types are the upper target's.
  static var requestFixture: Fixture {
    var fixture = Fixture()
    fixture.add(
      "HTTP",
      source: """
        public enum HTTPMethod { case GET, POST(body: String), `default` }
        public struct HTTPVersion {
          public static let http1_1 = HTTPVersion()
        }
        public struct HTTPRequestHead {
          public var method: HTTPMethod
          public init(version: HTTPVersion, method: HTTPMethod, uri: String) {}
        }
        """)
    fixture.add(
      "TLS", dependsOn: ["HTTP"],
      source: """
        import HTTP

        func probe(_ path: String) -> Bool {
          let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path)
          _ = HTTPMethod.POST(body: "")
          _ = HTTPRequestHead.init(version: .http1_1, method: .default, uri: "")
          return head.method == .GET
        }
        """)
    return fixture
  }

  @Test("Enum cases are uses of their own kind, and `label: .case` takes the parameter's type")
  func enumCases() throws {
    let draft = try Self.requestFixture.analysis.bridge(from: "TLS", to: "HTTP")
    #expect(
      draft.uses.map(\.summary)
        == [
          "4:14 construction HTTPRequestHead",
          "4:40 static-member HTTPVersion.http1_1",
          "4:58 enum-case HTTPMethod.GET",
          "5:7 enum-case HTTPMethod.POST",
          // `Type.init(...)` makes one, as `Type(...)` does.
          "6:7 construction HTTPRequestHead",
          "6:38 static-member HTTPVersion.http1_1",
          "6:56 enum-case HTTPMethod.default",
          "7:15 property HTTPRequestHead.method",
          // A comparison's `.GET` has no written type: unresolved, never guessed.
          "7:26 unresolved .GET",
        ])
    let blocker = try #require(draft.blockers.first { $0.use.symbol == "HTTPMethod.GET" })
    #expect(
      blocker.fix
        == "HTTPMethod is an enum, whose cases a protocol cannot list: move HTTPMethod down "
        + "into TLS, or into a target both depend on.")
  }

  @Test(
    "A parameter list is read with its defaults, whatever their text",
    arguments: [
      (
        "func f(_ a: Int, b: String = \"x, y\", c: [String: Int] = [:]) -> Int",
        "func f(_ a: Int, b: String, c: [String: Int]) -> Int", ["\"x, y\"", "[:]"]
      ),
      (
        "func g(handler: @escaping (Int, Int) -> Void = { _, _ in }) async throws",
        "func g(handler: @escaping (Int, Int) -> Void) async throws", ["{ _, _ in }"]
      ),
      (
        "func h<T: Equatable>(_ value: T, in list: Dictionary<String, T> = .init())",
        "func h<T: Equatable>(_ value: T, in list: Dictionary<String, T>)", [".init()"]
      ),
    ])
  func parameterLists(_ signature: String, _ without: String, _ defaults: [String]) throws {
    let list = try #require(ParameterList(signature))
    #expect(list.written(keepingDefaults: false) == without)
    #expect(list.written(keepingDefaults: true) == signature)
    #expect(list.parameters.compactMap(\.defaultValue) == defaults)
  }

  @Test("A restored default calls its requirement with the effects it has")
  func effectsInRestoredDefault() throws {
    var mismatches: [String] = []
    let declaration = Declaration(
      name: "load", kind: .method, container: "Store",
      signature: "func load(_ key: String, retries: Int = 3) async throws -> Int", isVisible: true,
      isSendable: false, location: Violation.Location(file: "S.swift", line: 1, column: 1))
    let restored = BridgeDraft.defaultsRestored(
      for: declaration, requirement: "func load(_ key: String, retries: Int) async throws -> Int",
      among: ["Store"], mismatches: &mismatches)
    #expect(
      restored
        == "public func load(_ key: String) async throws -> Int "
        + "{ try await load(key, retries: 3) }")
    // A default that names an upper type cannot be restored below it: noted instead.
    let named = Declaration(
      name: "save", kind: .method, container: "Store",
      signature: "func save(policy: Policy = Policy.standard)", isVisible: true,
      isSendable: false, location: Violation.Location(file: "S.swift", line: 2, column: 1))
    #expect(
      BridgeDraft.defaultsRestored(
        for: named, requirement: "func save(policy: Policy)", among: ["Store", "Policy"],
        mismatches: &mismatches) == nil)
    #expect(
      mismatches == [
        "save: default arguments dropped, as they name Policy; pass them at each call"
      ])
  }

  /// swift-syntax's shape again: SwiftParser extends SwiftSyntax's `SourceFileSyntax` with a
  /// static `parse(from:)`, and a static function of the lower target makes a `Parser`.
  @Test("A static of a type the upper target extends is a use; a static function is injected")
  func extendedTypeAndStaticFunction() throws {
    var fixture = Fixture()
    fixture.add("Tree", source: "public struct SourceFile { public init() {} }")
    fixture.add(
      "Parsing", dependsOn: ["Tree"],
      source: """
        import Tree

        public struct Parser {
          public init(_ text: String) {}
          public mutating func enableAlternatives() {}
        }
        extension SourceFile {
          public static func parse(from parser: inout Parser) -> SourceFile { SourceFile() }
        }
        """)
    fixture.add(
      "Format", dependsOn: ["Parsing", "Tree"],
      files: [
        "Sources/Format/Format.swift": """
        import Parsing
        import Tree

        public struct Formatter {
          public init() {}
          public static func formatted(_ text: String) -> SourceFile {
            var parser = Parser(text)
            return SourceFile.parse(from: &parser)
          }
        }
        """,
        "Sources/Format/Use.swift": "let made = Formatter()\n",
      ])
    let draft = try fixture.analysis.bridge(from: "Format", to: "Parsing")
    #expect(
      draft.uses.map(\.summary) == [
        "7:18 construction Parser", "8:23 static-member SourceFile.parse()",
      ])
    let site = try #require(draft.injection.first)
    #expect(site.function == "formatted")
    #expect(site.enclosingType == nil)
    #expect(site.advice.hasPrefix("Let `Formatter.formatted` take `parser: Parser`"))
    // Formatter's initializer keeps its parameters: nobody that makes one must pass anything.
    #expect(draft.edits.callers.isEmpty)
    // A static function is no value to read: it moves down, or a closure calling it comes in.
    let blocker = try #require(draft.blockers.first { $0.use.symbol == "SourceFile.parse()" })
    #expect(
      blocker.fix
        == "SourceFile.parse is a static function: move it down into Format, or into a target "
        + "both depend on, or pass in a closure that calls it where both targets are composed.")
  }
}
