/// An option a tool accepts: a flag, or a name that takes one value.
package struct CommandOption: Hashable, Sendable {
  /// The option as typed, with its dashes: `--format`.
  package let name: String
  /// How the help text names its value, such as `<format>`; `nil` for a flag.
  package let valueName: String?

  /// An option that is present or absent: `--strict`.
  package static func flag(_ name: String) -> CommandOption {
    CommandOption(name: name, valueName: nil)
  }

  /// An option that takes one value, as `--format json` or `--format=json`.
  package static func value(_ name: String, _ valueName: String) -> CommandOption {
    CommandOption(name: name, valueName: valueName)
  }
}
