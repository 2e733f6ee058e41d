/// A tool's `--help` in swift-argument-parser's layout: the overview, the usage as written,
/// sections of labelled entries or text, and the OPTIONS section, made from the options'
/// declarations so that it cannot disagree with the parser.
///
/// Texts are wrapped when printed, to fit ``width`` columns: write each as sentences, and a
/// line break only where one must be (a multi-line string literal joins its lines where each
/// ends in a backslash).
package struct HelpText: Hashable, Sendable {
  /// One titled section: entries with a label column (`ARGUMENTS`, `ENVIRONMENT`), or text.
  package struct Section: Hashable, Sendable {
    package enum Body: Hashable, Sendable {
      /// Each label with its text, which starts `labelWidth + 2` columns in (the help's own
      /// label width for `nil`) and wraps under itself.
      case entries([Entry], labelWidth: Int?)
      /// Text indented under the title, each line wrapped.
      case text(String)
    }

    package struct Entry: Hashable, Sendable {
      package let label: String
      package let text: String

      package init(_ label: String, _ text: String) {
        self.label = label
        self.text = text
      }
    }

    package let title: String
    package let body: Body

    /// A section of labelled entries; `labelWidth` is the help's own when `nil`.
    package static func entries(
      _ title: String, _ entries: [Entry], labelWidth: Int? = nil
    ) -> Section {
      Section(title: title, body: .entries(entries, labelWidth: labelWidth))
    }

    package static func text(_ title: String, _ text: String) -> Section {
      Section(title: title, body: .text(text))
    }
  }

  /// The overview, wrapped after `OVERVIEW: ` as swift-argument-parser wraps it.
  package var overview: String
  /// What follows `USAGE: `, its later lines indented as written.
  package var usage: String
  package var before: [Section] = []
  package var after: [Section] = []
  /// The width of the label column, indentation excluded: a text starts `labelWidth + 2`
  /// columns in.
  package var labelWidth: Int

  package init(
    overview: String, usage: String, before: [Section] = [], after: [Section] = [],
    labelWidth: Int
  ) {
    self.overview = overview
    self.usage = usage
    self.before = before
    self.after = after
    self.labelWidth = labelWidth
  }

  /// The help, with OPTIONS listing `options` in order and then `-h, --help`.
  package func rendered(options: [CommandOption]) -> String {
    let optionEntries =
      options.map { Section.Entry($0.synopsis, $0.help) }
      + [Section.Entry("-h, --help", "Show help information.")]
    let sections = before + [.entries("OPTIONS", optionEntries)] + after
    let blocks =
      [
        Self.lines(of: "OVERVIEW: " + overview, width: Self.width).joined(separator: "\n"),
        "USAGE: " + usage,
      ]
      + sections.map { section in
        var lines = [section.title + ":"]
        switch section.body {
        case .entries(let entries, let width):
          lines += entries.flatMap { entryLines($0, labelWidth: width ?? labelWidth) }
        case .text(let text):
          lines += Self.lines(of: text, width: Self.width - 2).map { $0.isEmpty ? "" : "  " + $0 }
        }
        return lines.joined(separator: "\n")
      }
    return blocks.joined(separator: "\n\n")
  }

  /// The width help fits in, as a terminal of 80 columns shows it.
  package static let width = 80

  private func entryLines(_ entry: Section.Entry, labelWidth: Int) -> [String] {
    let indent = String(repeating: " ", count: labelWidth + 2)
    let padding = String(repeating: " ", count: max(1, labelWidth - entry.label.count))
    let text = Self.lines(of: entry.text, width: Self.width - indent.count)
    return ["  " + entry.label + padding + (text.first ?? "")]
      + text.dropFirst().map { indent + $0 }
  }

  /// `text`'s lines, each wrapped to `width` columns: a line break in `text` is kept.
  private static func lines(of text: String, width: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      wrapped(String($0), width: width)
    }
  }

  /// `line` as it is when it fits in `width` characters, else broken at the last space that
  /// fits, and the rest likewise; a word longer than `width` is left whole.
  static func wrapped(_ line: String, width: Int) -> [String] {
    guard line.count > width, let space = line.prefix(width + 1).lastIndex(of: " "),
      space > line.startIndex
    else { return [line] }
    return [String(line[..<space])]
      + wrapped(String(line[line.index(after: space)...]), width: width)
  }
}
