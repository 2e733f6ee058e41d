/// What a file offers that others find by linking it, not by importing it: tests that a test
/// runner discovers at run time, and Objective-C classes whose `@interface` another target
/// declares while this one holds the `@implementation`.
///
/// The reading is by line: `class Spec: XCTestCase`, `@interface Spec : XCTestCase`, a Quick
/// spec, and Swift Testing's `@Test` and `@Suite` declare tests; `@interface Name` (not a
/// category `Name (Extra)`) declares a class and `@implementation Name` defines one. A line
/// comment is skipped.
package struct LinkedDeclarations: Equatable, Sendable {
  /// Whether the file declares tests.
  package var declaresTests = false
  /// The classes of its `@interface Name` lines.
  package var interfaces: Set<String> = []
  /// The classes of its `@implementation Name` lines.
  package var implementations: Set<String> = []

  /// The base classes whose subclasses a test runner finds: XCTest's and Quick's.
  private static let testBases: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]

  package init() {}

  /// Reads the declarations of one file.
  package init(scanning text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      read(line: line.drop { $0 == " " || $0 == "\t" })
    }
  }

  /// Adds what another file of the same target declares.
  package mutating func formUnion(_ other: LinkedDeclarations) {
    declaresTests = declaresTests || other.declaresTests
    interfaces.formUnion(other.interfaces)
    implementations.formUnion(other.implementations)
  }

  private mutating func read(line: Substring) {
    guard !line.hasPrefix("//") else { return }
    if line.hasPrefix("@Test") || line.hasPrefix("@Suite") {
      let attribute = line.dropFirst().prefix(while: Self.isIdentifier)
      declaresTests = declaresTests || attribute == "Test" || attribute == "Suite"
      return
    }
    for keyword in ["@interface", "@implementation"] where line.hasPrefix(keyword + " ") {
      let rest = line.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
      let name = rest.prefix(while: Self.isIdentifier)
      let after = rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
      guard !name.isEmpty, after.first != "(" else { return }
      if keyword == "@interface" {
        interfaces.insert(String(name))
        declaresTests = declaresTests || Self.subclassesTestBase(after)
      } else {
        implementations.insert(String(name))
      }
      return
    }
    // A Swift class declaration: `final class Spec: XCTestCase {`.
    let words = line.split { $0 == " " || $0 == "\t" }
    guard let keyword = words.firstIndex(of: "class"), words[..<keyword].allSatisfy(Self.isModifier)
    else { return }
    let rest = line[words[keyword].endIndex...].drop { $0 == " " || $0 == "\t" }
    let name = rest.prefix(while: Self.isIdentifier)
    let after = rest.dropFirst(name.count).drop { $0 == " " }
    declaresTests = declaresTests || (!name.isEmpty && Self.subclassesTestBase(after))
  }

  /// Whether the text after a class's name (`: XCTestCase {`) names a test base first.
  private static func subclassesTestBase(_ text: Substring) -> Bool {
    guard text.first == ":" else { return false }
    let base = text.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix(while: isIdentifier)
    return testBases.contains(String(base))
  }

  private static func isModifier(_ word: Substring) -> Bool {
    ["final", "public", "open", "internal", "package", "private", "fileprivate"].contains(word)
      || word.hasPrefix("@")
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
