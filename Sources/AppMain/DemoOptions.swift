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
  /// The help text.
  case help

  /// The commands a user may type, for messages.
  static let names = "story, graph, routes, open, help"
}

/// When the demo writes ANSI colour.
enum ColorChoice: String, CaseIterable, Hashable, Sendable {
  /// Only when standard output is a terminal and `NO_COLOR` is not set.
  case auto
  /// Always.
  case always
  /// Never.
  case never
}

/// The demo's parsed command line.
struct DemoOptions: Hashable, Sendable {
  /// What to show.
  var command: DemoCommand = .story
  /// When to write colour.
  var color: ColorChoice = .auto

  /// Parses the arguments that follow the program name.
  ///
  /// `--help` anywhere wins over everything else, as in swift-argument-parser.
  ///
  /// - Parameter arguments: The command-line arguments, without the program name.
  /// - Returns: The options they ask for.
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return DemoOptions(command: .help)
    }
    var options = DemoOptions()
    var positionals: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--color" || argument.hasPrefix("--color=") {
        let value: String
        if let equals = argument.firstIndex(of: "=") {
          value = String(argument[argument.index(after: equals)...])
        } else {
          guard let next = remaining.popFirst() else { throw .missingValue(option: "--color") }
          value = next
        }
        guard let choice = ColorChoice(rawValue: value) else {
          throw .invalidValue(
            option: "--color", value: value, allowed: ColorChoice.allCases.map(\.rawValue))
        }
        options.color = choice
      } else if argument == "--" {
        positionals += remaining
        remaining = []
      } else if argument.hasPrefix("-") && argument.count > 1 {
        throw .unknownOption(argument)
      } else {
        positionals.append(argument)
      }
    }
    options.command = try command(from: positionals)
    return options
  }

  private static func command(from positionals: [String]) throws(UsageError) -> DemoCommand {
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
        throw .missingArgument(command: "open", name: "<url>")
      }
      if arguments.count > 1 { throw .unexpectedArgument(arguments[arguments.startIndex + 1]) }
      return .open(link)
    default: throw .unknownCommand(name)
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
    switch color {
    case .always: true
    case .never: false
    case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }

  /// The help text, in swift-argument-parser's layout.
  static let help = """
    OVERVIEW: Walks through ModuleBridge's sample app: modules that open each
    other's screens and use each other's services without a dependency cycle.

    USAGE: demo [<command>] [--color <when>]

    ARGUMENTS:
      <command>               What to show (default: story).
            story             The whole story: the module graph, navigation, the
                              protocol bridge, module events, catalogs,
                              coordinators, a deep link and a guarded route.
            graph             The module graph alone.
            routes            Every route, with a link that 'open' accepts.
            open <url>        Resolve one deep link on a fresh app and show the
                              resulting stack, e.g. demo open app://user/42
            help              This text.

    OPTIONS:
      --color <when>          auto, always or never (default: auto, which colours
                              only a terminal and honours NO_COLOR).
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 1 a rejected request (such as a rejected link), 64 a usage error.
    """
}
