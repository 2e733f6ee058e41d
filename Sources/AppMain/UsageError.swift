/// Why the demo's command line was refused; the demo prints it and exits with status 64.
enum UsageError: Error, Hashable, Sendable {
  /// The first argument is not a known command.
  case unknownCommand(String)
  /// An argument starting with `-` is not a known option.
  case unknownOption(String)
  /// An argument came after the command, which takes none.
  case unexpectedArgument(String)
  /// An option that needs a value was the last argument.
  case missingValue(option: String)
  /// An option's value is not one of the allowed ones.
  case invalidValue(option: String, value: String, allowed: [String])
}

extension UsageError: CustomStringConvertible {
  var description: String {
    switch self {
    case .unknownCommand(let command):
      "Unknown command '\(command)'. Commands: \(DemoCommand.names). See 'demo --help'."
    case .unknownOption(let option):
      "Unknown option '\(option)'. See 'demo --help'."
    case .unexpectedArgument(let argument):
      "Unexpected argument '\(argument)': a command takes no arguments. See 'demo --help'."
    case .missingValue(let option):
      "Missing value for '\(option)'. See 'demo --help'."
    case .invalidValue(let option, let value, let allowed):
      "Invalid value '\(value)' for '\(option)'. Use one of: \(allowed.joined(separator: ", "))."
    }
  }
}
