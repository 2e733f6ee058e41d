import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("OpenStep property lists")
struct OpenStepPropertyListTests {
  typealias Value = OpenStepPropertyList

  static func parse(_ text: String) throws -> Value {
    try OpenStepPropertyList.parse(Array(text.utf8))
  }

  @Test("The example of the doc comment")
  func example() throws {
    let list = try OpenStepPropertyList.parse(Array("{ isa = PBXGroup; children = (A, B); }".utf8))
    let isa = list.dictionary?["isa"]?.string  // "PBXGroup"
    #expect(isa == "PBXGroup")
  }

  @Test(
    "Values read as Xcode writes them",
    arguments: [
      ("// !$*UTF8*$!\n{ a = b; }", Value.dictionary(["a": .string("b")])),
      (
        "{ a = (x, y, ); b = (); }",
        .dictionary(["a": .array([.string("x"), .string("y")]), "b": .array([])])
      ),
      (#"{ "a b" = "c \"d\" \\ \n\t"; }"#, .dictionary(["a b": .string("c \"d\" \\ \n\t")])),
      ("{ 'k' = 'v'; }", .dictionary(["k": .string("v")])),
      (#"{ a = "caf\U00e9 \101"; }"#, .dictionary(["a": .string("café A")])),
      ("{ a /* note */ = /* x */ b; // end\n}", .dictionary(["a": .string("b")])),
      ("{ a = <0fbd 77>; }", .dictionary(["a": .data([0x0F, 0xBD, 0x77])])),
      ("{ path = Sources/A-b_c.$:x; }", .dictionary(["path": .string("Sources/A-b_c.$:x")])),
      ("{ key; }", .dictionary(["key": .string("key")])),
      ("{ a = 1; a = 2; }", .dictionary(["a": .string("2")])),
    ] as [(String, Value)])
  func values(_ text: String, _ expected: Value) throws {
    #expect(try Self.parse(text) == expected)
  }

  @Test(
    "A text that is no property list names the line where it stops being one",
    arguments: [
      ("{ objects = {", 1, "a dictionary is not closed"),
      ("{\n a = (b c); }", 2, "array elements are not separated by ','"),
      ("{ a = b }", 1, "a dictionary value is not followed by ';'"),
      ("{ a = \"b; }", 1, "a quoted string is not closed"),
      ("{\n\n /* open", 3, "a comment is not closed"),
      ("{ a = <0f1>; }", 1, "data has an odd number of digits"),
      ("{ a = b; } c", 1, "text follows the property list"),
      ("", 1, "it ends where a value should be"),
      ("{ a = #; }", 1, "'#' cannot start a value"),
    ] as [(String, Int, String)])
  func malformed(_ text: String, _ line: Int, _ reason: String) {
    #expect(throws: OpenStepPropertyList.Malformed(line: line, reason: reason)) {
      try Self.parse(text)
    }
  }

  @Test("Invalid UTF-8 and nesting past the limit are refused, not read")
  func limits() {
    #expect(throws: OpenStepPropertyList.Malformed(line: 1, reason: "it is not valid UTF-8")) {
      try OpenStepPropertyList.parse(Array("{ a = \"".utf8) + [0xC3] + Array("\"; }".utf8))
    }
    let deep = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
    #expect(
      throws: OpenStepPropertyList.Malformed(line: 1, reason: "it nests deeper than 64 levels")
    ) {
      try Self.parse(deep)
    }
  }
}
