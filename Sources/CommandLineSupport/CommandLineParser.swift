/// The one command-line grammar of ModuleBridge's tools, after swift-argument-parser's:
///
/// - `-h` or `--help` anywhere before `--` asks for help, and wins over everything else;
/// - an option that takes a value reads it from `--name=value` or from the next argument, which
///   must not itself look like an option (use `--name=-value` for a value that starts with `-`);
/// - a value option given twice keeps the last value, and ``ParsedArguments/all(_:)`` reads
///   every one, for an option that may be repeated;
/// - `--` ends the options: every argument after it is positional;
/// - any other argument starting with `-` (but `-` alone) is an unknown option.
///
/// ```swift
/// let format = CommandOption.value("--format", "<format>", help: "text or json.")
/// let parser = CommandLineParser(tool: "depgraph", options: [format])
/// let parsed = try parser.parse(["--format=json"])
/// let value = parsed[format]  // "json"
/// ```
package struct CommandLineParser: Hashable, Sendable {
  package let tool: String
  /// Every option the tool accepts, besides `-h` and `--help`.
  package let options: [CommandOption]

  package init(tool: String, options: [CommandOption]) {
    self.tool = tool
    self.options = options
  }

  /// Splits the arguments that follow the program name.
  ///
  /// - Throws: A ``UsageError`` naming the first argument at fault.
  package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    do {
      return try split(arguments)
    } catch {
      throw UsageError(tool: tool, error)
    }
  }

  /// A problem found after parsing, such as a value outside its choices, as this tool's error.
  package func usageError(_ problem: UsageError.Problem) -> UsageError {
    UsageError(tool: tool, problem)
  }

  /// The option `name` is likely a slip of: the one fewest edits away, when only one is that
  /// near and it is one edit (`--projct`, `--strcit`), or two for a name over ten characters.
  private func closestOption(to name: String) -> String? {
    let distances = options.map { ($0.name, Self.editDistance(name, $0.name)) }
    guard let best = distances.map(\.1).min(), best <= (name.count > 10 ? 2 : 1) else {
      return nil
    }
    let nearest = distances.filter { $0.1 == best }
    return nearest.count == 1 ? nearest[0].0 : nil
  }

  /// The fewest insertions, deletions, substitutions and swaps of two neighbours that make one
  /// string the other (the optimal string alignment distance).
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let (left, right) = (Array(lhs), Array(rhs))
    var table = [[Int]](
      repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
    for i in 0...left.count { table[i][0] = i }
    for j in 0...right.count { table[0][j] = j }
    for i in stride(from: 1, through: left.count, by: 1) {
      for j in stride(from: 1, through: right.count, by: 1) {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[left.count][right.count]
  }

  private func split(_ arguments: [String]) throws(UsageError.Problem) -> ParsedArguments {
    var parsed = ParsedArguments()
    let options = arguments.prefix { $0 != "--" }
    if options.contains(where: { $0 == "-h" || $0 == "--help" }) {
      parsed.wantsHelp = true
      return parsed
    }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals += remaining
        break
      }
      guard Self.looksLikeOption(argument) else {
        parsed.positionals.append(argument)
        continue
      }
      let (name, inlineValue) = Self.nameAndValue(argument)
      guard let option = self.options.first(where: { $0.name == name }) else {
        throw .unknownOption(argument, suggestion: closestOption(to: name))
      }
      if option.valueName == nil {
        if inlineValue != nil { throw .unexpectedValue(option: name) }
        parsed.flags.insert(name)
      } else if let value = inlineValue
        ?? remaining.first.flatMap({ !Self.looksLikeOption($0) || Self.isNumber($0) ? $0 : nil })
      {
        if inlineValue == nil { remaining.removeFirst() }
        parsed.allValues[name, default: []].append(value)
      } else {
        throw .missingValue(option: name)
      }
    }
    return parsed
  }

  /// The first argument that is not an option nor an option's value, read leniently (an
  /// unknown option is skipped, not refused), so that a tool can tell which of its commands
  /// `--help` asks about: `depgraph --package-path P bridge --help` asks about `bridge`.
  package func firstPositional(_ arguments: [String]) -> String? {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" { return remaining.first }
      guard Self.looksLikeOption(argument) else { return argument }
      let (name, inlineValue) = Self.nameAndValue(argument)
      let takesValue = options.first { $0.name == name }?.valueName != nil
      if takesValue, inlineValue == nil, let next = remaining.first,
        !Self.looksLikeOption(next) || Self.isNumber(next)
      {
        remaining.removeFirst()
      }
    }
    return nil
  }

  private static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }

  /// A negative number such as `-1` is an option's value, for the option to judge, not an
  /// option: no option's name is a number.
  private static func isNumber(_ argument: String) -> Bool {
    Double(argument) != nil
  }

  /// Splits `--name=value`; other arguments have no inline value.
  private static func nameAndValue(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
