import CommandLineSupport
import DependencyGraph

/// `depgraph [check]`: checks the module graph and prints the findings, or draws the graph.
struct CheckCommand: DepgraphCommand, Hashable {
  /// The output formats of a check: the library's own, so a new one is added there alone.
  typealias Format = Report.Format

  enum Option {
    static let format = CommandOption.value(
      "--format", "<format>",
      help: "\(Format.spelledOut) (default: text).")
    static let hideTests = CommandOption.flag(
      "--hide-tests", help: "Leave test targets out of dot and mermaid drawings.")
    static let baseline = CommandOption.value(
      "--baseline", "<file>",
      help: "Leave out the findings this baseline records; list its entries that no longer occur.")
    static let writeBaseline = CommandOption.value(
      "--write-baseline", "<file>", help: "Record today's findings in <file> and exit 0.")
    static let only = CommandOption.value(
      "--only", "<rules>",
      help: "Report only these rules, comma-separated, such as cycle,layer.")
    static let quiet = CommandOption.flag(
      "--quiet",
      help: "List errors only (text); the summary line still counts the warnings.")
    static let warningsAsErrors = CommandOption.flag(
      "--warnings-as-errors", help: "Exit 1 on warnings too.")
    static let verbose = CommandOption.flag(
      "--verbose",
      help: """
        Also list the findings that 'allow' entries in the rules accept, with their reasons, and \
        each dependency package that was not read (one line sums them up otherwise).
        """)
    static let focus = CommandOption.value(
      "--focus", "<target>",
      help: "Draw only this target and its neighbours (dot and mermaid).")
    static let depth = CommandOption.value(
      "--depth", "<n>",
      help: "How many steps from --focus to draw, towards dependencies and dependents (default: 1)."
    )
    static let reduce = CommandOption.flag(
      "--reduce",
      help: "Leave out edges that a longer path implies; edges of violations stay.")
    static let fix = CommandOption.flag(
      "--fix",
      help: """
        Declare each missing target or product dependency with 'swift package \
        add-target-dependency', then check again. Never adds a dependency that would close a \
        cycle.
        """)
    /// The options that say where the packages are; at most one may be given.
    static let locations = SharedOption.locations + [SharedOption.describeJSON]
  }

  static let abstract = """
    Check the module graph without building it: cycles, undeclared and transitive imports, unused \
    dependencies, layers and forbidden edges.
    """

  static let options =
    Option.locations + [
      SharedOption.scratchPath, SharedOption.rules, Option.format, SharedOption.strict,
      SharedOption.define, Option.hideTests, Option.baseline, Option.writeBaseline, Option.only,
      Option.warningsAsErrors, Option.quiet, Option.verbose, Option.focus, Option.depth,
      Option.reduce,
      Option.fix, ColorChoice.option,
    ]

  static let usage: [Usage.Item] =
    [.text("[<package-path> ...]"), SharedOption.usage(Option.locations)]
    + options.dropFirst(Option.locations.count).map { .optional($0) }

  static let arguments: [HelpText.Section.Entry] = [
    .init(
      "<package-path>",
      "Packages to check together as one graph (default: the current folder).")
  ]

  /// The most edges Mermaid draws unless its `maxEdges` setting is raised.
  static let mermaidEdgeLimit = 500

  var source: CheckRequest.Source = .packages([])
  var scratchPath: String?
  var rulesFile: String?
  var format: Format = .text
  var strict = false
  var defines: Set<String> = []
  var hideTests = false
  var baseline: String?
  var writeBaseline: String?
  var only: Set<Violation.Rule>?
  var warningsAsErrors = false
  var verbose = false
  var quiet = false
  var focus: TargetName?
  var depth = 1
  var reduce = false
  var fix = false
  var color: ColorChoice = .auto

  /// The check this command runs.
  func request(currentDirectory: String) -> CheckRequest {
    CheckRequest(
      source: source, scratchPath: scratchPath, rulesFile: rulesFile, strict: strict,
      defines: defines, currentDirectory: currentDirectory)
  }

