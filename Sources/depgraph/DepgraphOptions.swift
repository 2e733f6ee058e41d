import CommandLineSupport

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
}

/// The parsed command line of `depgraph`.
struct DepgraphOptions: Hashable, Sendable {
  /// Whether to print the help text and nothing else.
  var showHelp = false
  /// The package's root folder.
  var packagePath: String?
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

  /// Every option of `depgraph`, besides `-h` and `--help`.
  static let parser = CommandLineParser(
    tool: "depgraph",
    options: [
      .value("--package-path", "<path>"), .value("--describe-json", "<file>"),
      .value("--rules", "<file>"), .value("--format", "<format>"), .flag("--strict"),
      .flag("--hide-tests"),
    ])

  /// Parses the arguments that follow the program name.
  ///
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> DepgraphOptions {
    let parsed = try parser.parse(arguments)
    if parsed.wantsHelp { return DepgraphOptions(showHelp: true) }
    if let argument = parsed.positionals.first {
      throw parser.usageError(
        .unexpectedArgument(argument, hint: "Give the package with --package-path."))
    }
    do {
      return DepgraphOptions(
        packagePath: parsed.values["--package-path"],
        describeJSON: parsed.values["--describe-json"],
        rulesFile: parsed.values["--rules"],
        format: try parsed.value("--format", as: OutputFormat.self) ?? .text,
        strict: parsed.has("--strict"),
        hideTests: parsed.has("--hide-tests"))
    } catch {
      throw parser.usageError(error)
    }
  }

  /// The help text, in swift-argument-parser's layout.
  static let help = """
    OVERVIEW: Checks a Swift package's module graph without building it: cycles,
    undeclared and transitive imports, unused dependencies, layers and
    forbidden edges.

    USAGE: depgraph [--package-path <path>] [--describe-json <file>]
                    [--rules <file>] [--format <format>] [--strict]
                    [--hide-tests]

    OPTIONS:
      --package-path <path>   The package's root folder (default: the current
                              folder).
      --describe-json <file>  Read this output of 'swift package describe
                              --type json' instead of asking SwiftPM.
      --rules <file>          Layers and forbidden edges (default: depgraph.json
                              at the package root, when it exists).
      --format <format>       text, json, dot or mermaid (default: text).
      --strict                Also report imports of targets reached only
                              through another dependency (transitive-import).
      --hide-tests            Leave test targets out of dot and mermaid drawings.
      -h, --help              Show help information.

    ENVIRONMENT:
      DEPGRAPH_SWIFT          The swift executable to run (default: the first on
                              PATH).
      DEPGRAPH_CACHE          Where dump-package's answers are kept between runs
                              (default: ~/.cache/depgraph); 'off' keeps none.

    EXIT STATUS:
      0  no violation of severity error (warnings allowed)
      1  at least one violation of severity error
      2  bad input or usage: no package, unreadable or malformed JSON, bad
         rules file, unknown option
    """
}
