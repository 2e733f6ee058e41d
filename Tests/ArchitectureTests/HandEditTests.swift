import Foundation
import TestSupport
import Testing

/// What adding each kind of module costs outside itself, by following Docs/AddingAModule.md:
/// the files outside the new modules that the reader writes or changes by hand. The page states
/// the counts in its table after `<!-- hand-edits -->`; this test fails when the tutorial's
/// edits and the table differ, so a change that makes a module cost more shows there.
@Suite("What a module costs outside itself")
struct HandEditTests {
  /// One part of the tutorial, from its `<!-- counted: KIND MODULE… -->` marker to the next.
  struct Part: Equatable {
    let kind: String
    /// The modules the part adds; their `Sources/M/` and `Tests/MTests/` are the module itself.
    let modules: [String]
    /// The files outside those modules that a non-mistake `file:` or `diff` block touches.
    var files: Set<String> = []

    /// Whether `path` belongs to a module the part adds.
    func isInside(_ path: String) -> Bool {
      modules.contains { path.hasPrefix("Sources/\($0)/") || path.hasPrefix("Tests/\($0)Tests/") }
    }
  }

  /// The parts of `tutorial`, with the files each edits by hand. A block after
  /// `<!-- mistake -->` is undone by the tutorial and is not counted.
  static func parts(of tutorial: String) -> [Part] {
    var parts: [Part] = []
    for element in DocMarker.elements(of: tutorial) {
      // A diff right after a marker belongs to the marker: counted unless it is a mistake's.
      var diff: String?
      switch element {
      case .marker(let marker):
        if marker.kind == .counted {
          parts.append(
            Part(kind: marker.arguments.first ?? "", modules: Array(marker.arguments.dropFirst())))
        } else if marker.kind == .file {
          record(marker.arguments.first ?? "", in: &parts)
        }
        if marker.kind != .mistake, marker.language == "diff" { diff = marker.block }
      case .block(let language, let lines):
        // An excerpt, a command or its output is no edit.
        if language == "diff" { diff = lines }
      }
      for line in (diff ?? "").split(separator: "\n") where line.hasPrefix("+++ b/") {
        record(String(line.dropFirst("+++ b/".count)), in: &parts)
      }
    }
    return parts
  }

  /// Adds `path` to the current part's files when it lies outside the part's modules.
  static func record(_ path: String, in parts: inout [Part]) {
    guard let last = parts.indices.last, !parts[last].isInside(path) else { return }
    parts[last].files.insert(path)
  }

  /// The counts of the table after `<!-- hand-edits -->`, by the kind in a row's first cell.
  static func statedCounts(in tutorial: String) throws -> [String: Int] {
    // The table is the prose right after the marker, which the marker parser leaves alone.
    let start = try #require(tutorial.range(of: "<!-- \(DocMarker.Kind.handEdits.rawValue) -->\n"))
    var counts: [String: Int] = [:]
    for row in tutorial[start.upperBound...].split(separator: "\n").prefix(while: {
      $0.hasPrefix("|")
    }) {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, cells[0].hasPrefix("`"), let count = Int(cells[1]) else { continue }
      counts[String(cells[0].dropFirst().prefix { $0 != "`" })] = count
    }
    return counts
  }

  @Test("The tutorial's table states what each kind of module costs outside itself")
  func countsAreStated() throws {
    let tutorial = try String(
      contentsOfFile: packageRoot + "/Docs/AddingAModule.md", encoding: .utf8)
    let parts = Self.parts(of: tutorial)
    #expect(parts.map(\.kind) == ["feature", "framework"])
    let stated = try Self.statedCounts(in: tutorial)
    for part in parts {
      #expect(
        stated[part.kind] == part.files.count,
        """
        AddingAModule.md states \(stated[part.kind].map(String.init) ?? "no count") for \
        '\(part.kind)', and the tutorial edits \(part.files.count) files by hand: \
        \(part.files.sorted().joined(separator: ", "))
        """)
    }
  }

  @Test("Counting skips mistakes and the new modules' own files, and counts each file once")
  func counting() {
    let tutorial = """
      <!-- counted: feature New -->
      <!-- file: Sources/New/New.swift -->
      ```swift
      ```
      <!-- file: Sources/App/Adapter.swift -->
      ```swift
      ```
      ```diff
      +++ b/Sources/App/Route.swift
      +++ b/Tests/NewTests/NewTests.swift
      +++ b/Sources/App/Adapter.swift
      ```
      <!-- mistake -->
      ```diff
      +++ b/Package.swift
      ```
      <!-- counted: framework Base -->
      ```diff
      +++ b/Package.swift
      ```
      """
    #expect(
      Self.parts(of: tutorial) == [
        Part(
          kind: "feature", modules: ["New"],
          files: ["Sources/App/Adapter.swift", "Sources/App/Route.swift"]),
        Part(kind: "framework", modules: ["Base"], files: ["Package.swift"]),
      ])
  }
}
