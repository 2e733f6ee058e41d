/// Why the demo's command line was refused; the demo prints it and exits with status 64.
enum UsageError: Error, Hashable, Sendable {
  /// The first argument is not a known command.
  case unknownCommand(String)
  /// An argument starting with `-` is not a known option.
  case unknownOption(String)
  /// An argument came after the command, which takes no more.
  case unexpectedArgument(String)
  /// A command's argument is missing.
  case missingArgument(command: String, name: String)
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
      "Unexpected argument '\(argument)'. See 'demo --help'."
    case .missingArgument(let command, let name):
      "'\(command)' needs \(name), for example: demo open app://user/42."
    case .missingValue(let option):
      "Missing value for '\(option)'. See 'demo --help'."
    case .invalidValue(let option, let value, let allowed):
      "Invalid value '\(value)' for '\(option)'. Use one of: \(allowed.joined(separator: ", "))."
    }
  }
}
