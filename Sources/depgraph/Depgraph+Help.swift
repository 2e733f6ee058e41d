import CommandLineSupport

extension Depgraph {
  /// The help of one command, or of the whole tool for `nil`, in swift-argument-parser's
  /// layout: usage lines and options come from the commands' declarations.
  static func help(_ command: Subcommand?) -> String {
    let shown = command ?? .check
    let usage =
      command == nil
      // The default command last, as swift-argument-parser lists it.
      ? (Subcommand.allCases.dropFirst() + [.check]).map { $0.usage.rendered() }
        .joined(separator: "\n" + String(repeating: " ", count: "USAGE: ".count))
      : shown.usage.rendered()
    var before: [HelpText.Section] = []
    if command == nil {
      before.append(
        .entries(
          "COMMANDS",
          Subcommand.allCases.map {
            .init($0 == .check ? "check (default)" : $0.rawValue, $0.type.abstract)
          }))
    }
    if !shown.type.arguments.isEmpty { before.append(.entries("ARGUMENTS", shown.type.arguments)) }
    var after = [environment, exitStatus]
    if command == nil {
      after.append(
        .text(
          "SEE ALSO",
          """
          depgraph <command> --help, for the options of each command;
          depgraph --version, for the version.
          """))
    }
    return HelpText(
      overview: command.map { $0.type.abstract } ?? overview,
      usage: usage, before: before, after: after, labelWidth: 24
    ).rendered(options: shown.type.options)
  }

  private static let overview = """
    Checks the module graph of a Swift package, a folder of packages, or an Xcode app and its \
    packages, without building it: cycles, undeclared and transitive imports, unused dependencies, \
    layers and forbidden edges. Imports of other packages' products are checked against the \
    dependency manifests found on this machine.
    """

  private static let environment = HelpText.Section.entries(
    "ENVIRONMENT",
    [
      .init(
        "DEPGRAPH_SWIFT",
        "The swift executable to run (default: the first on PATH)."),
      .init(
        "DEPGRAPH_CACHE",
        """
        Where dump-package's answers, and diff's copies of a base's tree, are kept between runs \
        (default: ~/.cache/depgraph); 'off' keeps none.
        """),
    ])

  private static let exitStatus = HelpText.Section.entries(
    "EXIT STATUS",
    [
      .init(
        "\(DepgraphExitStatus.clean)",
        """
        no violation of severity error (warnings allowed, unless --warnings-as-errors); with \
        --write-baseline, the baseline was written; with init, both files were written; with \
        bridge, the draft was printed (and, with --verify, builds); with affected or diff, the \
        answer was printed
        """),
      .init(
        "\(DepgraphExitStatus.violations)",
        """
        at least one violation of severity error, or of any severity with --warnings-as-errors; \
        with bridge --verify, the draft does not build yet; with diff --exit-code, the change adds \
        a finding or a cycle
        """),
      .init(
        "\(DepgraphExitStatus.badInput)",
        """
        bad input or usage: no package, unreadable or malformed JSON, a bad rules or baseline \
        file, an unknown option; with init, a rules file or baseline that exists already; with \
        bridge, an edge without uses; with bridge --verify, a package SwiftPM cannot build; with \
        affected or diff, a revision that names no commit, a folder outside git, or (diff) a base \
        whose manifest does not load
        """),
    ], labelWidth: 3)
}
