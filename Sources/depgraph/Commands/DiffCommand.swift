import CommandLineSupport
import DependencyGraph

/// `depgraph diff`: what a change did to the module graph, between two revisions.
struct DiffCommand: DepgraphCommand, Hashable {
  /// The output formats of `diff`.
  enum Format: String, CaseIterable, Hashable, Sendable {
    /// A pull-request comment, worst first.
    case markdown
    /// `{"base", "head", "targets", "edges", "cycles", "findings", "layers"}`.
    case json
  }

  enum Option {
    static let format = CommandOption.value(
      "--format", "<format>", help: "\(Format.spelledOut) (default: markdown).")
    static let exitCode = CommandOption.flag(
      "--exit-code",
      help: "Exit 1 when the change adds a finding or a cycle, as a gate for pull requests.")
  }

  static let abstract = """
    Compare the graph of --base with the head's: targets, dependencies, cycles, layers and \
    findings added and removed, as a pull-request comment (markdown) or JSON.
    """

  static let options =
    [SharedOption.base, SharedOption.head] + SharedOption.locations
    + [
      SharedOption.scratchPath, SharedOption.rules, SharedOption.strict, SharedOption.define,
      Option.format, Option.exitCode,
    ]

  static let usage: [Usage.Item] =
    [.required(SharedOption.base), .optional(SharedOption.head), SharedOption.usage()]
    + options.dropFirst(2 + SharedOption.locations.count).map { .optional($0) }

  /// The revision the change starts from.
  var base: String
  /// The revision it ends at; `nil` for the working tree.
  var head: String?
  /// The check each revision runs; its folder is where git is asked.
  var check = CheckCommand()
  var format: Format = .markdown
  /// Whether a change that adds a finding or a cycle exits 1.
  var exitCode = false

  func run(_ context: CommandContext) -> CommandResult {
    do {
      context.progress.step("depgraph diff: checking \(base) and \(head ?? "the working tree")")
      let changes = try check.request(currentDirectory: context.currentDirectory)
        .diff(base: base, head: head, manifestCache: context.manifestCache)
      let worse = !changes.findings.added.isEmpty || !changes.cycles.added.isEmpty
      return CommandResult(
        standardOutput: format == .json ? changes.json(base: base, head: head) : changes.markdown,
        exitCode: exitCode && worse ? DepgraphExitStatus.violations : DepgraphExitStatus.clean)
    } catch {
      return .badInput(error)
    }
  }
}

extension DiffCommand {
  init(_ parsed: ParsedArguments, positionals: [String]) throws(UsageError.Problem) {
    if let extra = positionals.first { throw .unexpectedArgument(extra) }
    guard let base = parsed[SharedOption.base] else {
      throw .missingArgument(
        command: "diff", name: "--base <revision>", example: "depgraph diff --base origin/main")
    }
    self.init(
      base: base, head: parsed[SharedOption.head],
      check: CheckCommand(
        source: try SharedOption.source(parsed), scratchPath: parsed[SharedOption.scratchPath],
        rulesFile: parsed[SharedOption.rules], strict: parsed.has(SharedOption.strict),
        defines: try SharedOption.defines(parsed)),
      format: try parsed.value(Option.format, as: Format.self) ?? .markdown,
      exitCode: parsed.has(Option.exitCode))
  }
}
