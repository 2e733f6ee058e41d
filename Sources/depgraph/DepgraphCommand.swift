import CommandLineSupport
import DependencyGraph
import DependencyGraphSupport
import Foundation

/// One command of `depgraph`: what it does, the options it takes (each declared once, for
/// parsing, its usage line and its help), and how it runs. The command is the first argument
/// that is no option; `check` is the default.
protocol DepgraphCommand: Sendable {
  /// What `depgraph --help` lists beside the command's name, and its own help's overview.
  static var abstract: String { get }
  /// Every option the command takes, besides `-h` and `--help`, in the order its help lists
  /// them.
  static var options: [CommandOption] { get }
  /// The command's USAGE line, after `depgraph <command>`.
  static var usage: [Usage.Item] { get }
  /// The ARGUMENTS section of its help, if it takes arguments.
  static var arguments: [HelpText.Section.Entry] { get }

  /// Reads the command's options; `positionals` are the arguments after the command's name.
  init(_ parsed: ParsedArguments, positionals: [String]) throws(UsageError.Problem)

  /// Runs the command.
  func run(_ context: CommandContext) -> CommandResult
}

/// What a command runs with besides its options.
struct CommandContext: Sendable {
  /// The folder that relative paths start from.
  let currentDirectory: String
  /// Where dump-package's answers are kept between runs; `nil` for none.
  let manifestCache: ManifestCache?
  /// Where the output goes: colour and the progress line depend on it.
  let terminal: Terminal
  /// Says on standard error what a long step is doing.
  let progress: ProgressLine
}

extension DepgraphCommand {
  static var arguments: [HelpText.Section.Entry] { [] }
}

extension CheckRequest {
  /// What a user should know of what the request reads, as `depgraph: note:` lines on
  /// standard error: a project given alone whose workspace beside it lists more.
  var sourceNoteLines: String {
    guard case .xcodeProject(let project) = source, let wider = widerWorkspace else { return "" }
    let name = URL(fileURLWithPath: wider.shown).lastPathComponent
    return "depgraph: note: \(name) beside it also lists \(wider.more.joined(separator: ", ")), "
      + "which \(URL(fileURLWithPath: project).lastPathComponent) alone does not reference: "
      + "--project \(shellQuoted(wider.shown)) checks them together.\n"
  }
}

/// The commands of `depgraph`, in the order its help lists them.
enum Subcommand: String, CaseIterable, Sendable {
  case check
  case bridge
  case affected
  case diff
  case initialize = "init"

  var type: any DepgraphCommand.Type {
    switch self {
    case .check: CheckCommand.self
    case .bridge: BridgeCommand.self
    case .affected: AffectedCommand.self
    case .diff: DiffCommand.self
    case .initialize: InitCommand.self
    }
  }

  /// The command with the options of `parsed`; `positionals` are the arguments after its name.
  func parse(_ parsed: ParsedArguments, positionals: [String]) throws(UsageError.Problem)
    -> any DepgraphCommand
  {
    switch self {
    case .check: try CheckCommand(parsed, positionals: positionals)
    case .bridge: try BridgeCommand(parsed, positionals: positionals)
    case .affected: try AffectedCommand(parsed, positionals: positionals)
    case .diff: try DiffCommand(parsed, positionals: positionals)
    case .initialize: try InitCommand(parsed, positionals: positionals)
    }
  }

  /// The command's usage line, as `depgraph <command>` is typed.
  var usage: Usage {
    Usage(self == .check ? "depgraph" : "depgraph \(rawValue)", type.usage)
  }

  /// The commands that take `option`, such as `affected` and `diff` for `--base`.
  static func taking(_ option: CommandOption) -> [Subcommand] {
    allCases.filter { $0.type.options.contains(option) }
  }
}
