import Testing

@testable import AppMain

@MainActor
@Suite("Demo runs")
struct DemoTests {
  static let escape = "\u{1B}["

  @Test("The story runs to the end, tells every step, and exits 0")
  func story() {
    let result = Demo.run([])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    for fragment in [
      "layer 0  Routing", "imports BridgeFramework, ColorServiceModule, LoginModule, Routing",
      "background red #FF0000, supplied by ColorService", "User 42 (UserProfileScene)",
      "modal  Login (LoginScene)",
      "error: Cannot pop while Login (LoginScene) is presented over the stack.",
      "The stack is unchanged", "5) pop to root, removing User 42, Bridge",
    ] {
      #expect(result.standardOutput.contains(fragment), "missing: \(fragment)")
    }
  }

  @Test("Every line fits an 80-column terminal", arguments: [[], ["graph"], ["--help"]])
  func fitsEightyColumns(_ arguments: [String]) {
    let lines = Demo.run(arguments).standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.count <= 80, "too long: \(line)")
    }
  }

  @Test("Output has no colour off a terminal and colour on one")
  func colorOnlyOnTerminal() {
    #expect(!Demo.run([], isTerminal: false).standardOutput.contains(Self.escape))
    #expect(Demo.run([], isTerminal: true).standardOutput.contains(Self.escape))
    #expect(
      !Demo.run([], environment: ["NO_COLOR": "1"], isTerminal: true).standardOutput.contains(
        Self.escape))
  }

  @Test("Help is printed in the argument-parser layout and exits 0")
  func help() {
    let result = Demo.run(["--help"])
    #expect(result.exitCode == 0)
    for heading in ["OVERVIEW:", "USAGE: demo", "ARGUMENTS:", "OPTIONS:"] {
      #expect(result.standardOutput.contains(heading))
    }
  }

  @Test(
    "A usage error is one error line on stderr and exit 64",
    arguments: [["bogus"], ["--nope"], ["story", "extra"]])
  func usageError(_ arguments: [String]) {
    let result = Demo.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("error: "))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test("The graph command draws each module above what it imports")
  func graph() {
    let lines = Demo.run(["graph"]).standardOutput.split(separator: "\n")
    let order = ["AppMain", "ColorServiceModule", "BridgeFramework", "Routing"].map { name in
      lines.firstIndex { $0.contains("  " + name + " ") }
    }
    let positions = order.compactMap { $0 }
    #expect(positions.count == 4)
    #expect(positions == positions.sorted())
  }
}
