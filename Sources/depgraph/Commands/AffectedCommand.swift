import CommandLineSupport
import DependencyGraph
import Foundation

/// `depgraph affected`: the targets a change reaches and the tests among them.
struct AffectedCommand: DepgraphCommand, Hashable {
  /// The output formats of `affected`.
  enum Format: String, CaseIterable, Hashable, Sendable {
    /// A summary and the lists, one per line.
    case text
    /// `{"base", "head", "changed", "targets", "tests", "unowned"}`.
    case json
    /// A pattern for `swift test --filter` that runs exactly the reached test targets.
    case filter
    /// One `swift test --package-path P --filter ...` command per SwiftPM package whose tests
    /// are reached.
    case swiftTest = "swift-test"
    /// `-only-testing:<Target>` for `xcodebuild test`, one per reached test target and line.
    case xcodebuild
    /// The Xcode test plan of `--test-plan`, each listed target not reached disabled.
    case xctestplan
  }

  enum Option {
    static let changed = CommandOption.value(
      "--changed", "<file>",
      help: "The changed files, this one and the arguments after it, instead of asking git.")
    static let format = CommandOption.value(
      "--format", "<format>",
      help: "\(Format.spelledOut) (default: text).")
    static let testPlan = CommandOption.value(
      "--test-plan", "<file>",
      help: """
        The .xctestplan that --format xctestplan edits: each test target it lists is disabled \
        unless the change reaches it.
        """)
    static let write = CommandOption.flag(
      "--write",
      help: "Rewrite the --test-plan file in place instead of printing it.")
    static let unowned = CommandOption.value(
      "--unowned", "<tests>",
      help: """
        What a changed file that no target owns and no target's inputs name selects: ignore (no \
        test) or all (every test) (default: ignore).
        """)
  }

  static let abstract = """
    List the targets a change reaches (those owning the changed files and all that depend on them) \
    and the tests among them; --format filter gives the pattern for 'swift test --filter', \
    swift-test a command per package, xcodebuild the -only-testing: arguments.
    """

  static let options =
    [SharedOption.base, SharedOption.head, Option.changed] + SharedOption.locations
    + [
      SharedOption.scratchPath, SharedOption.rules, Option.unowned, Option.format,
      Option.testPlan, Option.write,
    ]

  static let usage: [Usage.Item] =
    [
      .oneOf(
        [
          [.required(SharedOption.base), .optional(SharedOption.head)],
          [.required(Option.changed), .text("...")],
        ], required: true),
      SharedOption.usage(),
    ] + options.dropFirst(3 + SharedOption.locations.count).map { .optional($0) }

  var change: CheckRequest.Change
  var source: CheckRequest.Source = .packages([])
  var scratchPath: String?
  var rulesFile: String?
  var unowned: AffectedTargets.UnownedFiles = .ignore
  var format: Format = .text
  var testPlan: String?
  var write = false

  func run(_ context: CommandContext) -> CommandResult {
    do {
      // A plan that cannot be used is refused before anything is read.
      let planPath = testPlan.map {
        URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: context.currentDirectory))
          .standardizedFileURL.path
      }
      let plan = try planPath.map { path throws(GraphError) in
        try TestPlan(path: path, shownAs: testPlan ?? path)
      }
      context.progress.step("depgraph affected: reading the change and the graph")
      let reached = try CheckRequest(
        source: source, scratchPath: scratchPath, rulesFile: rulesFile,
        currentDirectory: context.currentDirectory
      ).affected(by: change, manifestCache: context.manifestCache).selecting(whenUnowned: unowned)
      let revisions: (base: String?, head: String?) =
        switch change {
        case .revisions(let base, let head): (base, head)
        case .files: (nil, nil)
        }
      let printed =
        switch format {
        case .text: reached.text
        case .json: reached.json(base: revisions.base, head: revisions.head)
        case .filter: reached.testFilter.map { $0 + "\n" } ?? ""
        case .swiftTest:
          reached.swiftTestCommands(relativeTo: context.currentDirectory).map { $0 + "\n" }
            .joined()
        case .xcodebuild: reached.onlyTestingArguments.map { $0 + "\n" }.joined()
        case .xctestplan: ""
        }
      guard let plan, let planPath else {
        // Tests swift test cannot run are named, not dropped in silence.
        let outside = reached.testsOutsideSwiftPM
        let said =
          format == .swiftTest && !outside.isEmpty
          ? "depgraph affected: \(outside.count) reached test "
            + "\(outside.count == 1 ? "target is" : "targets are") of an Xcode project, "
            + "which --format xcodebuild lists: \(outside.joined(separator: ", "))\n"
          : ""
        return CommandResult(standardOutput: printed, standardError: said)
      }
      let edited = try plan.enabling(only: reached.tests, known: reached.allTests)
      guard write else {
        return CommandResult(standardOutput: String(decoding: edited, as: UTF8.self))
      }
      try TestPlan.write(edited, to: planPath)
      let enabled = plan.targets.filter { reached.tests.contains(TargetName($0)) }.count
      return CommandResult(
        standardOutput: "depgraph affected: \(testPlan ?? planPath): \(enabled) of "
          + "\(plan.targets.count) test targets enabled.\n")
    } catch {
      return .badInput(error)
    }
  }
}

extension AffectedCommand {
  init(_ parsed: ParsedArguments, positionals: [String]) throws(UsageError.Problem) {
    let files = parsed[Option.changed].map { [$0] + positionals }
    if files == nil, let extra = positionals.first {
      throw .unexpectedArgument(extra, hint: "Give changed files after --changed.")
    }
    let change: CheckRequest.Change
    switch (parsed[SharedOption.base], files) {
    case (nil, nil):
      throw .missingArgument(
        command: "affected", name: "--base <revision> or --changed <file>...",
        example: "depgraph affected --base origin/main")
    case (.some, .some):
      throw .conflictingOptions(SharedOption.base.name, Option.changed.name)
    case (let base?, nil):
      change = .revisions(base: base, head: parsed[SharedOption.head])
    case (nil, let files?):
      if parsed[SharedOption.head] != nil {
        throw .needsOption(option: SharedOption.head.name, needs: SharedOption.base.name)
      }
      change = .files(files)
    }
    self.init(
      change: change, source: try SharedOption.source(parsed),
      scratchPath: parsed[SharedOption.scratchPath], rulesFile: parsed[SharedOption.rules],
      unowned: try parsed.value(Option.unowned, as: AffectedTargets.UnownedFiles.self) ?? .ignore,
      format: try parsed.value(Option.format, as: Format.self) ?? .text,
      testPlan: parsed[Option.testPlan], write: parsed.has(Option.write))
    if format == .xctestplan, testPlan == nil {
      throw .needsOption(option: "--format xctestplan", needs: Option.testPlan.name)
    }
    if testPlan != nil, format != .xctestplan {
      throw .needsOption(option: Option.testPlan.name, needs: "--format xctestplan")
    }
    if write, testPlan == nil {
      throw .needsOption(option: Option.write.name, needs: Option.testPlan.name)
    }
  }
}
