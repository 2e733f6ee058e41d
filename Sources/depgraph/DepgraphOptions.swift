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
  /// Whether to build the draft in a scratch copy of the package (`--verify`).
  var verify = false
}

/// The parsed command line of `depgraph`.
struct DepgraphOptions: Hashable, Sendable {
  /// Whether to print the help text and nothing else.
  var showHelp = false
  /// The package's root folder.
  var packagePath: String?
  /// Packages to check together, given as arguments.
  var packagePaths: [String] = []
  /// A folder whose packages are checked together.
  var workspace: String?
  /// The build folder that holds the dependencies' checkouts.
  var scratchPath: String?
  /// A saved `swift package describe --type json` to read instead of asking SwiftPM.
  var describeJSON: String?
  /// A rules file; `depgraph.json` at the package root when present otherwise.
  var rulesFile: String?
  /// How to print the report.
  var format: OutputFormat = .text
  /// Whether to report imports of targets reached only through another dependency.
  var strict = false
  /// Whether to leave test targets out of `dot` and `mermaid` drawings.
  var hideTests = false
  /// A baseline whose findings are left out of the report.
  var baseline: String?
  /// Where to record today's findings as a baseline.
  var writeBaseline: String?
  /// The rules to report; all when `nil`.
  var only: Set<Violation.Rule>?
  /// Whether warnings fail the run as errors do.
  var warningsAsErrors = false
  /// Whether to list the findings that `allow` entries accepted.
  var verbose = false
  /// The target a drawing centres on.
  var focus: String?
  /// How far from ``focus`` a drawing reaches.
  var depth = 1
  /// Whether a drawing leaves out edges that longer paths imply.
  var reduce = false
  /// Whether to run the fixes SwiftPM's editor can make, then check again.
  var fix = false
  /// The edge `depgraph bridge` drafts a protocol for; `nil` for a check.
  var bridge: BridgeRequest?

  /// Every option of `depgraph`, besides `-h` and `--help`.
  static let parser = CommandLineParser(
    tool: "depgraph",
    options: [
      .value("--package-path", "<path>"), .value("--workspace", "<folder>"),
      .value("--scratch-path", "<folder>"), .value("--describe-json", "<file>"),
      .value("--rules", "<file>"), .value("--format", "<format>"), .flag("--strict"),
      .flag("--hide-tests"), .value("--baseline", "<file>"), .value("--write-baseline", "<file>"),
      .value("--only", "<rules>"), .flag("--warnings-as-errors"), .flag("--verbose"),
      .value("--focus", "<target>"), .value("--depth", "<n>"), .flag("--reduce"),
      .flag("--fix"), .value("--from", "<target>"), .value("--to", "<target>"),
      .value("--protocol-name", "<name>"), .flag("--verify"),
    ])

  /// Parses the arguments that follow the program name.
  ///
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> DepgraphOptions {
    let parsed = try parser.parse(arguments)
    if parsed.wantsHelp { return DepgraphOptions(showHelp: true) }
    let bridge: BridgeRequest?
    do {
      bridge = try bridgeRequest(parsed)
    } catch {
      throw parser.usageError(error)
    }
    let packagePaths = bridge == nil ? parsed.positionals : []
    let packageOptions = ["--package-path", "--workspace", "--describe-json"].filter {
      parsed.values[$0] != nil
    }
    if packageOptions.count > 1 {
      throw parser.usageError(.conflictingOptions(packageOptions[0], packageOptions[1]))
    }
    if let option = packageOptions.first, !packagePaths.isEmpty {
      throw parser.usageError(
        .unexpectedArgument(
          packagePaths[0], hint: "Give packages either as arguments or with \(option)."))
    }
    if parsed.has("--fix"), parsed.values["--describe-json"] != nil {
      throw parser.usageError(.conflictingOptions("--fix", "--describe-json"))
    }
    if parsed.has("--fix"), parsed.values["--write-baseline"] != nil {
      throw parser.usageError(.conflictingOptions("--fix", "--write-baseline"))
    }
    do {
      return DepgraphOptions(
        packagePath: parsed.values["--package-path"],
        packagePaths: packagePaths,
        workspace: parsed.values["--workspace"],
        scratchPath: parsed.values["--scratch-path"],
        describeJSON: parsed.values["--describe-json"],
        rulesFile: parsed.values["--rules"],
        format: try parsed.value("--format", as: OutputFormat.self) ?? .text,
        strict: parsed.has("--strict"),
        hideTests: parsed.has("--hide-tests"),
        baseline: parsed.values["--baseline"],
        writeBaseline: parsed.values["--write-baseline"],
        only: try parsed.values["--only"].map(rules),
        warningsAsErrors: parsed.has("--warnings-as-errors"),
        verbose: parsed.has("--verbose"),
        focus: parsed.values["--focus"],
        depth: try depth(parsed),
        reduce: parsed.has("--reduce"),
        fix: parsed.has("--fix"),
        bridge: bridge)
    } catch {
      throw parser.usageError(error)
    }
  }

  /// The `bridge` command's request; `nil` for a check.
  private static func bridgeRequest(_ parsed: ParsedArguments) throws(UsageError.Problem)
    -> BridgeRequest?
  {
    guard parsed.positionals.first == "bridge" else {
      for option in ["--from", "--to", "--protocol-name"] where parsed.values[option] != nil {
        throw .needsOption(option: option, needs: "bridge")
      }
      if parsed.has("--verify") { throw .needsOption(option: "--verify", needs: "bridge") }
      return nil
    }
    if let extra = parsed.positionals.dropFirst().first { throw .unexpectedArgument(extra) }
    guard let from = parsed.values["--from"], let to = parsed.values["--to"] else {
      throw .missingArgument(
        command: "bridge", name: "--from <target> and --to <target>",
        example: "depgraph bridge --from BridgeFramework --to ColorServiceModule")
    }
    if let format = parsed.values["--format"], format != "text", format != "json" {
      throw .invalidValue(option: "--format", value: format, allowed: ["text", "json"])
    }
    return BridgeRequest(
      from: from, to: to, protocolName: parsed.values["--protocol-name"],
      verify: parsed.has("--verify"))
  }

