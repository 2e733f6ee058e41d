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
  /// Run only this group: `dispatch`, `deeplink`, `scan` or `load`; all when `nil`.
  var only: String?

  static func parse(_ arguments: [String]) throws(BenchUsageError) -> BenchOptions {
    var options = BenchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--only":
        guard let group = remaining.popFirst(),
          ["dispatch", "deeplink", "scan", "load"].contains(group)
        else { throw BenchUsageError(argument: argument) }
        options.only = group
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--compare-build": options.compareBuild = true
      case "-h", "--help": options.showHelp = true
      default: throw BenchUsageError(argument: argument)
      }
    }
    return options
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
    """
}

/// An argument `bench` does not know.
struct BenchUsageError: Error, CustomStringConvertible {
  let argument: String
  var description: String { "Unknown argument '\(argument)'. See 'bench --help'." }
}
