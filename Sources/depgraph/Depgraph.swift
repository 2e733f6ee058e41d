import CommandLineSupport
import DependencyGraph

/// The exit statuses `depgraph` documents in its help.
enum DepgraphExitStatus {
  /// No violation of severity error; warnings are allowed.
  static let clean: Int32 = 0
  /// At least one violation of severity error.
  static let violations: Int32 = 1
  /// Bad input or usage: no package, unreadable or malformed JSON, a bad rules file, an
  /// unknown option.
  static let badInput: Int32 = 2
}

/// The entry point of `depgraph`, separate from `main.swift` so that tests can run it: it
/// parses the command line, runs one command of the library, and prints.
enum Depgraph {
  /// What a command line asks for.
  enum Invocation: Sendable {
    /// The help of a command; the whole tool's for `nil`.
    case help(Subcommand?)
    /// The tool's version.
    case version
    case run(any DepgraphCommand)
  }

  /// Every option of every command, each once, so that an option given to a command that
  /// does not take it is named as such rather than as unknown.
  static let parser = CommandLineParser(
    tool: "depgraph",
    options: Subcommand.allCases.flatMap { $0.type.options }.reduce(into: []) { all, option in
      if !all.contains(where: { $0.name == option.name }) { all.append(option) }
    })

  /// Parses the arguments that follow the program name.
  ///
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    let named = parser.firstPositional(arguments).flatMap(Subcommand.init(rawValue:))
    let options = arguments.prefix { $0 != "--" }
    if options.contains("--version"), !options.contains("--help"), !options.contains("-h") {
      return .version
    }
    let parsed = try parser.parse(arguments)
    if parsed.wantsHelp { return .help(named) }
    let command = named ?? .check
    let positionals = named == nil ? parsed.positionals : Array(parsed.positionals.dropFirst())
    do throws(UsageError.Problem) {
      let taken = Set(command.type.options.map(\.name))
      for option in parser.options
      where (parsed[option] != nil || parsed.has(option)) && !taken.contains(option.name) {
        throw UsageError.Problem.needsCommand(
          option: option.name, commands: Subcommand.taking(option).map(\.rawValue))
      }
      return .run(try command.parse(parsed, positionals: positionals))
    } catch {
      throw parser.usageError(error)
    }
  }

  /// Runs `depgraph` for a command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - currentDirectory: The folder that relative paths start from.
  ///   - manifestCache: Where dump-package's answer is kept between runs; `nil` for none.
  ///   - terminal: Where the output goes; colour and the progress line need a terminal.
  /// - Returns: The output and the exit status.
  static func run(
    _ arguments: [String], currentDirectory: String,
    manifestCache: ManifestCache? = .fromEnvironment(), terminal: Terminal = .pipes
  ) -> CommandResult {
    do {
      switch try parse(arguments) {
      case .help(let command):
        return CommandResult(standardOutput: help(command) + "\n")
      case .version:
        return CommandResult(standardOutput: "depgraph \(DepgraphVersion.current)\n")
      case .run(let command):
        let progress = terminal.progressLine()
        defer { progress.finish() }
        return command.run(
          CommandContext(
            currentDirectory: currentDirectory, manifestCache: manifestCache,
            terminal: terminal, progress: progress))
      }
    } catch {
      return .badInput(error)
    }
  }
}
