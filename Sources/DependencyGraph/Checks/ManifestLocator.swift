/// Finds where `Package.swift` declares a target, or names one of its dependencies, so that
/// findings about the manifest point at a line an editor opens.
///
/// It reads string literals, not Swift: a target declared as `.target(name: "Core")` is found
/// at its `name:`; a dependency at the first literal equal to its name after that, before the
/// next target's declaration. A name that the manifest computes (`name: prefix + "Core"`, a
/// helper function) is not found, and the finding then points at `Package.swift` alone.
struct ManifestLocator {
  static let file = "Package.swift"

  /// One string literal of the manifest: its text and the place of its opening quote.
  private struct Literal {
    let text: String
    let line: Int
    let column: Int
    /// The words just before it, such as `["target", "name"]` for `.target(name: "A"`.
    let callee: String?
    let label: String?
  }

  private let literals: [Literal]
  /// For each target name, the index of the literal that declares it.
  private let declarations: [String: Int]

  init(manifest: String, targets: [String]) {
    literals = Self.literals(in: Array(manifest.utf8))
    let wanted = Set(targets)
    var declarations: [String: Int] = [:]
    for (index, literal) in literals.enumerated()
    where wanted.contains(literal.text) && literal.label == "name" {
      let callee = literal.callee ?? ""
      guard Self.targetDeclarations.contains(callee) else { continue }
      // `.plugin(name:)` declares a product too; products come first in a manifest.
      if declarations[literal.text] == nil || callee == "plugin" {
        declarations[literal.text] = index
      }
    }
    self.declarations = declarations
  }

  private static let targetDeclarations: Set<String> = [
    "target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "macro",
    "plugin",
  ]

  /// The `name:` of the target's declaration.
  func declaration(of target: String) -> Violation.Location? {
    declarations[target].map { location(of: literals[$0]) }
  }

  /// The literal naming `dependency` inside the declaration of `target`, or the declaration.
  func dependency(_ dependency: String, of target: String) -> Violation.Location? {
    guard let start = declarations[target] else { return nil }
    let end = declarations.values.filter { $0 > start }.min() ?? literals.count
    for index in (start + 1)..<end where literals[index].text == dependency {
      return location(of: literals[index])
    }
    return location(of: literals[start])
  }

  private func location(of literal: Literal) -> Violation.Location {
    Violation.Location(file: Self.file, line: literal.line, column: literal.column)
  }

  /// Every single-line string literal outside comments, with the call and label before it.
  private static func literals(in bytes: [UInt8]) -> [Literal] {
    var result: [Literal] = []
    var position = 0
    var line = 1
    var lineStart = 0
    // The last two identifiers seen, and whether a `(` or `:` came after each.
    var words: [String] = []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == newline {
        position += 1
        line += 1
        lineStart = position
      } else if byte == slash, position + 1 < bytes.count, bytes[position + 1] == slash {
        while position < bytes.count, bytes[position] != newline { position += 1 }
      } else if byte == slash, position + 1 < bytes.count, bytes[position + 1] == star {
        position += 2
        while position < bytes.count,
          !(bytes[position] == star && position + 1 < bytes.count && bytes[position + 1] == slash)
        {
          if bytes[position] == newline {
            line += 1
            lineStart = position + 1
          }
          position += 1
        }
        position += 2
      } else if byte == quote {
        let column = position - lineStart + 1
        let start = position + 1
        position = start
        while position < bytes.count, bytes[position] != quote, bytes[position] != newline {
          position += bytes[position] == backslash ? 2 : 1
        }
        let end = min(position, bytes.count)
        position += 1
        let label = words.last.flatMap { $0.hasSuffix(":") ? String($0.dropLast()) : nil }
        let callee = words.last { $0.hasSuffix("(") }.map { String($0.dropLast()) }
        result.append(
          Literal(
            text: String(decoding: bytes[start..<end], as: UTF8.self), line: line,
            column: column, callee: callee, label: label))
        words.removeAll()
      } else if isIdentifierByte(byte) {
        let start = position
        while position < bytes.count, isIdentifierByte(bytes[position]) { position += 1 }
        var word = String(decoding: bytes[start..<position], as: UTF8.self)
        var next = position
        while next < bytes.count,
          bytes[next] == space || bytes[next] == newline || bytes[next] == tab
        {
          next += 1
        }
        if next < bytes.count, bytes[next] == openParen || bytes[next] == colon {
          word.append(Character(Unicode.Scalar(bytes[next])))
        }
        words = Array((words + [word]).suffix(4))
      } else {
        position += 1
      }
    }
    return result
  }
}

private let newline = UInt8(ascii: "\n")
private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let openParen = UInt8(ascii: "(")
private let colon = UInt8(ascii: ":")

private func isIdentifierByte(_ byte: UInt8) -> Bool {
  (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    || (byte >= 0x30 && byte <= 0x39)
}
