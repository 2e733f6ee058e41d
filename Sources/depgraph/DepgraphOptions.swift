import CommandLineSupport
import DependencyGraph

/// The output formats of `depgraph`.
enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  /// Compiler-style lines and a summary.
  case text
  /// The documented JSON contract.
  case json
  /// Graphviz.
  case dot
  /// A Mermaid flowchart.
  case mermaid
  /// SARIF 2.1.0, for code scanning.
  case sarif
  /// GitHub Actions workflow commands, shown as annotations.
  case github
}

/// What `depgraph bridge` drafts: the edge to break and the protocol's name.
struct BridgeRequest: Hashable, Sendable {
  var from: String
  var to: String
  var protocolName: String?
  var verify = false
}

/// What `depgraph affected` reads: the change, from git or as a list of files, and how to
/// print what it reaches.
struct AffectedRequest: Hashable, Sendable {
  /// The revision the change starts from; `nil` when the files are given.
  var base: String?
  /// The revision it ends at; `nil` for the working tree.
  var head: String?
  var changed: [String] = []
  var format: AffectedFormat = .text
}

/// The output formats of `depgraph affected`.
enum AffectedFormat: String, CaseIterable, Hashable, Sendable {
  /// A summary and the lists, one per line.
  case text
  /// `{"base", "head", "changed", "targets", "tests", "unowned"}`.
  case json
  /// A pattern for `swift test --filter` that runs exactly the reached test targets.
  case filter
}

/// What `depgraph diff` compares: the graph of `base` with that of `head` (the working tree
/// when `nil`).
struct DiffRequest: Hashable, Sendable {
  var base: String
  var head: String?
  var format: DiffFormat = .markdown
}

/// The output formats of `depgraph diff`.
enum DiffFormat: String, CaseIterable, Hashable, Sendable {
  /// A pull-request comment, worst first.
  case markdown
  /// `{"base", "head", "targets", "edges", "cycles", "findings", "layers"}`.
  case json
}

/// The parsed command line of `depgraph`: a property per option of ``Option``, whose help says
/// what it means; `packagePaths` are the packages given as arguments, and `bridge` the edge
/// `depgraph bridge` drafts a protocol for (`nil` for a check).
struct DepgraphOptions: Hashable, Sendable {
  var showHelp = false
  var packagePath: String?
  var packagePaths: [String] = []
  var workspace: String?
  /// `--project`: an `.xcodeproj` to check with its local packages.
  var project: String?
  var scratchPath: String?
  var describeJSON: String?
  var rulesFile: String?
  var format: OutputFormat = .text
  var strict = false
  var hideTests = false
  var baseline: String?
  var writeBaseline: String?
  var only: Set<Violation.Rule>?
  var warningsAsErrors = false
  var verbose = false
  var focus: String?
  var depth = 1
  var reduce = false
  var fix = false
  var bridge: BridgeRequest?
  var affected: AffectedRequest?
  var diff: DiffRequest?

