import DependencyGraphModel
import DependencyGraphSupport

/// Finds the `import` declarations of Swift source text with a small lexer.
///
/// It understands just enough Swift to be exact about imports: comments (nested block
/// comments too), every kind of string literal (multi-line, raw with any number of `#`,
/// interpolations that hold more strings), backquoted names, attributes with arguments,
/// access levels, scoped imports and `#if` blocks. An `import` counts only where a declaration
/// can start: at the start of a line, after `;`, or after attributes and modifiers.
///
/// ```swift
/// let imports = ImportScanner.scan("@testable import App\nimport struct Core.Point")
/// let modules = imports.map(\.module)  // ["App", "Core"]
/// ```
package enum ImportScanner {
  /// The deepest nesting of string interpolations the scanner follows; past it, the rest of
  /// the file is skipped and ``Scan/isTruncated`` is set, so no input can exhaust the stack.
  package static let maximumInterpolationDepth = 64

  /// What one scan found.
  package struct Scan: Hashable, Sendable {
    /// The import declarations, in source order.
    package let imports: [ImportDeclaration]
    /// Whether scanning stopped early at ``ImportScanner/maximumInterpolationDepth``.
    package let isTruncated: Bool
    /// Whether the file holds anything but imports, comments and `#if` lines: a file without
    /// declares nothing, as in a target that only gathers others.
    package let hasDeclarations: Bool
  }

  /// Scans source text for import declarations.
  ///
  /// - Parameter source: Swift source text.
  /// - Returns: The import declarations, in source order.
  /// - Complexity: O(*n*) in the length of the text.
  package static func scan(_ source: String) -> [ImportDeclaration] {
    scan(bytes: Array(source.utf8)).imports
  }

  /// Scans UTF-8 bytes for import declarations; invalid UTF-8 is tolerated.
  ///
  /// - Returns: The import declarations and whether the scan was cut short.
  /// - Complexity: O(*n*) in the number of bytes.
  package static func scan(bytes: [UInt8]) -> Scan {
    var lexer = Lexer(bytes: bytes)
    lexer.run()
    let (imports, hasDeclarations) = Parser(bytes: bytes, tokens: lexer.tokens).imports()
    return Scan(
      imports: imports, isTruncated: lexer.isTruncated, hasDeclarations: hasDeclarations)
  }

  /// The tokens of a source file as the import lexer sees them, for readers of declarations
  /// and uses: comments and whitespace gone, each literal one token, interpolations left out.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - keepingInterpolations: Whether the tokens of interpolations' code stay, before the
  ///     literal that holds them, for a reader of uses.
  /// - Returns: The tokens in order.
  static func tokens(of bytes: [UInt8], keepingInterpolations: Bool = false) -> [Token] {
    var lexer = Lexer(bytes: bytes)
    lexer.keepsInterpolations = keepingInterpolations
    lexer.run()
    return lexer.tokens
  }
}

/// One token that matters for imports; everything else becomes `.other`, one byte of
/// punctuation or a whole literal, so its bytes still say what it is.
package struct Token {
  package enum Kind: UInt8 {
    case identifier, escapedIdentifier, at, openParen, closeParen, dot, semicolon, other
    case ifDirective, elseifDirective, elseDirective, endifDirective
  }
  package var kind: Kind
  /// Byte range of the token; for a directive, of its condition text.
  package var start: Int
  package var end: Int
  package var line: Int
  var column: Int
  package var startsLine: Bool
}

struct Lexer {
  let bytes: [UInt8]
  var tokens: [Token] = []
  var position = 0
  var line = 1
  var lineStart = 0
  var atLineStart = true
  var isTruncated = false
  /// Whether the tokens of interpolations' code are kept.
  var keepsInterpolations = false

  init(bytes: [UInt8]) {
    self.bytes = bytes.contains(ascii("\r")) ? Self.endingLinesAtCarriageReturns(bytes) : bytes
    tokens.reserveCapacity(bytes.count / 6)
  }

  /// The compiler ends a line at a carriage return that no line feed follows too, as old Mac
  /// files have them: each becomes a line feed, which keeps every offset and column. In
  /// `\r\n`, the carriage return stays, blank space before the line's end.
  static func endingLinesAtCarriageReturns(_ bytes: [UInt8]) -> [UInt8] {
    var lines = bytes
    for index in lines.indices
    where lines[index] == ascii("\r")
      && (index + 1 == lines.count || lines[index + 1] != ascii("\n"))
    {
      lines[index] = ascii("\n")
    }
    return lines
  }

  var column: Int { position - lineStart + 1 }

