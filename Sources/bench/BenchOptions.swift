import CommandLineSupport

/// A group of benchmarks that `--only` selects.
enum BenchGroup: String, CaseIterable, Hashable, Sendable {
  case dispatch, deeplink, scan, load
}

/// The command line of `bench`.
struct BenchOptions: Hashable, Sendable {
  /// Print a JSON array instead of a table.
  var json = false
  /// Small sizes only: a smoke run that finishes in seconds.
  var quick = false
  /// Also time a clean `swift build` with SwiftPM's import check (minutes).
  var compareBuild = false
  /// Print the help text.
  var showHelp = false
  /// The one group to run; all when `nil`.
  var only: BenchGroup?

  /// Every option of `bench`, besides `-h` and `--help`.
  static let parser = CommandLineParser(
    tool: "bench",
    options: [
      .flag("--quick"), .flag("--json"), .value("--only", "<group>"), .flag("--compare-build"),
    ])

  /// Parses the arguments that follow the program name.
  ///
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
    let parsed = try parser.parse(arguments)
    if parsed.wantsHelp { return BenchOptions(showHelp: true) }
    if let argument = parsed.positionals.first {
      throw parser.usageError(.unexpectedArgument(argument))
    }
    do {
      return BenchOptions(
        json: parsed.has("--json"), quick: parsed.has("--quick"),
        compareBuild: parsed.has("--compare-build"),
        only: try parsed.value("--only", as: BenchGroup.self))
    } catch {
      throw parser.usageError(error)
    }
  }

  static let help = """
    OVERVIEW: Measures ModuleBridge's hot paths beside baselines, in one run.

    USAGE: swift run -c release bench [--quick] [--json] [--compare-build]
                                      [--only dispatch|deeplink|scan|load]

    OPTIONS:
      --quick           Small sizes only, for a smoke run.
      --json            A JSON array of rows instead of a table.
      --only <group>    Run one group: dispatch, deeplink, scan or load.
      --compare-build   Also time a clean 'swift build
                        --explicit-target-dependency-import-check error'.
      -h, --help        Show help information.

    EXIT STATUS:
      0 success, 1 a benchmark failed, 64 a usage error.
    """
}
