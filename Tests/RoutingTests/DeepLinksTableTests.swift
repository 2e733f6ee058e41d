import Foundation
import Routing
import TestSupport
import Testing

/// DeepLinks.md's table of invisible characters, read from the guide and run against the code:
/// each text the "passes" column shows is accepted, and each link the "refused" column spells
/// (`a%E2%80%8Db`) is refused as a forbidden character.
@Suite("DeepLinks.md's table of joiners and tags")
struct DeepLinksTableTests {
  /// The table's rows under `| character | passes | refused |`: the texts in backticks of the
  /// second and the third cells.
  static var rows: [(character: String, passes: [String], refused: [String])] {
    let guide = URL(fileURLWithPath: packageRoot + "/Docs/DeepLinks.md")
    let text = (try? String(contentsOf: guide, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n").map(String.init)
    guard let header = lines.firstIndex(of: "| character | passes | refused |") else { return [] }
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
      let cells = line.split(separator: "|").map { String($0) }
      return (cells[0], quoted(in: cells[1]), quoted(in: cells[2]))
    }
  }

  /// The texts in backticks of a cell.
  static func quoted(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  @Test("Every row has an example on each side, and each example does what its column says")
  func table() throws {
    let rows = Self.rows
    #expect(rows.count == 4, "the table has a row per kind of invisible character")
    let table = try DeepLinkTable<String>(
      scheme: "app", [.init(DeepLinkPattern(.literal("search"), .string("term"))) { $0 }])
    for row in rows {
      // Examples of text: anything but a code point's name.
      let passing = row.passes.filter { !$0.hasPrefix("U+") }
      #expect(!passing.isEmpty, "\(row.character): no example that passes")
      for text in passing {
        let link = "app://search/" + DeepLinkURL.encode(text)
        let resolved = try? table.resolve(link)
        #expect(
          resolved?.unicodeScalars.elementsEqual(text.unicodeScalars) == true,
          "\(row.character): \(text)")
      }
      // Examples of links, percent-encoded.
      let refused = row.refused.filter { $0.contains("%") }
      #expect(!refused.isEmpty, "\(row.character): no example that is refused")
      for spelled in refused {
        #expect("\(row.character): \(spelled)") {
          try table.resolve("app://search/" + spelled)
        } throws: { error in
          guard case .forbiddenCharacter = error as? DeepLinkError else { return false }
          return true
        }
      }
    }
  }
}