  func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  mutating func newline() {
    line += 1
    lineStart = position
    atLineStart = true
  }

  mutating func emit(_ kind: Token.Kind, from start: Int, line: Int, column: Int) {
    tokens.append(
      Token(
        kind: kind, start: start, end: position, line: line, column: column,
        startsLine: atLineStart))
    atLineStart = false
  }

  mutating func run() {
    skipFileStart()
    var parens = 0
    while position < bytes.count && !isTruncated {
      lexToken(depth: 0, parens: &parens, inInterpolation: false)
    }
  }

  /// Skips what the compiler accepts before the first token: a UTF-8 byte-order mark, then a
  /// `#!` line. Columns still count the skipped bytes, as the compiler's do.
  mutating func skipFileStart() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    if byte(at: position) == ascii("#"), byte(at: position + 1) == ascii("!") {
      while position < bytes.count && bytes[position] != ascii("\n") { position += 1 }
    }
  }

  /// Lexes one token at `position`. Inside an interpolation, `parens` counts the open
  /// parentheses and the method returns `true` at the `)` that closes the interpolation.
  @discardableResult
  mutating func lexToken(depth: Int, parens: inout Int, inInterpolation: Bool) -> Bool {
    let start = position
    let (startLine, startColumn) = (line, column)
    let current = bytes[position]
    switch current {
    case ascii("\n"):
      position += 1
      newline()
    case ascii(" "), ascii("\t"), ascii("\r"), 0x0B, 0x0C, 0:
      // Indentation comes in runs; one call for the whole run.
      position += 1
      while let next = byte(at: position), next == ascii(" ") || next == ascii("\t") {
        position += 1
      }
    case ascii("/") where byte(at: position + 1) == ascii("/"):
      while position < bytes.count && bytes[position] != ascii("\n") { position += 1 }
    case ascii("/") where byte(at: position + 1) == ascii("*"):
      skipBlockComment()
    case ascii("\""):
      skipString(hashes: 0, depth: depth)
      emit(.other, from: start, line: startLine, column: startColumn)
    case ascii("#"):
      lexHash(depth: depth, start: start, line: startLine, column: startColumn)
    case ascii("`"):
      position += 1
      while let next = byte(at: position), next != ascii("`"), next != ascii("\n") {
        position += 1
      }
      if byte(at: position) == ascii("`") { position += 1 }
      emit(.escapedIdentifier, from: start, line: startLine, column: startColumn)
    case ascii("@"):
      position += 1
      emit(.at, from: start, line: startLine, column: startColumn)
    case ascii("("):
      position += 1
      parens += 1
      emit(.openParen, from: start, line: startLine, column: startColumn)
    case ascii(")"):
      position += 1
      if inInterpolation {
        if parens == 0 { return true }
        parens -= 1
      }
      emit(.closeParen, from: start, line: startLine, column: startColumn)
    case ascii("."):
      position += 1
      emit(.dot, from: start, line: startLine, column: startColumn)
    case ascii(";"):
      position += 1
      emit(.semicolon, from: start, line: startLine, column: startColumn)
    default:
      if isIdentifierHead(current) {
        position += 1
        while let next = byte(at: position), isIdentifierBody(next) { position += 1 }
        emit(.identifier, from: start, line: startLine, column: startColumn)
      } else if isDigit(current) {
        position += 1
        while let next = byte(at: position), isIdentifierBody(next) { position += 1 }
        emit(.other, from: start, line: startLine, column: startColumn)
      } else {
        position += 1
        emit(.other, from: start, line: startLine, column: startColumn)
      }
    }
    return false
  }

  /// A `#`: a raw string, a `#if`-family directive at the start of a line, or another
  /// `#` construct such as `#selector`.
  mutating func lexHash(depth: Int, start: Int, line startLine: Int, column startColumn: Int) {
    var hashes = 0
    while byte(at: position + hashes) == ascii("#") { hashes += 1 }
    if byte(at: position + hashes) == ascii("\"") {
      position += hashes
      skipString(hashes: hashes, depth: depth)
      emit(.other, from: start, line: startLine, column: startColumn)
      return
    }
    position += 1
    let nameStart = position
    while let next = byte(at: position), isIdentifierBody(next) { position += 1 }
    let name = bytes[nameStart..<position]
    let kind: Token.Kind? =
      switch String(decoding: name, as: UTF8.self) {
      case "if": .ifDirective
      case "elseif": .elseifDirective
      case "else": .elseDirective
      case "endif": .endifDirective
      default: nil
      }
    guard let kind, atLineStart, hashes == 1 else {
      emit(.other, from: start, line: startLine, column: startColumn)
      return
    }
    // The condition runs to the end of the line, less any comment.
    let conditionStart = position
    var conditionEnd = position
    while let next = byte(at: position), next != ascii("\n") {
      if next == ascii("/"), byte(at: position + 1) == ascii("/") {
        while let rest = byte(at: position), rest != ascii("\n") { position += 1 }
        break
      }
      if next == ascii("/"), byte(at: position + 1) == ascii("*") {
        skipBlockComment()
        continue
      }
      position += 1
      conditionEnd = position
    }
    tokens.append(
      Token(
        kind: kind, start: conditionStart, end: conditionEnd, line: startLine,
        column: startColumn, startsLine: true))
    atLineStart = false
  }

  mutating func skipBlockComment() {
    var nesting = 0
    while position < bytes.count {
      if bytes[position] == ascii("/"), byte(at: position + 1) == ascii("*") {
        nesting += 1
        position += 2
      } else if bytes[position] == ascii("*"), byte(at: position + 1) == ascii("/") {
        nesting -= 1
        position += 2
        if nesting == 0 { return }
      } else {
        position += 1
        if bytes[position - 1] == ascii("\n") { newline() }
      }
    }
  }

  /// Skips a string literal whose opening `"` (after `hashes` `#`) is at `position`.
  mutating func skipString(hashes: Int, depth: Int) {
    let isMultiline = byte(at: position + 1) == ascii("\"") && byte(at: position + 2) == ascii("\"")
    position += isMultiline ? 3 : 1
    while position < bytes.count {
      let current = bytes[position]
      if current == ascii("\\") && hasHashes(hashes, at: position + 1) {
        position += 1 + hashes
        if byte(at: position) == ascii("(") {
          position += 1
          skipInterpolation(depth: depth + 1)
          if isTruncated { return }
        } else if byte(at: position) == ascii("\n") {
          continue
        } else if position < bytes.count {
          position += 1
        }
      } else if current == ascii("\"") {
        if isMultiline {
          if byte(at: position + 1) == ascii("\""), byte(at: position + 2) == ascii("\""),
            hasHashes(hashes, at: position + 3)
          {
            position += 3 + hashes
            return
          }
          position += 1
        } else {
          position += 1
          if hasHashes(hashes, at: position) {
            position += hashes
            return
          }
        }
      } else if current == ascii("\n") {
        // A single-line string cannot span lines: it is unterminated, so it ends here and
        // the next line is lexed as code.
        guard isMultiline else { return }
        position += 1
        newline()
      } else {
        position += 1
      }
    }
  }

  /// Skips the code of an interpolation up to its closing `)`, lexing nested strings and
  /// comments so that a `)` inside them does not end it.
  mutating func skipInterpolation(depth: Int) {
    guard depth <= ImportScanner.maximumInterpolationDepth else {
      isTruncated = true
      return
    }
    let savedTokens = tokens.count
    var parens = 0
    while position < bytes.count && !isTruncated {
      if lexToken(depth: depth, parens: &parens, inInterpolation: true) { break }
    }
    // Tokens inside an interpolation are expressions, never declarations.
    if !keepsInterpolations { tokens.removeSubrange(savedTokens...) }
    atLineStart = false
  }

  func hasHashes(_ count: Int, at offset: Int) -> Bool {
    guard count > 0 else { return true }
    guard offset + count <= bytes.count else { return false }
    for index in offset..<(offset + count) where bytes[index] != ascii("#") { return false }
    return true
  }
}

