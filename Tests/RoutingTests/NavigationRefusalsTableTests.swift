import Foundation
import TestSupport
import Testing

@testable import Routing

/// Navigation.md's table of refused operations, read from the guide and run against the code:
/// each row's situation, set up for each operation the row names, throws the row's error.
@MainActor
@Suite("Navigation.md's table of refusals")
struct NavigationRefusalsTableTests {
  /// One row of the table: its first two cells, and the error case its third names.
  struct Row: CustomStringConvertible, Sendable {
    let operations: String
    let situation: String
    let error: String
    var description: String { "\(operations) | \(situation)" }
  }

  /// The rows under the `| operation | refused when | error |` header.
  nonisolated static var rows: [Row] {
    let guide = URL(fileURLWithPath: packageRoot + "/Docs/Navigation.md")
    let text = (try? String(contentsOf: guide, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n").map(String.init)
    guard let header = lines.firstIndex(of: "| operation | refused when | error |") else {
      return []
    }
    return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let error = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      return Row(
        operations: cells[0], situation: cells[1],
        error: String(error.prefix { $0 != "(" }))
    }
  }

  /// For each row, one refused call per operation it names, on a fresh stack.
  static let scenarios: [String: [@MainActor () throws -> Void]] = [
    "`pop()`, `popToRoot()` | only the root is left": [
      { try SceneStack(root: PlainScene("Root")).pop() },
      { try SceneStack(root: PlainScene("Root")).popToRoot() },
    ],
    "`dismiss()` | nothing is presented": [
      { try SceneStack(root: PlainScene("Root")).dismiss() }
    ],
    "`push(_:)`, `present(_:)` | that instance is already shown": [
      {
        let stack = try SceneStack(root: PlainScene("Root"))
        try stack.push(stack.top)
      },
      {
        let stack = try SceneStack(root: PlainScene("Root"))
        try stack.present(stack.top)
      },
    ],
    "`present(_:)` | a scene is already presented": [
      {
        let stack = try SceneStack(root: PlainScene("Root"))
        try stack.present(PlainScene("Modal"))
        try stack.present(PlainScene("Second"))
      }
    ],
    "`push(_:)`, `pop()`, `popToRoot()`, `Navigable` `pop()` | a modal scene covers the stack": [
      { try modalOver(SelfNavigatingScene()).stack.push(PlainScene("A")) },
      { try modalOver(SelfNavigatingScene()).stack.pop() },
      { try modalOver(SelfNavigatingScene()).stack.popToRoot() },
      {
        let covered = try modalOver(SelfNavigatingScene())
        try withExtendedLifetime(covered.stack) { try covered.pushed.pop() }
      },
      {
        let stack = try SceneStack(root: PlainScene("Root"))
        let modal = SelfNavigatingScene("Modal")
        try stack.present(modal)
        try modal.pop()
      },
    ],
    "`init(root:)`, `push(_:)`, `present(_:)` | another stack shows that `Navigable` instance": [
      { try shownElsewhere { scene in _ = try SceneStack(root: scene) } },
      { try shownElsewhere { try SceneStack(root: PlainScene("Root")).push($0) } },
      { try shownElsewhere { try SceneStack(root: PlainScene("Root")).present($0) } },
    ],
    "`Navigable` methods | no stack shows the scene": [
      { try SelfNavigatingScene().pop() },
      { try SelfNavigatingScene().dismiss() },
      { try SelfNavigatingScene().present(PlainScene("Modal")) },
    ],
    "`Navigable` `pop()` | another scene is above this one on the stack": [
      {
        let stack = try SceneStack(root: PlainScene("Root"))
        let below = SelfNavigatingScene("Below")
        try stack.push(below)
        try stack.push(PlainScene("Above"))
        try below.pop()
      }
    ],
    "`Navigable` `dismiss()` | another scene is presented": [
      {
        let scene = SelfNavigatingScene("On the stack")
        let stack = try SceneStack(root: scene)
        try stack.present(PlainScene("Modal"))
        try scene.dismiss()
      }
    ],
  ]

  /// A stack with a navigable scene pushed on its root and a modal scene over both; the stack
  /// is returned too, since the scene holds it weakly.
  static func modalOver(_ pushed: SelfNavigatingScene) throws(NavigationError)
    -> (stack: SceneStack, pushed: SelfNavigatingScene)
  {
    let stack = try SceneStack(root: PlainScene("Root"))
    try stack.push(pushed)
    try stack.present(PlainScene("Modal"))
    return (stack, pushed)
  }

  /// Calls `body` with a navigable scene that another stack shows meanwhile.
  static func shownElsewhere(_ body: (SelfNavigatingScene) throws -> Void) throws {
    let scene = SelfNavigatingScene("Elsewhere")
    let other = try SceneStack(root: scene)
    try withExtendedLifetime(other) { try body(scene) }
  }

  @Test("The guide's table has a row for each refusal, and a scenario for each row")
  func everyRowHasScenarios() {
    let rows = Self.rows.map(\.description)
    #expect(rows.count >= 8, "the table was not found in Docs/Navigation.md")
    #expect(Set(rows) == Set(Self.scenarios.keys))
  }

  @Test("Each row's operations throw the error it names", arguments: rows)
  func rowHolds(_ row: Row) throws {
    let scenarios = try #require(Self.scenarios[row.description], "no scenario for \(row)")
    for (index, scenario) in scenarios.enumerated() {
      do {
        try scenario()
        Issue.record("operation \(index + 1) of '\(row)' was not refused")
      } catch {
        let thrown = Mirror(reflecting: error).children.first?.label ?? "\(error)"
        #expect(thrown == row.error, "operation \(index + 1) of '\(row)'")
      }
    }
  }
}
