/// Splits text in a C-like syntax (module maps, and `Package.swift` as far as its string
/// literals go) into words, string literals and single symbols, skipping whitespace and
/// `//` and `/* */` comments.
///
/// It is deliberately small: block comments do not nest, a string ends at its line, and words
/// are ASCII C identifiers. Callers that must be exact about Swift use DependencyGraph's
/// `ImportScanner`.
///
/// ```swift
/// let bytes = Array(#"module A { header "a.h" } // B"#.utf8)
/// let words = CLikeTokenizer.tokens(in: bytes).map(\.text)
/// // ["module", "A", "{", "header", "a.h", "}"]
/// ```
package enum CLikeTokenizer {
  package struct Token: Equatable {
    package enum Kind: Equatable { case word, string, symbol }
    package let kind: Kind
    /// The word, the string's contents without quotes (escapes kept as written), or the symbol.
    package let text: String
    /// The 1-based line and UTF-8 column where the token starts.
    package let line: Int
    package let column: Int
  }

  /// The tokens of `bytes`, in order; invalid UTF-8 is tolerated.
  /// - Complexity: O(*n*) in the number of bytes.
  package static func tokens(in bytes: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    var position = 0
    var line = 1
    var lineStart = 0
    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
    while position < bytes.count {
      let start = position
      let column = position - lineStart + 1
      let current = bytes[position]
      if current == newline {
        position += 1
        line += 1
        lineStart = position
      } else if current == slash, byte(at: position + 1) == slash {
        while let next = byte(at: position), next != newline { position += 1 }
      } else if current == slash, byte(at: position + 1) == star {
        position += 2
        while position < bytes.count, !(bytes[position] == star && byte(at: position + 1) == slash)
        {
          if bytes[position] == newline {
            line += 1
            lineStart = position + 1
          }
          position += 1
        }
        position = min(position + 2, bytes.count)
      } else if current == quote {
        position += 1
        while let next = byte(at: position), next != quote, next != newline {
          position += next == backslash ? 2 : 1
        }
        let end = min(position, bytes.count)
        if byte(at: position) == quote { position += 1 }
        tokens.append(
          Token(
            kind: .string, text: String(decoding: bytes[(start + 1)..<end], as: UTF8.self),
            line: line, column: column))
      } else if isWordHead(current) {
        while let next = byte(at: position), isWordHead(next) || isDigit(next) { position += 1 }
        tokens.append(
          Token(
            kind: .word, text: String(decoding: bytes[start..<position], as: UTF8.self),
            line: line, column: column))
      } else {
        position += 1
        if current > 0x20 && current < 0x7F {
          tokens.append(
            Token(
              kind: .symbol, text: String(UnicodeScalar(current)), line: line, column: column))
        }
      }
    }
    return tokens
  }

  private static let newline = UInt8(ascii: "\n")
  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  private static func isWordHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