  /// Every option of `depgraph`, besides `-h` and `--help`, in the order the help lists them.
  enum Option {
    static let from = CommandOption.value(
      "--from", "<target>", help: "bridge: the target that should stop depending.")
    static let to = CommandOption.value(
      "--to", "<target>", help: "bridge: the target it depends on.")
    static let protocolName = CommandOption.value(
      "--protocol-name", "<name>", help: "bridge: the drafted protocol's name.")
    static let verify = CommandOption.flag(
      "--verify",
      help: """
        bridge: write the draft into a scratch copy, remove
        the edge, and build both targets there.
        """)
    static let packagePath = CommandOption.value(
      "--package-path", "<path>",
      help: """
        The package's root folder (default: the current
        folder).
        """)
    static let workspace = CommandOption.value(
      "--workspace", "<folder>",
      help: """
        Check together every package in <folder> and in
        its subfolders up to two levels down.
        """)
    static let project = CommandOption.value(
      "--project", "<path>",
      help: """
        Check an Xcode project (.xcodeproj) together with
        the local packages it references, or every
        project and package of an .xcworkspace.
        """)
    static let scratchPath = CommandOption.value(
      "--scratch-path", "<folder>",
      help: """
        The build folder whose 'checkouts' hold the
        resolved dependencies (default: each package's
        .build).
        """)
    static let base = CommandOption.value(
      "--base", "<revision>",
      help: """
        affected, diff: the git revision the change
        starts from.
        """)
    static let head = CommandOption.value(
      "--head", "<revision>",
      help: """
        affected, diff: the revision it ends at (default:
        the working tree).
        """)
    static let changed = CommandOption.value(
      "--changed", "<file>",
      help: """
        affected: the changed files, this one and the
        arguments after it, instead of asking git.
        """)
    static let describeJSON = CommandOption.value(
      "--describe-json", "<file>",
      help: """
        Read this output of 'swift package describe
        --type json' instead of asking SwiftPM; its
        dependency packages are then not read.
        """)
    static let rules = CommandOption.value(
      "--rules", "<file>",
      help: """
        Layers and forbidden edges (default: depgraph.json
        at the package or workspace root, when it
        exists; else each package's own).
        """)
    static let format = CommandOption.value(
      "--format", "<format>",
      help: """
        \(OutputFormat.spelledOut)
        (default: text).
        """)
    static let strict = CommandOption.flag(
      "--strict",
      help: """
        Also report imports of targets reached only
        through another dependency (transitive-import).
        """)
    static let hideTests = CommandOption.flag(
      "--hide-tests", help: "Leave test targets out of dot and mermaid drawings.")
    static let baseline = CommandOption.value(
      "--baseline", "<file>",
      help: """
        Leave out the findings this baseline records; list
        its entries that no longer occur.
        """)
    static let writeBaseline = CommandOption.value(
      "--write-baseline", "<file>", help: "Record today's findings in <file> and exit 0.")
    static let only = CommandOption.value(
      "--only", "<rules>",
      help: """
        Report only these rules, comma-separated, such as
        cycle,layer.
        """)
    static let warningsAsErrors = CommandOption.flag(
      "--warnings-as-errors", help: "Exit 1 on warnings too.")
    static let verbose = CommandOption.flag(
      "--verbose",
      help: """
        Also list the findings that 'allow' entries in the
        rules accept, with their reasons.
        """)
    static let focus = CommandOption.value(
      "--focus", "<target>",
      help: """
        Draw only this target and its neighbours (dot and
        mermaid).
        """)
    static let depth = CommandOption.value(
      "--depth", "<n>",
      help: """
        How many steps from --focus to draw, towards
        dependencies and dependents (default: 1).
        """)
    static let reduce = CommandOption.flag(
      "--reduce",
      help: """
        Leave out edges that a longer path implies; edges
        of violations stay.
        """)
    static let fix = CommandOption.flag(
      "--fix",
      help: """
        Declare each missing target or product dependency
        with 'swift package add-target-dependency', then
        check again. Never adds a dependency that would
        close a cycle.
        """)

    static let all = [
      from, to, protocolName, verify, base, head, changed, packagePath, workspace, project,
      scratchPath, describeJSON,
      rules,
      format, strict, hideTests, baseline, writeBaseline, only, warningsAsErrors, verbose, focus,
      depth, reduce, fix,
    ]
    /// The options that name where the packages are; at most one may be given.
    static let packageLocations = [packagePath, workspace, project, describeJSON]
    /// The options only `bridge` takes.
    static let bridgeOnly = [from, to, protocolName, verify]
    /// The options only `affected` takes.
    static let affectedOnly = [base, head, changed]
  }

  static let parser = CommandLineParser(tool: "depgraph", options: Option.all)

