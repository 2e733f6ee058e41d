/// Why a command line was refused, and which tool refused it.
///
/// A struct around ``Problem`` rather than a bare enum, because every message ends by pointing
/// to the tool's own help (`See 'depgraph --help'.`), and the parser that finds the problem is
/// the one that knows the tool.
package struct UsageError: Error, Hashable, Sendable {
  /// What is wrong with the command line; each case carries the argument at fault.
  package enum Problem: Error, Hashable, Sendable {
    /// An argument starting with `-` is not an option of the tool; `suggestion` is the option
    /// it is likely a slip of, if one is close.
    case unknownOption(String, suggestion: String? = nil)
    /// A positional argument the tool does not take, with a hint of what to do instead.
    case unexpectedArgument(String, hint: String? = nil)
    /// An option that needs a value came last, or before another option.
    case missingValue(option: String)
    /// A flag was given a value, as in `--strict=yes`.
    case unexpectedValue(option: String)
    /// An option's value is not one of its choices.
    case invalidValue(option: String, value: String, allowed: [String])
    /// A value option got a value of the wrong form; `expected` says which form.
    case malformedValue(option: String, value: String, expected: String)
    /// The first positional argument is not one of the tool's commands.
    case unknownCommand(String, commands: [String])
    /// An option was given without another one it works with, as `--depth` without `--focus`.
    case needsOption(option: String, needs: String)
    /// An option that only some commands take, given to another.
    case needsCommand(option: String, commands: [String])
    /// Two options that cannot be given together.
    case conflictingOptions(String, String)
    /// A command's own argument is missing; `example` shows a whole command line that works.
    case missingArgument(command: String, name: String, example: String)
  }

  /// The tool's name, as typed: `demo`, `depgraph`, `bench`.
  package let tool: String
  package let problem: Problem

  package init(tool: String, _ problem: Problem) {
    self.tool = tool
    self.problem = problem
  }
}

extension UsageError: CustomStringConvertible {
  package var description: String {
    let help = "See '\(tool) --help'."
    return switch problem {
    case .unknownOption(let option, let suggestion):
      "Unknown option '\(option)'. \(suggestion.map { "Did you mean '\($0)'? " } ?? "")\(help)"
    case .unexpectedArgument(let argument, let hint):
      "Unexpected argument '\(argument)'. \(hint.map { $0 + " " } ?? "")\(help)"
    case .missingValue(let option):
      "Missing value for '\(option)'. \(help)"
    case .unexpectedValue(let option):
      "'\(option)' takes no value. \(help)"
    case .invalidValue(let option, let value, let allowed):
      "Invalid value '\(value)' for '\(option)'. Use one of: \(allowed.joined(separator: ", "))."
    case .malformedValue(let option, let value, let expected):
      "Invalid value '\(value)' for '\(option)': expected \(expected)."
    case .unknownCommand(let command, let commands):
      "Unknown command '\(command)'. Commands: \(commands.joined(separator: ", ")). \(help)"
    case .needsOption(let option, let needs):
      "'\(option)' works only with '\(needs)'. \(help)"
    case .needsCommand(let option, let commands):
      "'\(option)' works only with "
        + commands.map { "'\($0)'" }.joined(separator: " or ") + ". \(help)"
    case .conflictingOptions(let first, let second):
      "'\(first)' cannot be used with '\(second)'. \(help)"
    case .missingArgument(let command, let name, let example):
      "'\(command)' needs \(name), for example: \(example)."
    }
  }
}
