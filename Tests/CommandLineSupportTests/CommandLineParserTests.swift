import CommandLineSupport
import Testing

@Suite("Command-line parser")
struct CommandLineParserTests {
  static let format = CommandOption.value("--format", "<format>", help: "text or json.")
  static let strict = CommandOption.flag("--strict", help: "Strict.")
  static let parser = CommandLineParser(tool: "tool", options: [format, strict])

  @Test(
    "Valid command lines split into help, flags, values and positionals",
    arguments: [
      ([], ParsedArguments()),
      (["--strict"], ParsedArguments(flags: ["--strict"])),
      (["--format", "json"], ParsedArguments(values: ["--format": "json"])),
      (["--format=json"], ParsedArguments(values: ["--format": "json"])),
      (["--format=a=b"], ParsedArguments(values: ["--format": "a=b"])),
      (["--format="], ParsedArguments(values: ["--format": ""])),
      (["--format=-x"], ParsedArguments(values: ["--format": "-x"])),
      (["--format", "a", "--format", "b"], ParsedArguments(allValues: ["--format": ["a", "b"]])),
      (["--format", "-"], ParsedArguments(values: ["--format": "-"])),
      (
        ["one", "--strict", "two"],
        ParsedArguments(flags: ["--strict"], positionals: ["one", "two"])
      ),
      (["-"], ParsedArguments(positionals: ["-"])),
      (["--", "--strict", "-h"], ParsedArguments(positionals: ["--strict", "-h"])),
      (["--bogus", "-h"], ParsedArguments(wantsHelp: true)),
      (["x", "--help"], ParsedArguments(wantsHelp: true)),
    ] as [([String], ParsedArguments)])
  func valid(_ arguments: [String], _ expected: ParsedArguments) throws {
    #expect(try Self.parser.parse(arguments) == expected)
  }

  @Test(
    "Invalid command lines name the argument at fault",
    arguments: [
      (["--bogus"], UsageError.Problem.unknownOption("--bogus")),
      (["-x"], .unknownOption("-x")),
      (["--strict=yes"], .unexpectedValue(option: "--strict")),
      (["--format"], .missingValue(option: "--format")),
      (["--format", "--strict"], .missingValue(option: "--format")),
      (["--format", "--"], .missingValue(option: "--format")),
      (["--bogus=1"], .unknownOption("--bogus=1")),
      // A slip of one option's name is named; a name near none, or near two, is not.
      (["--strcit"], .unknownOption("--strcit", suggestion: "--strict")),
      (["--formt=json"], .unknownOption("--formt=json", suggestion: "--format")),
    ] as [([String], UsageError.Problem)])
  func invalid(_ arguments: [String], _ problem: UsageError.Problem) {
    #expect(throws: UsageError(tool: "tool", problem)) { try Self.parser.parse(arguments) }
  }

  enum Shape: String, CaseIterable { case round, square }

  @Test("A value read as a choice is the choice, nil when absent, or an error listing them all")
  func choices() throws {
    let shape = CommandOption.value("--shape", "<shape>", help: "round or square.")
    #expect(
      try ParsedArguments(values: ["--shape": "round"]).value(shape, as: Shape.self) == .round)
    #expect(try ParsedArguments().value(shape, as: Shape.self) == nil)
    #expect(
      throws: UsageError.Problem.invalidValue(
        option: "--shape", value: "oval", allowed: ["round", "square"])
    ) { try ParsedArguments(values: ["--shape": "oval"]).value(shape, as: Shape.self) }
  }

  @Test(
    "Each message names the value at fault and points to the tool's help",
    arguments: [
      (UsageError.Problem.unknownOption("--x"), "Unknown option '--x'. See 'tool --help'."),
      (
        .unknownOption("--strcit", suggestion: "--strict"),
        "Unknown option '--strcit'. Did you mean '--strict'? See 'tool --help'."
      ),
      (
        .unexpectedArgument("a", hint: "Give a path with --path."),
        "Unexpected argument 'a'. Give a path with --path. See 'tool --help'."
      ),
      (.unexpectedArgument("a"), "Unexpected argument 'a'. See 'tool --help'."),
      (.missingValue(option: "--f"), "Missing value for '--f'. See 'tool --help'."),
      (.unexpectedValue(option: "--s"), "'--s' takes no value. See 'tool --help'."),
      (
        .invalidValue(option: "--f", value: "v", allowed: ["a", "b"]),
        "Invalid value 'v' for '--f'. Use one of: a, b."
      ),
      (
        .unknownCommand("c", commands: ["x", "y"]),
        "Unknown command 'c'. Commands: x, y. See 'tool --help'."
      ),
      (
        .conflictingOptions("--fix", "--describe-json"),
        "'--fix' cannot be used with '--describe-json'. See 'tool --help'."
      ),
      (
        .needsOption(option: "--depth", needs: "--focus"),
        "'--depth' works only with '--focus'. See 'tool --help'."
      ),
      (
        .needsCommand(option: "--base", commands: ["affected", "diff"]),
        "'--base' works only with 'affected' or 'diff'. See 'tool --help'."
      ),
      (
        .missingArgument(command: "open", name: "<url>", example: "tool open u"),
        "'open' needs <url>, for example: tool open u."
      ),
    ] as [(UsageError.Problem, String)])
  func messages(_ problem: UsageError.Problem, _ message: String) {
    #expect(UsageError(tool: "tool", problem).description == message)
  }

  @Test("A refusal is one error line on standard error and nothing on standard output")
  func failure() {
    let result = CommandResult.failure(
      UsageError(tool: "tool", .unknownOption("--x")), exitCode: ExitStatus.usageError)
    #expect(
      result
        == CommandResult(
          standardError: "error: Unknown option '--x'. See 'tool --help'.\n", exitCode: 64))
  }
}