  func run(_ context: CommandContext) -> CommandResult {
    do {
      let request = request(currentDirectory: context.currentDirectory)
      context.progress.step(
        fix ? "depgraph: checking, and fixing with SwiftPM's editor" : "depgraph: checking")
      // A baseline's findings are not fixed: it is read first, its targets checked after.
      let recorded = try baseline.map { file throws(GraphError) in
        try request.baseline(named: file, knownTargets: nil)
      }
      var (fixes, report) =
        fix
        ? try request.fixing(manifestCache: context.manifestCache, leaving: recorded)
        : ([], try request.report(manifestCache: context.manifestCache))
      if let only { report = report.keeping(only: only) }
      if let writeBaseline {
        let written = try request.writeBaseline(of: report, to: writeBaseline)
        return CommandResult(
          standardOutput: "depgraph: wrote \(report.violations.count) "
            + "finding\(report.violations.count == 1 ? "" : "s") (\(written.entries.count) "
            + "entr\(written.entries.count == 1 ? "y" : "ies")) to \(writeBaseline)\n")
      }
      if let baseline {
        report = report.subtracting(
          try request.baseline(named: baseline, knownTargets: report.namesOfFindings))
      }
      if let focus, !report.targets.contains(focus) {
        throw UnknownTargetOption(option: "--focus", name: focus, known: report.targets)
      }
      let fails = report.errorCount > 0 || (warningsAsErrors && report.warningCount > 0)
      return CommandResult(
        standardOutput: fixes.map { "\($0)\n" }.joined()
          + output(of: report, context),
        standardError: request.sourceNoteLines + notice(for: report),
        exitCode: fails ? DepgraphExitStatus.violations : DepgraphExitStatus.clean)
    } catch {
      return .badInput(error)
    }
  }

  private var drawing: Report.Drawing {
    Report.Drawing(includeTests: !hideTests, focus: focus, depth: depth, reduced: reduce)
  }

  private func output(of report: Report, _ context: CommandContext) -> String {
    var options = Report.FormatOptions(directory: context.currentDirectory)
    options.verbose = verbose
    options.quiet = quiet
    options.colored = color.usesColor(
      isTerminal: context.terminal.standardOutputIsTerminal,
      environment: context.terminal.environment)
    options.drawing = drawing
    return report.formatted(format, options)
  }

  /// A Mermaid drawing past what Mermaid draws by default says so, with what draws less.
  private func notice(for report: Report) -> String {
    let edges = report.edgeCount(drawing)
    guard format == .mermaid, edges > Self.mermaidEdgeLimit else { return "" }
    return "warning: the drawing has \(edges) edges, more than the "
      + "\(Self.mermaidEdgeLimit) Mermaid draws by default (its maxEdges setting). Draw "
      + "less with --focus <target> --depth 1, --reduce or --hide-tests.\n"
  }

  /// `--depth`: a whole number of steps, and only with `--focus`.
  private static func depth(_ parsed: ParsedArguments) throws(UsageError.Problem) -> Int {
    guard let text = parsed[Option.depth] else { return 1 }
    guard let depth = Int(text), depth >= 0 else {
      throw .invalidValue(
        option: Option.depth.name, value: text,
        allowed: ["0", "1", "2", "or any larger whole number"])
    }
    guard parsed[Option.focus] != nil else {
      throw .needsOption(option: Option.depth.name, needs: Option.focus.name)
    }
    return depth
  }

  /// `cycle,layer` as rules; every name must be a rule.
  private static func rules(_ list: String) throws(UsageError.Problem) -> Set<Violation.Rule> {
    var rules: Set<Violation.Rule> = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let rule = Violation.Rule(rawValue: String(name)) else {
        throw .invalidValue(
          option: Option.only.name, value: String(name),
          allowed: Violation.Rule.allCases.map(\.rawValue))
      }
      rules.insert(rule)
    }
    return rules
  }
}

extension CheckCommand {
  init(_ parsed: ParsedArguments, positionals: [String]) throws(UsageError.Problem) {
    source = try SharedOption.source(parsed, locations: Option.locations)
    if let option = Option.locations.first(where: { parsed[$0] != nil }),
      let path = positionals.first
    {
      throw .unexpectedArgument(
        path, hint: "Give packages either as arguments or with \(option.name).")
    }
    if !positionals.isEmpty { source = .packages(positionals) }
    for other in [SharedOption.describeJSON, Option.writeBaseline]
    where parsed.has(Option.fix) && parsed[other] != nil {
      throw .conflictingOptions(Option.fix.name, other.name)
    }
    scratchPath = parsed[SharedOption.scratchPath]
    rulesFile = parsed[SharedOption.rules]
    format = try parsed.value(Option.format, as: Format.self) ?? .text
    strict = parsed.has(SharedOption.strict)
    defines = try SharedOption.defines(parsed)
    hideTests = parsed.has(Option.hideTests)
    baseline = parsed[Option.baseline]
    writeBaseline = parsed[Option.writeBaseline]
    only = try parsed[Option.only].map(Self.rules)
    warningsAsErrors = parsed.has(Option.warningsAsErrors)
    verbose = parsed.has(Option.verbose)
    quiet = parsed.has(Option.quiet)
    if quiet && verbose { throw .conflictingOptions(Option.quiet.name, Option.verbose.name) }
    focus = parsed[Option.focus].map(TargetName.init)
    depth = try Self.depth(parsed)
    reduce = parsed.has(Option.reduce)
    fix = parsed.has(Option.fix)
    color = try parsed.value(ColorChoice.option, as: ColorChoice.self) ?? .auto
  }
}