private struct Parser {
  let bytes: [UInt8]
  let tokens: [Token]

  /// Each access level with its spelling's bytes, which a token is compared with: no
  /// `String` per token.
  static let accessLevels = ImportDeclaration.AccessLevel.allCases.map {
    (word: Array($0.rawValue.utf8), level: $0)
  }

  func text(_ token: Token) -> String {
    String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  func isWord(_ token: Token, _ word: StaticString) -> Bool {
    guard token.kind == .identifier, token.end - token.start == word.utf8CodeUnitCount else {
      return false
    }
    return word.withUTF8Buffer { buffer in
      buffer.elementsEqual(bytes[token.start..<token.end])
    }
  }

  /// The imports, and whether any token lies outside them and the `#if` lines.
  func imports() -> ([ImportDeclaration], hasDeclarations: Bool) {
    var result: [ImportDeclaration] = []
    var hasDeclarations = false
    var conditions = ConditionStack()
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .ifDirective: conditions.open(text(token).trimmingWhitespace)
      case .elseifDirective: conditions.elseIf(text(token).trimmingWhitespace)
      case .elseDirective: conditions.otherwise()
      case .endifDirective: conditions.close()
      default:
        let canStart = token.startsLine || index == 0 || tokens[index - 1].kind == .semicolon
        // The condition is made only for a line that turns out to be an import.
        if canStart,
          let (declaration, next) = parseImport(at: index, condition: { conditions.condition })
        {
          result.append(declaration)
          index = next
          continue
        }
        if token.kind != .semicolon { hasDeclarations = true }
      }
      index += 1
    }
    return (result, hasDeclarations)
  }

  /// Parses `[attributes] [access level] import [kind] Path` starting at `start`.
  func parseImport(
    at start: Int, condition: () -> CompilationCondition?
  ) -> (ImportDeclaration, Int)? {
    var index = start
    // Byte ranges, made into text only once the declaration proves to be an import.
    var attributes: [Range<Int>] = []
    var accessLevel: ImportDeclaration.AccessLevel?
    while index < tokens.count, tokens[index].kind == .at {
      let attributeStart = tokens[index].start
      guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
      var attributeEnd = tokens[index + 1].end
      index += 2
      // Arguments belong to the attribute only when `(` follows its name directly.
      if index < tokens.count, tokens[index].kind == .openParen,
        tokens[index].start == attributeEnd
      {
        var depth = 0
        repeat {
          if tokens[index].kind == .openParen { depth += 1 }
          if tokens[index].kind == .closeParen { depth -= 1 }
          attributeEnd = tokens[index].end
          index += 1
        } while index < tokens.count && depth > 0 && !tokens[index].kind.isDirective
      }
      attributes.append(attributeStart..<attributeEnd)
    }
    while index < tokens.count, tokens[index].kind == .identifier,
      let level = Self.accessLevels.first(where: {
        bytes[tokens[index].start..<tokens[index].end].elementsEqual($0.word)
      })?.level
    {
      accessLevel = level
      index += 1
      // `private(set)` is not an import modifier.
      if index < tokens.count, tokens[index].kind == .openParen { return nil }
    }
    guard index < tokens.count, isWord(tokens[index], "import") else { return nil }
    let keyword = tokens[index]
    index += 1
    var kind: ImportDeclaration.Kind?
    if index + 1 < tokens.count, tokens[index].kind == .identifier,
      tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .escapedIdentifier,
      let scoped = ImportDeclaration.Kind(rawValue: text(tokens[index]))
    {
      kind = scoped
      index += 1
    }
    var path: [String] = []
    while index < tokens.count,
      tokens[index].kind == .identifier || tokens[index].kind == .escapedIdentifier
    {
      let name = text(tokens[index]).trimmingBackquotes
      // "``" or an unclosed backquote names nothing: not an import.
      guard !name.isEmpty, !name.hasPrefix("`") else { return nil }
      path.append(name)
      index += 1
      guard index + 1 < tokens.count, tokens[index].kind == .dot else { break }
      index += 1
    }
    guard !path.isEmpty else { return nil }
    let declaration = ImportDeclaration(
      path: path, kind: kind,
      attributes: attributes.map { String(decoding: bytes[$0], as: UTF8.self) },
      accessLevel: accessLevel,
      condition: condition(), line: keyword.line, column: keyword.column)
    return (declaration, index)
  }
}