  /// `--depth`: a whole number of steps, and only with `--focus`.
  private static func depth(_ parsed: ParsedArguments) throws(UsageError.Problem) -> Int {
    guard let text = parsed.values["--depth"] else { return 1 }
    guard let depth = Int(text), depth >= 0 else {
      throw .invalidValue(option: "--depth", value: text, allowed: ["0", "1", "2", "..."])
    }
    guard parsed.values["--focus"] != nil else {
      throw .needsOption(option: "--depth", needs: "--focus")
    }
    return depth
  }

  /// `cycle,layer` as rules; every name must be a rule.
  private static func rules(_ list: String) throws(UsageError.Problem) -> Set<Violation.Rule> {
    var rules: Set<Violation.Rule> = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      guard let rule = Violation.Rule(rawValue: String(name)) else {
        throw .invalidValue(
          option: "--only", value: String(name),
          allowed: Violation.Rule.allCases.map(\.rawValue))
      }
      rules.insert(rule)
    }
    return rules
  }

  /// The help text, in swift-argument-parser's layout.
  static let help = """
    OVERVIEW: Checks a Swift package's module graph without building it: cycles,
    undeclared and transitive imports, unused dependencies, layers and
    forbidden edges. Several packages, or a --workspace folder of them, are
    checked as one graph; imports of other packages' products are checked
    against the dependency manifests found on this machine.

    USAGE: depgraph bridge --from <target> --to <target> [--protocol-name <name>]
                           [--package-path <path> | --workspace <folder>]
                           [--scratch-path <folder>] [--format text|json]
                           [--verify]
           depgraph [<package-path> ...] [--package-path <path>]
                    [--workspace <folder>] [--scratch-path <folder>]
                    [--describe-json <file>] [--rules <file>] [--format <format>]
                    [--strict] [--hide-tests] [--baseline <file>]
                    [--write-baseline <file>]
                    [--only <rules>] [--warnings-as-errors] [--verbose]
                    [--focus <target>] [--depth <n>] [--reduce] [--fix]

    COMMANDS:
      bridge                  Draft the protocol bridge that breaks the edge
                              --from -> --to: the uses behind it, a protocol
                              for --from, the conformance for --to, where to
                              inject it, and what a protocol cannot carry.

    ARGUMENTS:
      <package-path>          Packages to check together as one graph (default:
                              the current folder).

    OPTIONS:
      --from <target>         bridge: the target that should stop depending.
      --to <target>           bridge: the target it depends on.
      --protocol-name <name>  bridge: the drafted protocol's name.
      --verify                bridge: write the draft into a scratch copy, remove
                              the edge, and build both targets there.
      --package-path <path>   The package's root folder (default: the current
                              folder).
      --workspace <folder>    Check together every package in <folder> and in
                              its subfolders up to two levels down.
      --scratch-path <folder> The build folder whose 'checkouts' hold the
                              resolved dependencies (default: each package's
                              .build).
      --describe-json <file>  Read this output of 'swift package describe
                              --type json' instead of asking SwiftPM; its
                              dependency packages are then not read.
      --rules <file>          Layers and forbidden edges (default: depgraph.json
                              at the package or workspace root, when it
                              exists; else each package's own).
      --format <format>       text, json, dot, mermaid, sarif or github
                              (default: text).
      --strict                Also report imports of targets reached only
                              through another dependency (transitive-import).
      --hide-tests            Leave test targets out of dot and mermaid drawings.
      --baseline <file>       Leave out the findings this baseline records; list
                              its entries that no longer occur.
      --write-baseline <file> Record today's findings in <file> and exit 0.
      --only <rules>          Report only these rules, comma-separated, such as
                              cycle,layer.
      --warnings-as-errors    Exit 1 on warnings too.
      --verbose               Also list the findings that 'allow' entries in the
                              rules accept, with their reasons.
      --focus <target>        Draw only this target and its neighbours (dot and
                              mermaid).
      --depth <n>             How many steps from --focus to draw, towards
                              dependencies and dependents (default: 1).
      --reduce                Leave out edges that a longer path implies; edges
                              of violations stay.
      --fix                   Declare each missing target or product dependency
                              with 'swift package add-target-dependency', then
                              check again. Never adds a dependency that would
                              close a cycle.
      -h, --help              Show help information.

    ENVIRONMENT:
      DEPGRAPH_SWIFT          The swift executable to run (default: the first on
                              PATH).
      DEPGRAPH_CACHE          Where dump-package's answers are kept between runs
                              (default: ~/.cache/depgraph); 'off' keeps none.

    EXIT STATUS:
      0  no violation of severity error (warnings allowed, unless
         --warnings-as-errors); with --write-baseline, the baseline was
         written; with bridge, the draft was printed (and, with --verify,
         builds)
      1  at least one violation of severity error, or of any severity with
         --warnings-as-errors; with bridge --verify, the draft does not build
         yet
      2  bad input or usage: no package, unreadable or malformed JSON, a bad
         rules or baseline file, an unknown option; with bridge, an edge
         without uses; with bridge --verify, a package SwiftPM cannot build
    """
}
