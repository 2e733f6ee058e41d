/// Whether the demo's output uses ANSI colour, and the few styles it uses.
struct TextStyle: Sendable {
  /// Whether escape sequences are written.
  let isColored: Bool

  /// Bold, for headings.
  func heading(_ text: String) -> String { wrap(text, code: "1") }

  /// Red, for refused operations.
  func failure(_ text: String) -> String { wrap(text, code: "31") }

  private func wrap(_ text: String, code: String) -> String {
    isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