@Suite("Help text against the parser")
struct HelpAgreementTests {
  static let parser = CommandLineParserTests.parser

  enum Shape: String, CaseIterable { case round, square, oval }

  @Test(
    "OPTIONS comes from the declarations: each option's synopsis and its help, wrapped as written"
  )
  func generated() {
    let help = HelpText(
      overview: "Does a thing.", usage: "tool [--format <format>] [--strict]",
      before: [.entries("ARGUMENTS", [.init("<path>", "Where.\nSecond line.")])],
      after: [.text("EXIT STATUS", "0 done,\n1 not")], labelWidth: 20
    ).rendered(options: Self.parser.options)
    #expect(
      help == """
        OVERVIEW: Does a thing.

        USAGE: tool [--format <format>] [--strict]

        ARGUMENTS:
          <path>              Where.
                              Second line.

        OPTIONS:
          --format <format>   text or json.
          --strict            Strict.
          -h, --help          Show help information.

        EXIT STATUS:
          0 done,
          1 not
        """)
    #expect(Self.parser.disagreements(withHelp: help) == ([], []))
    // A label as wide as its column keeps one space before its text.
    let wide = HelpText(overview: "", usage: "", labelWidth: 8).rendered(
      options: [.flag("--strict", help: "Strict.")])
    #expect(wide.hasSuffix("  --strict Strict.\n  -h, --help Show help information."))
  }

  @Test("A help line too long for 80 columns continues under its column; others stay as written")
  func longLinesWrap() {
    let help = HelpText(overview: "", usage: "", labelWidth: 20).rendered(options: [
      .value(
        "--format", "<format>",
        help:
          "text, json, filter, swift-test, xcodebuild, xctestplan or one more (default: text).\n"
          + "  an indented line"),
      .value("--path", "<p>", help: String(repeating: "x", count: 70)),
    ])
    let lines = help.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "  --format <format>   text, json, filter, swift-test, xcodebuild, xctestplan or"))
    #expect(lines.contains(String(repeating: " ", count: 22) + "one more (default: text)."))
    #expect(lines.contains(String(repeating: " ", count: 22) + "  an indented line"))
    // A word longer than the column is left whole.
    #expect(lines.contains("  --path <p>          " + String(repeating: "x", count: 70)))
  }

  @Test("The overview, text sections and entries with their own label column wrap when printed")
  func everyTextWraps() {
    let sentence = "Every word of this sentence fits, and the line breaks where the width ends."
    let help = HelpText(
      overview: sentence, usage: "tool",
      after: [
        .text("NOTES", sentence + "\nA line of its own."),
        .entries("EXIT STATUS", [.init("0", sentence)], labelWidth: 3),
      ],
      labelWidth: 20
    ).rendered(options: [])
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.allSatisfy { $0.count <= HelpText.width }, "\(lines)")
    #expect(
      lines.prefix(2) == [
        "OVERVIEW: Every word of this sentence fits, and the line breaks where the width",
        "ends.",
      ])
    #expect(
      lines.suffix(6) == [
        "NOTES:",
        "  Every word of this sentence fits, and the line breaks where the width ends.",
        "  A line of its own.",
        "",
        "EXIT STATUS:",
        "  0  Every word of this sentence fits, and the line breaks where the width ends.",
      ])
  }

  @Test("Choices read as help and usage spell them")
  func spelledChoices() {
    #expect(Shape.spelledOut == "round, square or oval")
    #expect(Shape.alternatives == "round|square|oval")
  }

  @Test("A help that lists every option, and no other, agrees")
  func agreeing() {
    let help = """
      USAGE: tool [--format <format>]
                  [--strict]

      OPTIONS:
        --format <format>   text or json; see 'other
                            --type json' for the other.
        --strict            Strict.
        -h, --help          Show help information.
      """
    #expect(Self.parser.disagreements(withHelp: help) == ([], []))
  }

  @Test("An option left out, or one the parser refuses, is named")
  func disagreeing() {
    let help = """
      USAGE: tool [--format <format>] [--verbose]

      OPTIONS:
        --format <format>   text or json.
        --quiet             Quiet.
        -h, --help          Show help information.
      """
    let found = Self.parser.disagreements(withHelp: help)
    #expect(found.undocumented == ["--strict"])
    #expect(found.refused == ["--quiet", "--verbose"])
  }
}