  /// Parses the arguments that follow the program name.
  ///
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> DepgraphOptions {
    let parsed = try parser.parse(arguments)
    if parsed.wantsHelp { return DepgraphOptions(showHelp: true) }
    let bridge: BridgeRequest?
    let affected: AffectedRequest?
    let diff: DiffRequest?
    do {
      bridge = try bridgeRequest(parsed)
      diff = try diffRequest(parsed)
      affected = diff == nil ? try affectedRequest(parsed) : nil
    } catch {
      throw parser.usageError(error)
    }
    let isCheck = bridge == nil && affected == nil && diff == nil
    let packagePaths = isCheck ? parsed.positionals : []
    let packageOptions = Option.packageLocations.filter { parsed[$0] != nil }.map(\.name)
    if packageOptions.count > 1 {
      throw parser.usageError(.conflictingOptions(packageOptions[0], packageOptions[1]))
    }
    if let option = packageOptions.first, !packagePaths.isEmpty {
      throw parser.usageError(
        .unexpectedArgument(
          packagePaths[0], hint: "Give packages either as arguments or with \(option)."))
    }
    for other in [Option.describeJSON, Option.writeBaseline]
    where parsed.has(Option.fix) && parsed[other] != nil {
      throw parser.usageError(.conflictingOptions(Option.fix.name, other.name))
    }
    do {
      return DepgraphOptions(
        packagePath: parsed[Option.packagePath],
        packagePaths: packagePaths,
        workspace: parsed[Option.workspace],
        project: parsed[Option.project],
        scratchPath: parsed[Option.scratchPath],
        describeJSON: parsed[Option.describeJSON],
        rulesFile: parsed[Option.rules],
        format: affected == nil && diff == nil
          ? try parsed.value(Option.format, as: OutputFormat.self) ?? .text : .text,
        strict: parsed.has(Option.strict),
        hideTests: parsed.has(Option.hideTests),
        baseline: parsed[Option.baseline],
        writeBaseline: parsed[Option.writeBaseline],
        only: try parsed[Option.only].map(rules),
        warningsAsErrors: parsed.has(Option.warningsAsErrors),
        verbose: parsed.has(Option.verbose),
        focus: parsed[Option.focus],
        depth: try depth(parsed),
        reduce: parsed.has(Option.reduce),
        fix: parsed.has(Option.fix),
        bridge: bridge,
        affected: affected,
        diff: diff)
    } catch {
      throw parser.usageError(error)
    }
  }

  /// The `diff` command's request; `nil` for another command.
  private static func diffRequest(_ parsed: ParsedArguments) throws(UsageError.Problem)
    -> DiffRequest?
  {
    guard parsed.positionals.first == "diff" else { return nil }
    if let extra = parsed.positionals.dropFirst().first { throw .unexpectedArgument(extra) }
    if parsed[Option.changed] != nil {
      throw .needsOption(option: Option.changed.name, needs: "affected")
    }
    guard let base = parsed[Option.base] else {
      throw .missingArgument(
        command: "diff", name: "--base <revision>", example: "depgraph diff --base origin/main")
    }
    return DiffRequest(
      base: base, head: parsed[Option.head],
      format: try parsed.value(Option.format, as: DiffFormat.self) ?? .markdown)
  }

  /// The `affected` command's request; `nil` for another command.
  private static func affectedRequest(_ parsed: ParsedArguments) throws(UsageError.Problem)
    -> AffectedRequest?
  {
    guard parsed.positionals.first == "affected" else {
      for option in Option.affectedOnly where parsed[option] != nil {
        throw .needsCommand(
          option: option.name,
          commands: option == Option.changed ? ["affected"] : ["affected", "diff"])
      }
      return nil
    }
    let files = parsed[Option.changed].map { [$0] + parsed.positionals.dropFirst() }
    if files == nil, let extra = parsed.positionals.dropFirst().first {
      throw .unexpectedArgument(extra, hint: "Give changed files after --changed.")
    }
    switch (parsed[Option.base], files) {
    case (nil, nil):
      throw .missingArgument(
        command: "affected", name: "--base <revision> or --changed <file>...",
        example: "depgraph affected --base origin/main")
    case (.some, .some):
      throw .conflictingOptions(Option.base.name, Option.changed.name)
    default: break
    }
    if parsed[Option.head] != nil, parsed[Option.base] == nil {
      throw .needsOption(option: Option.head.name, needs: Option.base.name)
    }
    return AffectedRequest(
      base: parsed[Option.base], head: parsed[Option.head], changed: files ?? [],
      format: try parsed.value(Option.format, as: AffectedFormat.self) ?? .text)
  }

