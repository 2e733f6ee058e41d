import DependencyGraph
import Foundation
import Testing

/// The guide's table of rules is made from the rules themselves: each rule's file states its
/// identifier, severity and description once. `Scripts/update-diagrams.sh` rewrites the table.
@Suite("The guide's rules table")
struct RulesTableTests {
  static let file = "Docs/DependencyGraph.md"
  static let begin = "<!-- rules:begin -->\n"
  static let end = "<!-- rules:end -->"

  /// The table's lines, header first, one row per rule in the order a check runs them.
  static func rows() -> [String] {
    ["| rule id | severity | what it means |", "|---|---|---|"]
      + Violation.Rule.checkOrder.map { rule in
        let severity = [rule.severity.rawValue] + (rule.condition.map { [$0] } ?? [])
        return "| `\(rule.rawValue)` | \(severity.joined(separator: ", ")) | "
          + "\(rule.documentation) |"
      }
  }

  @Test("The rules table of Docs/DependencyGraph.md is what the rules state now")
  func rulesTable() throws {
    let current = try String(
      contentsOfFile: PackageUnderTest.root + "/" + Self.file, encoding: .utf8)
    let start = try #require(current.range(of: Self.begin), "no \(Self.begin) in \(Self.file)")
    let stop = try #require(
      current.range(of: Self.end, range: start.upperBound..<current.endIndex),
      "no \(Self.end) after \(Self.begin) in \(Self.file)")
    let generated =
      current[..<start.upperBound] + Self.rows().joined(separator: "\n") + "\n"
      + current[stop.lowerBound...]
    try GeneratedModulesTests.expectCurrent(Self.file, String(generated), "the rules table is")
  }

  @Test("Every rule is in the table once")
  func everyRule() {
    #expect(Violation.Rule.checkOrder.count == Violation.Rule.allCases.count)
    #expect(Set(Violation.Rule.checkOrder) == Set(Violation.Rule.allCases))
  }
}
