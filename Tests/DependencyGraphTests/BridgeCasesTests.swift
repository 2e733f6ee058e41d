import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphBridge

/// The reduced shapes of the real upward imports that `Scripts/bridge-cases.sh` makes in
/// fetched packages (Tests/Fixtures/BridgeCases): each edge's verdict, and the uses that lead
/// to it.
@Suite("depgraph bridge: the verdict on real shapes of upward imports")
struct BridgeCasesTests {
  static let analysis = Result { () throws(GraphError) in
    try PackageAnalysis.load(packagePath: fixturePath("BridgeCases"))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let from: String
    let to: String
    let verdict: BridgeDraft.Verdict.Kind
    /// The kinds of the uses, each with how many times it is used.
    let kinds: [SymbolUse.Kind: Int]
    /// Words the reason must hold: what to move, and where.
    let reason: [String]
    var testDescription: String { "\(from) -> \(to)" }
  }

  static let cases: [Case] = [
    Case(
      from: "Numbers", to: "Complexes", verdict: .move,
      kinds: [.construction: 2, .operator: 3, .property: 1],
      reason: ["arithmetic", "(* + /)", "Sources/Numbers/Double+PolarMagnitude.swift"]),
    Case(
      from: "Metrics", to: "MetricsTestKit", verdict: .move,
      kinds: [.signature: 1, .construction: 1, .conversion: 1, .method: 1, .property: 1],
      reason: ["test kit", "Sources/Metrics/MetricsSystem+Testing.swift"]),
    Case(
      from: "Plugin", to: "Printing", verdict: .move,
      kinds: [.construction: 1, .method: 4, .staticMember: 1, .property: 1],
      reason: ["makes and changes its own CodePrinter", "into Printing"]),
    Case(
      from: "ToolInfo", to: "Commands", verdict: .bridge,
      kinds: [.signature: 1, .metatypeMember: 2, .property: 2],
      reason: ["CommandConfiguration, ParsableCommand"]),
    Case(
      from: "Wire", to: "HTTP", verdict: .move, kinds: [.signature: 1, .enumCase: 2],
      reason: ["only HTTPMethod", "down into Wire", "Sources/Wire/Buffer+RequestLine.swift"]),
  ]

  @Test("Each real shape gets the verdict a reviewer would give, for its reason", arguments: cases)
  func verdict(_ example: Case) throws {
    let draft = try Self.analysis.get().bridge(
      from: TargetName(example.from), to: TargetName(example.to))
    #expect(draft.verdict.kind == example.verdict, "\(draft.verdict.reason)")
    #expect(Dictionary(draft.uses.map { ($0.kind, 1) }, uniquingKeysWith: +) == example.kinds)
    for words in example.reason {
      #expect(draft.verdict.reason.contains(words), "\(draft.verdict.reason)")
    }
  }

