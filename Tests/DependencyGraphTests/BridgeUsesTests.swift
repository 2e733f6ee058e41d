import Testing

@testable import DependencyGraph
@testable import DependencyGraphBridge

/// Uses read as the source states them: only in files that import the upper module, and a
/// member only through a receiver whose type the file writes down.
@Suite("depgraph bridge: uses by reference, not by name")
struct BridgeUsesTests {
  /// `Console` (upper) declares two types that share member names, a command protocol read
  /// through a metatype, and a type named like its module; `Core` (lower) uses some of them.
  static var fixture: Fixture {
    var fixture = Fixture()
    fixture.add(
      "Console",
      files: [
        "Console.swift": """
        public struct Console {
          public init() {}
          public var title: String { "" }
          public func write(_ text: String) {}
        }
        public struct Window {
          public var title: String { "" }
          public static let main = Window()
        }
        public protocol Command {
          static var configuration: String { get }
        }
        public final class Log {
          public var entries: [String] = []
        }
        """
      ])
    fixture.add(
      "Core", dependsOn: ["Console"],
      files: [
        // Never imports Console: its own `title` is no use of Console's.
        "Model.swift": """
        public struct Document {
          public var title: String
          public init(title: String) { self.title = title }
          func rename(_ other: Document) -> String { other.title }
        }
        """,
        "Uses.swift": """
        import Console

        final class Screen {
          var title = ""
          let console = Console()
          var log: Log?
          func show(in window: Window, items: [Window], command: any Command.Type) {
            self.title = window.title
            console.write("\\(console.title) \\(title)")
            log?.entries.append(items.first?.title ?? "")
            _ = command.configuration
            _ = Window.main.title
            let handler = { (shown: Console) in shown.write("") }
            _ = handler
          }
        }
        """,
      ])
    return fixture
  }

  static func uses() throws -> [String] {
    try fixture.analysis.bridge(from: "Core", to: "Console").uses.map {
      "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line) "
        + "\($0.kind.rawValue) \($0.symbol)"
    }
  }

  @Test("Each use is attributed through the type its receiver is declared with")
  func resolvedUses() throws {
    let uses = try Self.uses()
    #expect(
      uses == [
        "Uses.swift:5 construction Console",
        "Uses.swift:6 signature Log",
        "Uses.swift:7 signature Window",
        "Uses.swift:7 signature Window",
        "Uses.swift:7 signature Command",
        "Uses.swift:8 property Window.title",
        "Uses.swift:9 method Console.write()",
        "Uses.swift:9 property Console.title",
        "Uses.swift:10 property Log.entries",
        "Uses.swift:10 unresolved .title",
        "Uses.swift:11 metatype-member Command.configuration",
        "Uses.swift:12 static-member Window.main",
        "Uses.swift:12 property Window.title",
        "Uses.swift:13 type Console",
        "Uses.swift:13 method Console.write()",
      ])
  }

  @Test("A file that does not import the upper module holds no use, and an import is no use")
  func onlyImportingFiles() throws {
    let uses = try Self.uses()
    #expect(!uses.contains { $0.hasPrefix("Model.swift") })
    #expect(!uses.contains { $0.hasPrefix("Uses.swift:1 ") })
  }

  @Test("A member whose receiver's type is not written is unresolved, with every candidate")
  func unresolvedIsNotGuessed() throws {
    let draft = try Self.fixture.analysis.bridge(from: "Core", to: "Console")
    let unresolved = try #require(draft.uses.first { $0.kind == .unresolved })
    #expect(
      unresolved.candidates.map { "\($0.container ?? "").\($0.name)" }.sorted()
        == ["Console.title", "Window.title"])
    // Unresolved uses draft no requirement: each protocol holds only what was resolved.
    let requirements = draft.protocols.map { "\($0.type): \($0.requirements)" }
    #expect(
      requirements == [
        "Command: [\"static var configuration: String { get }\"]",
        "Console: [\"func write(_ text: String)\", \"var title: String { get }\"]",
        "Log: [\"var entries: [String] { get }\"]",
        "Window: [\"var title: String { get }\"]",
      ])
    let text = draft.text(root: "/pkg", relativeTo: "/pkg")
    #expect(
      text.contains(
        "Sources/Core/Uses.swift:10:38: note: .title may be Console.title or Window.title "
          + "(unresolved: the file does not state its receiver's type; check it by hand)"))
  }
}

/// Cases met in real packages: a client struct of closures (isowords' `DictionaryClient`),
/// called through its properties, with a nested type in a signature.
@Suite("depgraph bridge: closure properties and nested types, as in real clients")
struct BridgeClientTests {
  @Test("A closure property called like a method drafts a property requirement")
  func closureProperties() throws {
    var fixture = Fixture()
    fixture.add(
      "Dictionary",
      source: """
        public struct DictionaryClient {
          public var contains: (String) -> Bool
          public var lookup: ((String) -> Lookup?)?
          public enum Lookup { case prefix, word }
        }
        """)
    fixture.add(
      "Models", dependsOn: ["Dictionary"],
      source: """
        import Dictionary

        func check(_ word: String, in dictionary: DictionaryClient) -> DictionaryClient.Lookup? {
          dictionary.contains(word) ? dictionary.lookup?(word) : nil
        }
        """)
    let draft = try fixture.analysis.bridge(from: "Models", to: "Dictionary")
    #expect(
      draft.uses.map { "\($0.location.line) \($0.kind.rawValue) \($0.symbol)" } == [
        "3 signature DictionaryClient", "3 signature Lookup",
        "4 method DictionaryClient.contains()", "4 property DictionaryClient.lookup",
      ])
    #expect(draft.protocols.first?.requirements == ["var contains: (String) -> Bool { get }"])
    // `lookup` names the nested Lookup, which Models cannot see: a blocker, not a requirement.
    #expect(draft.blockers.map(\.use.symbol) == ["Lookup", "DictionaryClient.lookup"])
  }
}
