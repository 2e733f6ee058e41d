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
    /// Where a part of the tutorial begins whose hand edits are counted: its kind, then the
    /// modules it adds.
    case counted = "counted:"
    /// The tutorial's table of those counts.
    case handEdits = "hand-edits"
    /// A generated table of the package's modules, up to `<!-- modules:end -->`.
    case moduleTable = "modules:begin"
  }

  let kind: Kind
  let arguments: [String]
  /// The fenced block's language, `text` for ```` ```text ````; empty for a block-less marker.
  let language: String
  /// The fenced block's lines, each with its newline.
  let block: String

  /// What a guide is made of, for the tests: its markers, each with the fenced block right
  /// after it, and the fenced blocks that follow no marker.
  enum Element: Equatable {
    case marker(DocMarker)
    /// A fenced block with no marker right before it: its language and its lines.
    case block(language: String, lines: String)
  }

  /// Every marker of `text` in order, with the fenced block that follows it on the next line.
  static func markers(in text: String) -> [DocMarker] {
    elements(of: text).compactMap {
      if case .marker(let marker) = $0 { marker } else { nil }
    }
  }

  /// The markers and fenced blocks of `text`, in order.
  static func elements(of text: String) -> [Element] {
    located(in: text).map(\.element)
  }

  /// `text` with the fenced block of each marker of `kind` replaced by what `body` gives for
  /// the marker: how the generator rewrites what the tests check.
  static func replacingBlocks(
    in text: String, of kind: Kind, with body: (DocMarker) throws -> String
  ) rethrows -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // From the last, so that the earlier blocks' lines stay where they were found.
    for (element, block) in located(in: text).reversed() {
      guard case .marker(let marker) = element, marker.kind == kind, let block else { continue }
      let replacement = try body(marker).split(separator: "\n").map(String.init)
      lines.replaceSubrange(block, with: replacement)
    }
    return lines.joined(separator: "\n")
  }

  /// The markers and fenced blocks of `text`, each with the lines of its block's body.
  private static func located(in text: String) -> [(element: Element, body: Range<Int>?)] {
    var found: [(Element, Range<Int>?)] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    /// The fenced block that starts at `index`, if one does, moving past it.
    func fencedBlock() -> (language: String, lines: String, body: Range<Int>)? {
      guard index < lines.count, lines[index].hasPrefix("```") else { return nil }
      let language = String(lines[index].dropFirst(3))
      var block = ""
      index += 1
      let start = index
      while index < lines.count, lines[index] != "```" {
        block += lines[index] + "\n"
        index += 1
      }
      index += 1
      return (language, block, start..<min(index - 1, lines.count))
    }
    while index < lines.count {
      if let block = fencedBlock() {
        found.append((.block(language: block.language, lines: block.lines), block.body))
        continue
      }
      let line = lines[index]
      index += 1
      guard line.hasPrefix("<!-- "), line.hasSuffix(" -->") else { continue }
      let words = line.dropFirst(5).dropLast(4).split(separator: " ").map(String.init)
      guard let first = words.first, let kind = Kind(rawValue: first) else { continue }
      let block = fencedBlock()
      let marker = DocMarker(
        kind: kind, arguments: Array(words.dropFirst()), language: block?.language ?? "",
        block: block?.lines ?? "")
      found.append((.marker(marker), block?.body))
    }
    return found
  }
}