  @Test("A requirement declared twice is drafted once; an associated type shadows nothing")
  func requirementsCompile() throws {
    let draft = try Self.analysis.get().bridge(from: "ToolInfo", to: "Commands")
    let command = try #require(draft.protocols.first { $0.type == "ParsableCommand" })
    #expect(
      command.requirements == ["static var configuration: CommandConfigurationType { get }"])
    #expect(
      command.associatedTypes == [
        "CommandConfigurationType: ToolInfoCommandConfigurationProviding"
      ])
  }

  @Test("A value passed where the lower target's protocol is expected: the protocol refines it")
  func conversion() throws {
    let draft = try Self.analysis.get().bridge(from: "Metrics", to: "MetricsTestKit")
    #expect(
      draft.uses.contains { $0.kind == .conversion && $0.symbol == "TestMetrics as MetricsFactory" }
    )
    #expect(draft.protocols.first?.refines == ["MetricsFactory"])
    #expect(
      draft.protocols.first?.source.contains(
        "protocol MetricsTestMetricsProviding: MetricsFactory {") == true)
  }

  @Test("An operator is a use only where an operand is the upper type's value")
  func operators() throws {
    var fixture = Fixture()
    fixture.add(
      "Upper",
      source: """
        public struct Vector {
          public init(_ x: Int) {}
          public var length: Int { 0 }
          public static func + (a: Vector, b: Vector) -> Vector { a }
        }
        """)
    fixture.add(
      "Lower",
      source: """
        import Upper

        func sum(_ a: Vector, _ n: Int) -> Int {
          let total = n + 1
          return (a + Vector(total)).length + n + total
        }
        """)
    let draft = try fixture.analysis.bridge(from: "Lower", to: "Upper")
    #expect(draft.uses.filter { $0.kind == .operator }.map(\.location.line) == [5])
    // `(a + Vector(total))` has the operator's result type: its `.length` is Vector's.
    #expect(draft.uses.contains { $0.symbol == "Vector.length" && $0.kind == .property })
  }

  @Test("A generic type's protocol declares its parameters as primary associated types")
  func genericReceiver() throws {
    var fixture = Fixture()
    fixture.add(
      "Upper",
      source: """
        public final class Box<Value: Sendable> {
          public init(_ value: Value) {}
          public func get() -> Value { fatalError() }
        }
        """)
    fixture.add(
      "Lower",
      source: """
        import Upper

        func read(_ box: Box<Int>) -> Int { box.get() }
        """)
    let draft = try fixture.analysis.bridge(from: "Lower", to: "Upper")
    #expect(draft.verdict.kind == .bridge)
    let drafted = try #require(draft.protocols.first)
    #expect(drafted.primaryAssociatedTypes == ["Value"])
    #expect(
      drafted.source.contains(
        "public protocol LowerBoxProviding<Value> {\n  associatedtype Value\n"
          + "  func get() -> Value\n}"))
    // `Box<Int>` becomes `any LowerBoxProviding<Int>`: the arguments stay where they are.
    #expect(draft.rewrites.map(\.replacement) == ["any LowerBoxProviding"])
  }

  @Test("In a protocol's extension, the function takes the service: a protocol has no init")
  func injectionInProtocol() throws {
    var fixture = Fixture()
    fixture.add(
      "Upper",
      source: """
        public final class Printer {
          public init() {}
          public func say(_ text: String) -> String { text }
        }
        """)
    fixture.add(
      "Lower",
      source: """
        import Upper

        public protocol Message { var name: String { get } }
        extension Message {
          public func sketch() -> String { Printer().say(name) }
        }
        """)
    let draft = try fixture.analysis.bridge(from: "Lower", to: "Upper")
    #expect(draft.injection.map(\.function) == ["sketch"])
    #expect(draft.injection.first?.advice.hasPrefix("Let `Message.sketch` take `printer:") == true)
  }

  @Test("Nested types that share a name, and an initializer passed as a function, are made")
  func nestedTypesAndInitializers() throws {
    var fixture = Fixture()
    fixture.add(
      "Upper",
      source: """
        public struct NameInfo {
          public enum Kind { case long }
        }
        public struct ArgumentInfo {
          public enum Kind { case flag }
          public init?(_ text: String) {}
        }
        extension ArgumentInfo.Kind {
          public init?(argument: String) { self = .flag }
        }
        """)
    fixture.add(
      "Lower",
      source: """
        import Upper

        func infos(_ texts: [String]) -> [ArgumentInfo] { texts.compactMap(ArgumentInfo.init) }
        func kind(_ text: String) -> Bool { ArgumentInfo.Kind(argument: text) != nil }
        """)
    let draft = try fixture.analysis.bridge(from: "Lower", to: "Upper")
    #expect(
      draft.uses.map {
        "\($0.location.line):\($0.location.column) \($0.kind.rawValue) \($0.symbol)"
      }
        == [
          "3:35 signature ArgumentInfo", "3:68 construction ArgumentInfo",
          "4:50 construction Kind",
        ])
    #expect(draft.uses.last?.candidates.first?.qualifiedName == "ArgumentInfo.Kind")
  }

  @Test("A labelled value at the very start of a file reads as no argument, without a crash")
  func labelAtTheStart() throws {
    let upper = SymbolReader.File(
      path: "Upper.swift", bytes: Array("public struct Meter: Gauge { public init() {} }".utf8))
    let lower = SymbolReader.File(
      path: "Lower.swift", bytes: Array("f: meter)\nlet meter: Meter = Meter()\n".utf8))
    let uses = SymbolReader.uses(
      in: [lower], of: SymbolReader.declarations(in: [upper]),
      conformances: ["Meter": ["Gauge"]])
    #expect(!uses.contains { $0.kind == .conversion })
  }

  @Test("A type declared '@unchecked Sendable' is Sendable, and so is its protocol")
  func uncheckedSendable() throws {
    var fixture = Fixture()
    fixture.add(
      "Upper",
      source: """
        public final class Cache: @unchecked Sendable {
          public init() {}
          public func size() -> Int { 0 }
        }
        """)
    fixture.add("Lower", source: "import Upper\n\nfunc f(_ cache: Cache) -> Int { cache.size() }\n")
    let draft = try fixture.analysis.bridge(from: "Lower", to: "Upper")
    #expect(draft.protocols.first?.isSendable == true)
    #expect(
      draft.protocols.first?.source.contains("protocol LowerCacheProviding: Sendable {") == true)
  }

  @Test("An import of nothing used is removed")
  func remove() throws {
    var fixture = Fixture()
    fixture.add("Upper", source: "public struct Unused { public init() {} }")
    fixture.add("Lower", source: "import Upper\n\nfunc f() -> Int { 1 }\n")
    let draft = try fixture.analysis.bridge(from: "Lower", to: "Upper")
    #expect(draft.verdict.kind == .remove)
    #expect(draft.verdict.reason == "Lower uses no declaration of Upper: delete the import.")
  }

  @Test("--verify's errors: on a step's line, that step's, once; anywhere else, the draft's")
  func sortedErrors() throws {
    let draft = try PackageAnalysis.load(packagePath: fixturePath("NaiveBridge"))
      .bridge(from: "BridgeFramework", to: "ColorServiceModule")
    let site = try #require(draft.injection.first?.location)
    let onStep = "\(site.file):\(site.line):22: error: cannot find 'ColorService' in scope"
    let again = "\(site.file):\(site.line):40: error: another error on the same line"
    let own = "Sources/BridgeFramework/BridgeColorServiceProviding.swift:3:3: error: invalid"
    guard case .fails(let draftErrors, let steps) = draft.sorted([onStep, own, again]) else {
      Issue.record("errors sort into a failure")
      return
    }
    #expect(draftErrors == [own])
    #expect(steps.map(\.errors) == [[onStep, again]])
    #expect(steps.first?.step.hasPrefix("Inject: Let BridgeViewController's initializer") == true)
  }
}
