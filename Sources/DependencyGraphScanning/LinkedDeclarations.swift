/// What a file offers that others find by linking it, not by importing it: tests that a test
/// runner discovers at run time, and Objective-C classes whose `@interface` another target
/// declares while this one holds the `@implementation`.
///
/// The reading is by line. Swift Testing's `@Test` and `@Suite` declare tests; so does a
/// subclass of `XCTestCase` together with a method the runner calls, `func testName()` or
/// `- (void)testName` (no arguments, nothing returned), and a Quick spec with its `spec()`. A
/// base class of test cases alone, with only `setUp` and helpers, declares none.
/// `@interface Name` (not a category `Name (Extra)`) declares a class and
/// `@implementation Name` defines one. Comments are skipped.
package struct LinkedDeclarations: Equatable, Sendable {
  /// Whether the file uses Swift Testing's `@Test` or `@Suite`.
  private var testingMacros = false
  /// Whether it subclasses `XCTestCase`, and whether it has a method XCTest runs.
  private var testCaseClasses = false
  private var testMethods = false
  /// Whether it subclasses a Quick spec, and whether it has the `spec()` Quick runs.
  private var specClasses = false
  private var specMethods = false
  /// The classes of its `@interface Name` lines.
  package var interfaces: Set<String> = []
  /// The classes of its `@implementation Name` lines.
  package var implementations: Set<String> = []

  /// Whether the file, or the files read with it, declare tests a test runner finds.
  package var declaresTests: Bool {
    testingMacros || (testCaseClasses && testMethods) || (specClasses && specMethods)
  }

  package init() {}

  /// Reads the declarations of one file.
  package init(scanning text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      read(line: line.drop { $0 == " " || $0 == "\t" })
    }
  }

  /// Adds what another file of the same target declares: a test class in one file and its
  /// base class in another are one target's tests.
  package mutating func formUnion(_ other: LinkedDeclarations) {
    testingMacros = testingMacros || other.testingMacros
    testCaseClasses = testCaseClasses || other.testCaseClasses
    testMethods = testMethods || other.testMethods
    specClasses = specClasses || other.specClasses
    specMethods = specMethods || other.specMethods
    interfaces.formUnion(other.interfaces)
    implementations.formUnion(other.implementations)
  }

  private mutating func read(line: Substring) {
    guard !line.hasPrefix("//"), !line.hasPrefix("*"), !line.hasPrefix("/*") else { return }
    if line.hasPrefix("@Test") || line.hasPrefix("@Suite") {
      let attribute = line.dropFirst().prefix(while: Self.isIdentifier)
      testingMacros = testingMacros || attribute == "Test" || attribute == "Suite"
      return
    }
    if line.hasPrefix("- (void)test") {
      // An Objective-C test method: `- (void)testAdds {`, no argument.
      testMethods = testMethods || !line.contains(":")
      return
    }
    for keyword in ["@interface", "@implementation"] where line.hasPrefix(keyword + " ") {
      let rest = line.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
      let name = rest.prefix(while: Self.isIdentifier)
      let after = rest.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
      guard !name.isEmpty, after.first != "(" else { return }
      if keyword == "@interface" {
        interfaces.insert(String(name))
        noteBase(of: after)
      } else {
        implementations.insert(String(name))
      }
      return
    }
    let words = line.split { $0 == " " || $0 == "\t" }
    guard let keyword = words.firstIndex(where: { $0 == "class" || $0 == "func" }),
      words[..<keyword].allSatisfy(Self.isModifier)
    else { return }
    let rest = line[words[keyword].endIndex...].drop { $0 == " " || $0 == "\t" }
    let name = rest.prefix(while: Self.isIdentifier)
    let after = rest.dropFirst(name.count).drop { $0 == " " }
    if words[keyword] == "class" {
      // `final class Spec: XCTestCase {`; `class func spec()` is a method.
      if name == "func" {
        readMethod(rest.dropFirst(name.count).drop { $0 == " " })
      } else if !name.isEmpty {
        noteBase(of: after)
      }
    } else {
      readMethod(rest)
    }
  }

  /// Notes a test base named first after a class's name (`: XCTestCase {`).
  private mutating func noteBase(of text: Substring) {
    guard text.first == ":" else { return }
    let base = text.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix(while: Self.isIdentifier)
    testCaseClasses = testCaseClasses || base == "XCTestCase"
    specClasses = specClasses || base == "QuickSpec" || base == "AsyncSpec"
  }

  /// Notes a method a test runner calls: `testName()` or Quick's `spec()`, taking nothing and
  /// returning nothing (`async` and `throws` allowed).
  private mutating func readMethod(_ text: Substring) {
    let name = text.prefix(while: Self.isIdentifier)
    let rest = text.dropFirst(name.count)
    guard rest.hasPrefix("()"), !rest.contains("->") else { return }
    if name.hasPrefix("test") { testMethods = true }
    if name == "spec" { specMethods = true }
  }

  private static func isModifier(_ word: Substring) -> Bool {
    [
      "final", "public", "open", "internal", "package", "private", "fileprivate", "override",
      "static", "nonisolated", "dynamic", "required",
    ].contains(word)
      || word.hasPrefix("@")
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
