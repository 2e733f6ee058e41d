import Foundation
import TestSupport
import Testing

@testable import AppMain

/// What a route costs the app: the lines of its route files that name it. A line that names
/// a case is one the app writes for that route: its case, its link's shape, its presentation,
/// its example. The figures are in DeepLinks.md and AddingAModule.md; these tests fail when
/// a route costs more.
@MainActor
@Suite("What a route costs")
struct RouteCostTests {
  /// Where the app states its routes.
  static let routeFiles = [
    "Sources/AppMain/AppRoute.swift", "Sources/AppMain/AppComposition.swift",
    "Sources/AppMain/LoginGuard.swift",
  ]

  /// Whether `line` of `file`, code and not a comment, names the route `name`: `case name`,
  /// `.name`; in the composition root, only the links' table speaks of routes.
  static func names(_ line: Substring, of file: String, _ name: String) -> Bool {
    let code = line.trimmingCharacters(in: .whitespaces)
    guard !code.hasPrefix("//") else { return false }
    if file.hasSuffix("AppComposition.swift"), !code.hasPrefix(".init(") { return false }
    return code.range(of: "(\\.|case )\(name)\\b", options: .regularExpression) != nil
  }

  static func lines(naming name: String) throws -> Int {
    try routeFiles.reduce(0) { total, file in
      let text = try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
      return total + text.split(separator: "\n").filter { names($0, of: file, name) }.count
    }
  }

  @Test("A route costs four lines: case, link, presentation, example")
  func sample() throws {
    let cases = Set(AppRoute.examples.map(AppRouteTests.caseName))
    var costs: [String: Int] = [:]
    for name in cases { costs[name] = try Self.lines(naming: name) }
    #expect(costs["home"] == 4 && costs["bridge"] == 4, "\(costs)")
    // A route with values costs the same; login also is the guard's redirect (one more).
    #expect(costs["color"] == 4, "\(costs)")
    // The login guard names the route it protects and the route it sends to: one line more.
    #expect(costs["userProfile"] == 5 && costs["login"] == 5, "\(costs)")
  }

  @Test("The tutorial's new route costs the same four lines")
  func tutorial() throws {
    let guide = try String(
      contentsOfFile: packageRoot + "/Docs/AddingAModule.md", encoding: .utf8)
    var file = ""
    var inDiff = false
    var added = 0
    for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inDiff = line == "```diff"
        continue
      }
      guard inDiff else { continue }
      if line.hasPrefix("+++ b/") {
        file = String(line.dropFirst("+++ b/".count))
      } else if line.hasPrefix("+"), Self.routeFiles.contains(file),
        Self.names(line.dropFirst(), of: file, "settings")
      {
        added += 1
      }
    }
    #expect(added == 4)
  }
}
