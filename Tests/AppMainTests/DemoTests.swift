import CommandLineSupport
import Routing
import TestSupport
import Testing

@testable import AppMain

@MainActor
@Suite("Demo runs")
struct DemoTests {
  static let escape = "\u{1B}["

  @Test("The story runs to the end, tells every step, and exits 0")
  func story() async {
    let result = await Demo.run([])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    for fragment in [
      ModuleGraphPicture.render(AppModules.all, layers: AppModules.layers),
      "Nothing points up", "background red #FF0000, supplied by ColorService",
      "User 42 (UserProfileScene)",
      "modal  Login (LoginScene)",
      "error: Cannot pop while Login (LoginScene) is presented over the stack.",
      "The stack is unchanged", "5) pop to root, removing User 42, Bridge",
      "validate() passed", "id 42, name grace", "error: No user has the id 7.",
      "RegistrationScene.instantiate()", "catalog 'Main' has no scene",
      "the app has 1 child", "the app has 0 children", "The finished flow was released.",
      "background blue #0000FF", "its scheme is 'https', not 'app'",
      "redirected to .login(username: nil); .userProfile(id: 42) waits for login",
      "session user: grace",
    ] {
      #expect(result.standardOutput.contains(fragment), "missing: \(fragment)")
    }
  }

  @Test(
    "Every line fits an 80-column terminal",
    arguments: [[], ["graph"], ["--help"], ["routes"], ["open", "app://user/42"]])
  func fitsEightyColumns(_ arguments: [String]) async {
    let lines = await Demo.run(arguments).standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.count <= 80, "too long: \(line)")
    }
  }

  @Test("Output has no colour off a terminal and colour on one")
  func colorOnlyOnTerminal() async {
    let plain = await Demo.run([], isTerminal: false)
    let colored = await Demo.run([], isTerminal: true)
    let noColor = await Demo.run([], environment: ["NO_COLOR": "1"], isTerminal: true)
    #expect(!plain.standardOutput.contains(Self.escape))
    #expect(colored.standardOutput.contains(Self.escape))
    #expect(!noColor.standardOutput.contains(Self.escape))
  }

  @Test("Help is printed in the argument-parser layout and exits 0")
  func help() async {
    let result = await Demo.run(["--help"])
    #expect(result.exitCode == 0)
    for heading in ["OVERVIEW:", "USAGE: demo", "ARGUMENTS:", "OPTIONS:", "open <url>"] {
      #expect(result.standardOutput.contains(heading))
    }
    #expect(DemoOptions.parser.disagreements(withHelp: DemoOptions.help) == ([], []))
    for command in DemoCommand.names {
      #expect(result.standardOutput.contains("\n        \(command) "), "help omits \(command)")
    }
    #expect(
      result.standardOutput.contains(
        "\(ExitStatus.success) success, \(ExitStatus.failure) a rejected request"))
    #expect(result.standardOutput.contains("\(ExitStatus.usageError) a usage error"))
  }

  @Test(
    "A usage error is one error line on stderr and exit 64",
    arguments: [["bogus"], ["--nope"], ["story", "extra"], ["open"], ["open", "a", "b"]])
  func usageError(_ arguments: [String]) async {
    expectUsageError(await Demo.run(arguments), exitCode: ExitStatus.usageError)
  }

  @Test("The graph command draws each module above what it imports, by depgraph.json's layers")
  func graph() async {
    let lines = await Demo.run(["graph"]).standardOutput.split(separator: "\n")
    let order = ["AppMain", "ColorServiceModule", "BridgeFramework", "Routing"].map { name in
      lines.firstIndex { $0.hasPrefix("    " + name + ": ") }
    }
    let positions = order.compactMap { $0 }
    #expect(positions.count == 4)
    #expect(positions == positions.sorted())
  }

  @Test("routes lists every route with a link that open accepts")
  func routes() async throws {
    let result = await Demo.run(["routes"])
    #expect(result.exitCode == 0)
    let table = try AppComposition.makeDeepLinks()
    for route in AppRoute.examples {
      let link = try table.link(for: route).string
      #expect(result.standardOutput.contains(link))
      let opened = await Demo.run(["open", link])
      #expect(opened.exitCode == 0, "\(link): \(opened.standardError)")
    }
    #expect(result.standardOutput.contains("user/{id: Int in 1...}"))
  }

  @Test("routes keeps its link column apart from a route of any length")
  func routeColumnsAlign() {
    let long = String(repeating: "x", count: 40)
    let spaces = { (count: Int) in String(repeating: " ", count: count) }
    #expect(
      Demo.routeColumns([(".a", "app://a"), (long, "app://long")]) == [
        "ROUTE" + spaces(37) + "LINK", "", ".a" + spaces(40) + "app://a", long + "  app://long",
      ])
    #expect(Demo.routeColumns([(".a", "app://a")])[2] == ".a" + spaces(26) + "app://a")
  }

  @Test("open shows the stack a link leads to, from a fresh app")
  func openLink() async {
    let color = await Demo.run(["open", "app://color/green"])
    #expect(color.exitCode == 0)
    #expect(color.standardOutput.contains("shown: Bridge (BridgeViewController)"))
    #expect(
      color.standardOutput.contains("\n  background green #00FF00, supplied by ColorService\n"))
    let guarded = await Demo.run(["open", "app://user/42"])
    #expect(guarded.standardOutput.contains("redirected to .login(username: nil)"))
    #expect(guarded.standardOutput.contains("modal  Login (LoginScene)"))
  }

  @Test(
    "A rejected link prints one error line with the reason and exits 1",
    arguments: [
      ("app://user/abc", "'id' is 'abc', but it must be a decimal integer that fits in an Int"),
      ("mailto://x", "its scheme is 'mailto', not 'app'"),
      ("app://nowhere", "no route matches 'nowhere'. 'demo routes' lists the links"),
      ("app://\u{1B}[31mred", "it contains a control character at byte 6"),
      ("app://tag/x", "no route matches 'tag/x'"),
      ("app://color/%E2%80%AE", "the character U+202E, which no link needs"),
    ])
  func rejectedLink(_ link: String, _ reason: String) async {
    let result = await Demo.run(["open", link])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("error: Deep link"))
    #expect(result.standardError.contains(reason), "\(result.standardError)")
    #expect(!result.standardError.contains("\u{1B}"))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
  }
}

@MainActor
@Suite("Demo limits")
struct DemoLimitTests {
  @Test("demo open refuses a link just over the length limit, and accepts one at it")
  func linkLengthLimit() async {
    let padding = DeepLinkURL.maximumLength - "app://user/".utf8.count
    let longest = "app://user/" + String(repeating: "1", count: padding)
    let over = longest + "1"
    let overResult = await Demo.run(["open", over])
    #expect(overResult.exitCode == 1)
    #expect(overResult.standardError.contains("over the limit of \(DeepLinkURL.maximumLength)"))
    // At the limit the link is parsed; its id is too large for an Int, so it is refused for that.
    let atResult = await Demo.run(["open", longest])
    #expect(atResult.standardError.contains("must be a decimal integer"))
  }
}
