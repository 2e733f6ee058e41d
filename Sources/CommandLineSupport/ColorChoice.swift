/// When a tool writes ANSI colour: `--color auto|always|never`, as `demo` and `depgraph` take it.
package enum ColorChoice: String, CaseIterable, Hashable, Sendable {
  /// Only when the output is a terminal and `NO_COLOR` is not set.
  case auto
  case always
  case never

  /// The `--color` option, declared once for every tool that takes it.
  package static let option = CommandOption.value(
    "--color", "<when>",
    help: """
      \(ColorChoice.spelledOut) (default: auto, which colours
      only a terminal and honours NO_COLOR).
      """)

  /// Whether to write colour to an output that is a terminal or not.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether the output is a terminal.
  ///   - environment: The process environment, read for `NO_COLOR`.
  /// - Returns: `true` when escape sequences should be written.
  package func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}