/// The `#if` blocks open at a point of the file, as one condition.
private struct ConditionStack {
  private var frames: [(earlier: [String], current: String?)] = []

  mutating func open(_ condition: String) { frames.append(([], condition)) }

  mutating func elseIf(_ condition: String) {
    guard var frame = frames.popLast() else { return }
    if let current = frame.current { frame.earlier.append(current) }
    frame.current = condition
    frames.append(frame)
  }

  mutating func otherwise() {
    guard var frame = frames.popLast() else { return }
    if let current = frame.current { frame.earlier.append(current) }
    frame.current = nil
    frames.append(frame)
  }

  mutating func close() { _ = frames.popLast() }

  var condition: CompilationCondition? {
    let clauses = frames.flatMap { frame in
      frame.earlier.map(CompilationCondition.Clause.fails)
        + (frame.current.map { [.holds($0)] } ?? [])
    }
    return clauses.isEmpty ? nil : CompilationCondition(clauses)
  }
}

extension Token.Kind {
  fileprivate var isDirective: Bool {
    switch self {
    case .ifDirective, .elseifDirective, .elseDirective, .endifDirective: true
    default: false
    }
  }
}

extension String {
  fileprivate var trimmingBackquotes: String {
    hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}

package func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }

private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

private func isIdentifierHead(_ byte: UInt8) -> Bool {
  (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    || byte == 0x24 || byte >= 0x80
}

private func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }
