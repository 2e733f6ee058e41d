import CommandLineSupport

/// A group of benchmarks that `--only` selects.
enum BenchGroup: String, CaseIterable, Hashable, Sendable {
  case dispatch, deeplink, scan, load
}

/// The command line of `bench`: a property per option of ``Option``, whose help says what it
/// means, and `showHelp` for `-h` or `--help`.
struct BenchOptions: Hashable, Sendable {
  var json = false
  var quick = false
  var compareBuild = false
  var showHelp = false
  var only: BenchGroup?

  /// Every option of `bench`, besides `-h` and `--help`, in the order the help lists them.
  enum Option {
    static let quick = CommandOption.flag("--quick", help: "Small sizes only, for a smoke run.")
    static let json = CommandOption.flag("--json", help: "A JSON array of rows instead of a table.")
    static let only = CommandOption.value(
      "--only", "<group>", help: "Run one group: \(BenchGroup.spelledOut).")
    static let compareBuild = CommandOption.flag(
      "--compare-build",
      help: """
        Also time a clean 'swift build --explicit-target-dependency-import-check error', and \
        depgraph bridge reading the compiler against a clean debug build of the same two targets.
        """)
    static let all = [quick, json, only, compareBuild]
  }

  static let parser = CommandLineParser(tool: "bench", options: Option.all)

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
        json: parsed.has(Option.json), quick: parsed.has(Option.quick),
        compareBuild: parsed.has(Option.compareBuild),
        only: try parsed.value(Option.only, as: BenchGroup.self))
    } catch {
      throw parser.usageError(error)
    }
  }

  static let help = HelpText(
    overview: "Measures ModuleBridge's hot paths beside baselines, in one run.",
    usage: """
      swift run -c release bench [--quick] [--json] [--compare-build]
                                        [--only \(BenchGroup.alternatives)]
      """,
    after: [.text("EXIT STATUS", "0 success, 1 a benchmark failed, 64 a usage error.")],
    labelWidth: 18
  ).rendered(options: Option.all)
}