  /// The `bridge` command's request; `nil` for a check.
  private static func bridgeRequest(_ parsed: ParsedArguments) throws(UsageError.Problem)
    -> BridgeRequest?
  {
    guard parsed.positionals.first == "bridge" else {
      for option in Option.bridgeOnly where parsed[option] != nil || parsed.has(option) {
        throw .needsOption(option: option.name, needs: "bridge")
      }
      return nil
    }
    if let extra = parsed.positionals.dropFirst().first { throw .unexpectedArgument(extra) }
    guard let from = parsed[Option.from], let to = parsed[Option.to] else {
      throw .missingArgument(
        command: "bridge", name: "--from <target> and --to <target>",
        example: "depgraph bridge --from BridgeFramework --to ColorServiceModule")
    }
    if let format = parsed[Option.format], format != "text", format != "json" {
      throw .invalidValue(option: Option.format.name, value: format, allowed: ["text", "json"])
    }
    return BridgeRequest(
      from: from, to: to, protocolName: parsed[Option.protocolName],
      verify: parsed.has(Option.verify))
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

  /// The help text, in swift-argument-parser's layout.
  static let help = HelpText(
    overview: """
      Checks a Swift package's module graph without building it: cycles,
      undeclared and transitive imports, unused dependencies, layers and
      forbidden edges. Several packages, or a --workspace folder of them, are
      checked as one graph; imports of other packages' products are checked
      against the dependency manifests found on this machine.
      """,
    usage: """
      depgraph bridge --from <target> --to <target> [--protocol-name <name>]
                             [--package-path <path> | --workspace <folder>]
                             [--scratch-path <folder>] [--format text|json]
                             [--verify]
             depgraph affected (--base <revision> [--head <revision>] |
                               --changed <file> ...)
                               [--package-path <path> | --workspace <folder> |
                                --project <path>] [--format text|json|filter]
             depgraph diff --base <revision> [--head <revision>]
                           [--package-path <path> | --workspace <folder> |
                            --project <path>] [--format markdown|json]
             depgraph [<package-path> ...] [--package-path <path>]
                      [--workspace <folder>] [--scratch-path <folder>]
                      [--describe-json <file>] [--rules <file>] [--format <format>]
                      [--strict] [--hide-tests] [--baseline <file>]
                      [--write-baseline <file>]
                      [--only <rules>] [--warnings-as-errors] [--verbose]
                      [--focus <target>] [--depth <n>] [--reduce] [--fix]
      """,
    before: [
      .entries(
        "COMMANDS",
        [
          .init(
            "bridge",
            """
            Draft the protocol bridge that breaks the edge
            --from -> --to: the uses behind it, a protocol
            for --from, the conformance for --to, where to
            inject it, and what a protocol cannot carry.
            """),
          .init(
            "affected",
            """
            List the targets a change reaches (those owning
            the changed files and all that depend on them) and
            the tests among them; --format filter gives the
            pattern for 'swift test --filter'.
            """),
          .init(
            "diff",
            """
            Compare the graph of --base with the head's:
            targets, dependencies, cycles, layers and
            findings added and removed, as a pull-request
            comment (markdown) or JSON.
            """),
        ]),
      .entries(
        "ARGUMENTS",
        [
          .init(
            "<package-path>",
            """
            Packages to check together as one graph (default:
            the current folder).
            """)
        ]),
    ],
    after: [
      .entries(
        "ENVIRONMENT",
        [
          .init(
            "DEPGRAPH_SWIFT",
            """
            The swift executable to run (default: the first on
            PATH).
            """),
          .init(
            "DEPGRAPH_CACHE",
            """
            Where dump-package's answers are kept between runs
            (default: ~/.cache/depgraph); 'off' keeps none.
            """),
        ]),
      .text(
        "EXIT STATUS",
        """
        0  no violation of severity error (warnings allowed, unless
           --warnings-as-errors); with --write-baseline, the baseline was
           written; with bridge, the draft was printed (and, with --verify,
           builds); with affected or diff, the answer was printed
        1  at least one violation of severity error, or of any severity with
           --warnings-as-errors; with bridge --verify, the draft does not build
           yet
        2  bad input or usage: no package, unreadable or malformed JSON, a bad
           rules or baseline file, an unknown option; with bridge, an edge
           without uses; with bridge --verify, a package SwiftPM cannot build;
           with affected or diff, a revision that names no commit, a folder
           outside git, or (diff) a base whose manifest does not load
        """),
    ],
    labelWidth: 24
  ).rendered(options: Option.all)
}
