/// A command line split into help, flags, option values and positional arguments, before a
/// tool gives them meaning.
package struct ParsedArguments: Hashable, Sendable {
  /// Whether `-h` or `--help` appeared before any `--`.
  package var wantsHelp = false
  package var flags: Set<String> = []
  /// Each value option's values, in the order given.
  package var allValues: [String: [String]] = [:]
  /// The arguments that are not options, in order.
  package var positionals: [String] = []

  /// Each value option's value; the last one given wins.
  package var values: [String: String] { allValues.compactMapValues(\.last) }

  /// Arguments as parsed; `values` stands for options given once, `allValues` for options
  /// given several times.
  package init(
    wantsHelp: Bool = false, flags: Set<String> = [], values: [String: String] = [:],
    allValues: [String: [String]] = [:], positionals: [String] = []
  ) {
    self.wantsHelp = wantsHelp
    self.flags = flags
    self.allValues = values.mapValues { [$0] }.merging(allValues) { _, all in all }
    self.positionals = positionals
  }

  package func has(_ flag: CommandOption) -> Bool { flags.contains(flag.name) }

  /// A value option's value, or `nil` when it was not given.
  package subscript(_ option: CommandOption) -> String? { values[option.name] }

  /// Every value an option was given, in order: `--define A --define B` gives `["A", "B"]`.
  package func all(_ option: CommandOption) -> [String] { allValues[option.name] ?? [] }

  /// An option's value, read as one of a fixed set of choices.
  ///
  /// - Returns: The choice, or `nil` when the option was not given.
  /// - Throws: ``UsageError/Problem/invalidValue(option:value:allowed:)`` for any other value,
  ///   listing the choices in their declared order.
  package func value<Choice: RawRepresentable & CaseIterable>(
    _ option: CommandOption, as choice: Choice.Type
  ) throws(UsageError.Problem) -> Choice? where Choice.RawValue == String {
    guard let text = self[option] else { return nil }
    guard let value = Choice(rawValue: text) else {
      throw .invalidValue(
        option: option.name, value: text, allowed: Choice.allCases.map(\.rawValue))
    }
    return value
  }
}
