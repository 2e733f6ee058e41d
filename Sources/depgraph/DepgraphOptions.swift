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

/// Why the command line was refused; `depgraph` exits 2.
enum UsageError: Error, Hashable, Sendable {
  /// An argument starting with `-` is not a known option.
  case unknownOption(String)
  /// An argument that is not an option; `depgraph` takes none.
  case unexpectedArgument(String)
  /// An option that needs a value was the last argument.
  case missingValue(option: String)
  /// An option's value is not one of the allowed ones.
  case invalidValue(option: String, value: String, allowed: [String])
}

extension UsageError: CustomStringConvertible {
  var description: String {
    switch self {
    case .unknownOption(let option):
      "Unknown option '\(option)'. See 'depgraph --help'."
    case .unexpectedArgument(let argument):
      "Unexpected argument '\(argument)'. Give the package with --package-path. "
        + "See 'depgraph --help'."
    case .missingValue(let option):
      "Missing value for '\(option)'. See 'depgraph --help'."
    case .invalidValue(let option, let value, let allowed):
      "Invalid value '\(value)' for '\(option)'. Use one of: \(allowed.joined(separator: ", "))."
    }
  }
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

  /// Parses the arguments that follow the program name.
  ///
  /// - Parameter arguments: The command-line arguments, without the program name.
  /// - Returns: The options they ask for.
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  static func parse(_ arguments: [String]) throws(UsageError) -> DepgraphOptions {
    var options = DepgraphOptions()
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      options.showHelp = true
      return options
    }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
        return next
      }
      switch name {
      case "--package-path": options.packagePath = try value()
      case "--describe-json": options.describeJSON = try value()
      case "--rules": options.rulesFile = try value()
      case "--format":
        let text = try value()
        guard let format = OutputFormat(rawValue: text) else {
          throw .invalidValue(
            option: name, value: text, allowed: OutputFormat.allCases.map(\.rawValue))
        }
        options.format = format
      case "--strict" where inlineValue == nil: options.strict = true
      case "--hide-tests" where inlineValue == nil: options.hideTests = true
      default:
        throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
      }
    }
    return options
  }

  /// Splits `--name=value` into its parts; other arguments have no inline value.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
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
