/// A command's USAGE line, made from the declarations of its options so that it cannot name an
/// option the parser refuses, wrapped as swift-argument-parser wraps it.
///
/// ```swift
/// let from = CommandOption.value("--from", "<target>", help: "The lower target.")
/// let strict = CommandOption.flag("--strict", help: "Also report transitive imports.")
/// let usage = Usage("tool bridge", [.required(from), .optional(strict)])
/// let line = usage.rendered(width: 80)  // "tool bridge --from <target> [--strict]"
/// ```
package struct Usage: Hashable, Sendable {
  /// One piece of the line.
  package enum Item: Hashable, Sendable {
    /// An option that must be given: `--from <target>`.
    case required(CommandOption)
    /// An option that may be given: `[--strict]`.
    case optional(CommandOption)
    /// Text shown as written, such as `[<package-path> ...]`.
    case text(String)
    /// Alternatives, each a sequence of items: `(a | b c)` when one must be given, `[a | b]`
    /// when none need be.
    case oneOf([[Item]], required: Bool)
  }

  /// The command as typed: `depgraph bridge`.
  package let command: String
  package let items: [Item]

  package init(_ command: String, _ items: [Item]) {
    self.command = command
    self.items = items
  }

  /// The line, broken between items (and between an alternative's parts) so that no line
  /// passes `width` once it stands after `USAGE: `; later lines start under the first item.
  package func rendered(width: Int = 80, indent: Int = "USAGE: ".count) -> String {
    let continuation = String(repeating: " ", count: indent + command.count + 1)
    var lines = [command]
    for word in items.flatMap(Self.words) {
      let current = lines[lines.count - 1]
      let start = lines.count == 1 ? indent : 0
      if start + current.count + 1 + word.count > width, current != command,
        current != continuation
      {
        lines.append(continuation + word)
      } else {
        lines[lines.count - 1] = current + " " + word
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The unbreakable words of an item: an option with its value, a bracket with what it
  /// opens or closes, a `|` with the alternative before it.
  private static func words(_ item: Item) -> [String] {
    switch item {
    case .required(let option): return [option.synopsis]
    case .optional(let option): return ["[" + option.synopsis + "]"]
    case .text(let text): return [text]
    case .oneOf(let alternatives, let required):
      var result: [String] = []
      for (index, alternative) in alternatives.enumerated() {
        var parts = alternative.flatMap(words)
        guard !parts.isEmpty else { continue }
        if index < alternatives.count - 1 { parts[parts.count - 1] += " |" }
        result += parts
      }
      if !result.isEmpty {
        result[0] = (required ? "(" : "[") + result[0]
        result[result.count - 1] += required ? ")" : "]"
      }
      return result
    }
  }
}
