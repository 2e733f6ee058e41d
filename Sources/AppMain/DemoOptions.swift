import CommandLineSupport

/// What the demo shows.
enum DemoCommand: Hashable, Sendable {
  /// The whole story, step by step.
  case story
  /// The module graph alone.
  case graph
  /// Every route with a link that `open` accepts.
  case routes
  /// Resolves one deep link on a fresh app and shows the resulting stack.
  case open(String)
  case help

  /// The commands a user may type, for messages.
  static let names = ["story", "graph", "routes", "open", "help"]
}

/// The demo's parsed command line.
struct DemoOptions: Hashable, Sendable {
  var command: DemoCommand = .story
  var color: ColorChoice = .auto

  static let parser = CommandLineParser(tool: "demo", options: [ColorChoice.option])

  /// Parses the arguments that follow the program name.
  ///
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    let parsed = try parser.parse(arguments)
    if parsed.wantsHelp { return DemoOptions(command: .help) }
    do {
      return DemoOptions(
        command: try command(from: parsed.positionals),
        color: try parsed.value(ColorChoice.option, as: ColorChoice.self) ?? .auto)
    } catch {
      throw parser.usageError(error)
    }
  }

  private static func command(
    from positionals: [String]
  ) throws(UsageError.Problem) -> DemoCommand {
    guard let name = positionals.first else { return .story }
    let arguments = positionals.dropFirst()
    let command: DemoCommand
    switch name {
    case "story": command = .story
    case "graph": command = .graph
    case "routes": command = .routes
    case "help": command = .help
    case "open":
      guard let link = arguments.first else {
        throw .missingArgument(
          command: "open", name: "<url>", example: "demo open app://user/42")
      }
      if arguments.count > 1 { throw .unexpectedArgument(arguments[arguments.startIndex + 1]) }
      return .open(link)
    default: throw .unknownCommand(name, commands: DemoCommand.names)
    }
    if let extra = arguments.first { throw .unexpectedArgument(extra) }
    return command
  }

  /// Whether to write colour, given where standard output goes.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether standard output is a terminal.
  ///   - environment: The process environment, read for `NO_COLOR`.
  /// - Returns: `true` when escape sequences should be written.
  func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    color.usesColor(isTerminal: isTerminal, environment: environment)
  }

  /// The help text, in swift-argument-parser's layout.
  static let help = HelpText(
    overview: """
      Walks through ModuleBridge's sample app: modules that open each other's screens and use each \
      other's services without a dependency cycle.
      """,
    usage: "demo [<command>] [--color <when>]",
    before: [
      .entries(
        "ARGUMENTS",
        [
          .init("<command>", "What to show (default: story)."),
          .init(
            "      story",
            """
            The whole story: the module graph, navigation, the protocol bridge, module events, \
            catalogs, coordinators, a deep link and a guarded route.
            """),
          .init("      graph", "The module graph alone."),
          .init("      routes", "Every route, with a link that 'open' accepts."),
          .init(
            "      open <url>",
            """
            Resolve one deep link on a fresh app and show the resulting stack, e.g. demo open \
            app://user/42
            """),
          .init("      help", "This text."),
        ])
    ],
    after: [
      .text(
        "EXIT STATUS",
        "0 success, 1 a rejected request (such as a rejected link), 64 a usage error.")
    ],
    labelWidth: 24
  ).rendered(options: parser.options)
}
