import Testing

@testable import AppMain

@Suite("Demo command line")
struct DemoOptionsTests {
  @Test(
    "Valid command lines parse to their options",
    arguments: [
      ([], DemoOptions(command: .story, color: .auto)),
      (["story"], DemoOptions(command: .story, color: .auto)),
      (["graph"], DemoOptions(command: .graph, color: .auto)),
      (["help"], DemoOptions(command: .help, color: .auto)),
      (["--help"], DemoOptions(command: .help, color: .auto)),
      (["-h"], DemoOptions(command: .help, color: .auto)),
      (["bogus", "--help"], DemoOptions(command: .help, color: .auto)),
      (["--color", "never"], DemoOptions(command: .story, color: .never)),
      (["graph", "--color=always"], DemoOptions(command: .graph, color: .always)),
      (["--color", "auto", "story"], DemoOptions(command: .story, color: .auto)),
      (["routes"], DemoOptions(command: .routes, color: .auto)),
      (["open", "app://home"], DemoOptions(command: .open("app://home"), color: .auto)),
      (["open", "--", "-odd"], DemoOptions(command: .open("-odd"), color: .auto)),
    ] as [([String], DemoOptions)])
  func validArguments(_ arguments: [String], _ expected: DemoOptions) throws {
    #expect(try DemoOptions.parse(arguments) == expected)
  }

  @Test(
    "Invalid command lines throw the usage error that names the argument at fault",
    arguments: [
      (["bogus"], UsageError.unknownCommand("bogus")),
      (["--bogus"], .unknownOption("--bogus")),
      (["-x"], .unknownOption("-x")),
      (["story", "graph"], .unexpectedArgument("graph")),
      (["--color"], .missingValue(option: "--color")),
      (
        ["--color", "pink"],
        .invalidValue(option: "--color", value: "pink", allowed: ["auto", "always", "never"])
      ),
      (
        ["--color="],
        .invalidValue(option: "--color", value: "", allowed: ["auto", "always", "never"])
      ),
      ([""], .unknownCommand("")),
      (["open"], .missingArgument(command: "open", name: "<url>")),
      (["open", "a", "b"], .unexpectedArgument("b")),
      (["routes", "x"], .unexpectedArgument("x")),
    ] as [([String], UsageError)])
  func invalidArguments(_ arguments: [String], _ expected: UsageError) {
    #expect(throws: expected) { try DemoOptions.parse(arguments) }
  }

  @Test(
    "Colour follows the choice, the terminal and NO_COLOR",
    arguments: [
      (ColorChoice.auto, true, [:], true),
      (.auto, false, [:], false),
      (.auto, true, ["NO_COLOR": "1"], false),
      (.auto, true, ["NO_COLOR": ""], true),
      (.always, false, ["NO_COLOR": "1"], true),
      (.never, true, [:], false),
    ] as [(ColorChoice, Bool, [String: String], Bool)])
  func colorChoice(
    _ choice: ColorChoice, _ isTerminal: Bool, _ environment: [String: String], _ expected: Bool
  ) {
    let options = DemoOptions(command: .story, color: choice)
    #expect(options.usesColor(isTerminal: isTerminal, environment: environment) == expected)
  }
}
