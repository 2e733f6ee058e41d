/// An option a tool accepts: a flag, or a name that takes one value, with the help that
/// `--help` shows beside it. A tool declares each option once and reads it by that declaration.
package struct CommandOption: Hashable, Sendable {
  /// The option as typed, with its dashes: `--format`.
  package let name: String
  /// How the help text names its value, such as `<format>`; `nil` for a flag.
  package let valueName: String?
  /// What the option does, as `--help` shows it: its lines as they wrap, unindented.
  package let help: String

  /// An option that is present or absent: `--strict`.
  package static func flag(_ name: String, help: String) -> CommandOption {
    CommandOption(name: name, valueName: nil, help: help)
  }

  /// An option that takes one value, as `--format json` or `--format=json`.
  package static func value(_ name: String, _ valueName: String, help: String) -> CommandOption {
    CommandOption(name: name, valueName: valueName, help: help)
  }

  /// The option as USAGE and OPTIONS show it: `--format <format>`, `--strict`.
  package var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }
}

extension CaseIterable where Self: RawRepresentable, Self.RawValue == String {
  /// The choices as a help's sentence names them: `text, json or dot`.
  package static var spelledOut: String {
    let names = allCases.map(\.rawValue)
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }

  /// The choices as a USAGE line shows them: `text|json|dot`.
  package static var alternatives: String { allCases.map(\.rawValue).joined(separator: "|") }
}
