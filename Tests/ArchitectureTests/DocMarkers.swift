import Foundation

/// A marker of the guides, `<!-- KIND ARGUMENTS -->`, and the fenced block right after it: what
/// the documentation tests check against the code, read in one place.
struct DocMarker: Equatable {
  /// The kinds of marker; each names what its block must equal.
  enum Kind: String, CaseIterable {
    /// A Mermaid diagram that depgraph draws of the package at the argument (this one without).
    case diagram = "depgraph:begin"
    /// What `depgraph` prints on the package at the first argument.
    case depgraphOutput = "depgraph-output:"
    /// What `depgraph bridge` prints: package, lower, upper and an optional protocol name.
    case bridgeOutput = "bridge-output:"
    /// What a workspace check prints: the folder and its scratch path.
    case workspaceOutput = "workspace-output:"
    /// What depgraph prints on the split sample, broken as the guide says.
    case splitOutput = "split-output:"
    /// A region of a compiled test, `PATH#NAME`.
    case example = "example:"
    /// A file the tutorial writes.
    case file = "file:"
    /// Lines the tutorial expects in a file.
    case excerpt = "excerpt:"
    /// A tutorial step that is undone after the next command.
    case mistake = "mistake"
  }

  let kind: Kind
  let arguments: [String]
  /// The fenced block's language, `text` for ```` ```text ````; empty for a block-less marker.
  let language: String
  /// The fenced block's lines, each with its newline.
  let block: String

  /// Every marker of `text` in order, with the fenced block that follows it on the next line.
  static func markers(in text: String) -> [DocMarker] {
    var found: [DocMarker] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      guard line.hasPrefix("<!-- "), line.hasSuffix(" -->") else { continue }
      let words = line.dropFirst(5).dropLast(4).split(separator: " ").map(String.init)
      guard let first = words.first, let kind = Kind(rawValue: first) else { continue }
      var language = ""
      var block = ""
      if index < lines.count, lines[index].hasPrefix("```") {
        language = String(lines[index].dropFirst(3))
        index += 1
        while index < lines.count, lines[index] != "```" {
          block += lines[index] + "\n"
          index += 1
        }
        index += 1
      }
      found.append(
        DocMarker(
          kind: kind, arguments: Array(words.dropFirst()), language: language, block: block))
    }
    return found
  }
}
