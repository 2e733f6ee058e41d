import Foundation
import TestSupport
import Testing

/// Every Swift example in a doc comment of `Sources` is code that compiles and runs: its lines
/// stand, in order, in a test of `Tests` (compared without indentation, runs of spaces and
/// blank lines, so the formatter may lay them out). An example no test holds is stale the day
/// its API changes; this test names it.
@Suite("Doc-comment examples compile in a test")
struct DocCommentExampleTests {
  /// A fenced Swift example of a doc comment.
  struct Example: CustomStringConvertible {
    let file: String
    /// The line of its opening fence.
    let line: Int
    /// Its lines, without the `///` and the example's own indentation.
    let lines: [String]

    var description: String { "\(file):\(line)" }
  }

  /// The Swift examples of the doc comments of `source`, which lives at `file`.
  static func examples(in source: String, file: String) -> [Example] {
    var found: [Example] = []
    var open: (line: Int, lines: [String])?
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let code = line.trimmingCharacters(in: .whitespaces)
      guard code.hasPrefix("///") else { continue }
      let text = code.dropFirst(3).hasPrefix(" ") ? String(code.dropFirst(4)) : ""
      if var example = open {
        if text == "```" {
          found.append(Example(file: file, line: example.line, lines: example.lines))
          open = nil
        } else {
          example.lines.append(text)
          open = example
        }
      } else if text == "```swift" || text == "```" {
        open = (index + 1, [])
      }
    }
    return found
  }

  /// `lines` as compared: each trimmed, with runs of spaces made one, and blank ones left out.
  /// A leading `private ` is dropped too: a test keeps an example's type to its file with it.
  static func normalized(_ lines: [Substring]) -> [String] {
    lines.map { line in
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      return (words.first == "private" ? words.dropFirst() : words[...]).joined(separator: " ")
    }
    .filter { !$0.isEmpty }
  }

  /// Whether `needle` occurs as consecutive elements of `haystack`.
  static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  /// The Swift files below `folder` of the repository, fixtures left out.
  static func swiftFiles(under folder: String) -> [String] {
    let root = packageRoot + "/" + folder
    let enumerator = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift"), !path.hasPrefix("Fixtures/") {
        files.append(folder + "/" + path)
      }
    }
    return files.sorted()
  }

  @Test("Every Swift example of a doc comment stands in a test")
  func examplesAreTested() throws {
    let examples = try Self.swiftFiles(under: "Sources").flatMap { file in
      Self.examples(in: try DocumentationTests.read(file), file: file)
    }
    #expect(examples.count >= 30)
    let tests = try Self.swiftFiles(under: "Tests").map { file in
      Self.normalized(
        try DocumentationTests.read(file).split(separator: "\n", omittingEmptySubsequences: false)
          .map {
            $0.trimmingCharacters(in: .whitespaces)[...]
          })
    }
    for example in examples {
      let lines = Self.normalized(example.lines.map { $0[...] })
      #expect(
        tests.contains { Self.contains($0, lines) },
        """
        \(example): this doc-comment example stands in no test; compile it in one (see \
        Tests/*/DocCommentExamples.swift), or remove it
        """)
    }
  }

  @Test("An example is read without its comment markers and found only whole and in order")
  func reading() {
    let source = """
      /// Adds.
      ///
      /// ```swift
      /// let sum = add(1,  2)
      ///
      /// print(sum)   // 3
      /// ```
      func add(_ a: Int, _ b: Int) -> Int { a + b }
      """
    let examples = Self.examples(in: source, file: "Add.swift")
    #expect(examples.map(\.line) == [3])
    #expect(examples.first?.lines == ["let sum = add(1,  2)", "", "print(sum)   // 3"])
    let lines = Self.normalized((examples.first?.lines ?? []).map { $0[...] })
    #expect(lines == ["let sum = add(1, 2)", "print(sum) // 3"])
    #expect(Self.contains(["a", "let sum = add(1, 2)", "print(sum) // 3", "b"], lines))
    #expect(!Self.contains(["print(sum) // 3", "let sum = add(1, 2)"], lines))
    #expect(!Self.contains(["let sum = add(1, 2)"], lines))
    #expect(Self.normalized(["  private  final class A {"]) == ["final class A {"])
  }
}
