import CommandLineSupport
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
      (["bogus"], UsageError.Problem.unknownCommand("bogus", commands: DemoCommand.names)),
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
      ([""], .unknownCommand("", commands: DemoCommand.names)),
      (
        ["open"],
        .missingArgument(command: "open", name: "<url>", example: "demo open app://user/42")
      ),
      (
        ["--color=auto=x"],
        .invalidValue(option: "--color", value: "auto=x", allowed: ["auto", "always", "never"])
      ),
      (["--", "--color"], .unknownCommand("--color", commands: DemoCommand.names)),
      (["open", "a", "b"], .unexpectedArgument("b")),
      (["routes", "x"], .unexpectedArgument("x")),
    ] as [([String], UsageError.Problem)])
  func invalidArguments(_ arguments: [String], _ problem: UsageError.Problem) {
    #expect(throws: UsageError(tool: "demo", problem)) { try DemoOptions.parse(arguments) }
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
