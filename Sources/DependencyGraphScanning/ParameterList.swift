import Foundation

/// The parameters of a declaration as written, with the text around them:
/// `func format(_ node: Syntax, indent: Int = 2) -> String`.
package struct ParameterList: Hashable {
  package struct Parameter: Hashable {
    /// The argument label, `_` for none.
    package let label: String
    /// The name the body uses.
    package let name: String
    /// The parameter without its default: `indent: Int`.
    let declaration: String
    /// The default value's expression, `2`.
    package let defaultValue: String?

    /// The type as written, after the names' colon: `Int`.
    package var type: String {
      guard let colon = declaration.firstIndex(of: ":") else { return "" }
      return declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
  }

  /// The text up to and including the `(`: `func format(`.
  var before: String
  package var parameters: [Parameter]
  /// The text from the `)` on: `) -> String`.
  package var after: String

  /// The parameter list of `signature`, or `nil` when it has none.
  package init?(_ signature: String) {
    let file = SymbolReader.File(path: "", bytes: Array(signature.utf8))
    let tokens = file.tokens
    // The first parenthesis after the name and any generic clause.
    guard let open = tokens.firstIndex(where: { $0.kind == .openParen }) else { return nil }
    var depth = 0
    var close: Int?
    var pieces: [Range<Int>] = []
    var pieceStart = open + 1
    for index in open..<tokens.count {
      let token = tokens[index]
      if token.kind == .openParen || file.isPunctuation(index, ascii("["))
        || file.isPunctuation(index, ascii("<")) || file.isPunctuation(index, ascii("{"))
      {
        depth += 1
      } else if token.kind == .closeParen || file.isPunctuation(index, ascii("]"))
        || (file.isPunctuation(index, ascii(">")) && !file.isPunctuation(index - 1, ascii("-")))
        || file.isPunctuation(index, ascii("}"))
      {
        depth -= 1
        if depth == 0 {
          close = index
          break
        }
      } else if depth == 1, file.isPunctuation(index, ascii(",")) {
        pieces.append(pieceStart..<index)
        pieceStart = index + 1
      }
    }
    guard let close else { return nil }
    if pieceStart < close { pieces.append(pieceStart..<close) }
    let bytes = file.bytes
    func text(_ from: Int, _ to: Int) -> String {
      String(decoding: bytes[from..<to], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
    before = String(decoding: bytes[..<tokens[open].end], as: UTF8.self)
    after = String(decoding: bytes[tokens[close].start...], as: UTF8.self)
    /// Whether token `index` is an operator character that touches the byte offset `edge`.
    func touchesOperator(_ index: Int, _ edge: Int) -> Bool {
      guard index >= 0, index < tokens.count, tokens[index].kind == .other,
        tokens[index].end == tokens[index].start + 1,
        SymbolReader.File.operatorCharacters.contains(bytes[tokens[index].start]),
        // `Int?=nil`: an optional's `?` starts no operator.
        bytes[tokens[index].start] != UInt8(ascii: "?")
      else { return false }
      return tokens[index].end == edge || tokens[index].start == edge
    }
    var parameters: [Parameter] = []
    for piece in pieces {
      var nested = 0
      // Generic arguments of the parameter's type, before its default: `Box<T>`.
      var angles = 0
      var equals: Int?
      var colon: Int?
      for index in piece {
        let token = tokens[index]
        if colon != nil, equals == nil {
          if file.isPunctuation(index, ascii("<")) { angles += 1 }
          if file.isPunctuation(index, ascii(">")), !file.isPunctuation(index - 1, ascii("-")) {
            angles = max(0, angles - 1)
          }
        }
        if token.kind == .openParen || file.isPunctuation(index, ascii("["))
          || file.isPunctuation(index, ascii("{"))
        {
          nested += 1
        }
        if token.kind == .closeParen || file.isPunctuation(index, ascii("]"))
          || file.isPunctuation(index, ascii("}"))
        {
          nested -= 1
        }
        if nested == 0, colon == nil, file.isPunctuation(index, ascii(":")) { colon = index }
        // An `=` that touches another operator character is part of that operator, as Swift
        // lexes it: `<=`, `==`, `!=`, not the default value's.
        if nested == 0, angles == 0, equals == nil, colon != nil,
          file.isPunctuation(index, ascii("=")),
          !touchesOperator(index - 1, token.start), !touchesOperator(index + 1, token.end)
        {
          equals = index
        }
      }
      guard let colon, colon > piece.lowerBound else { return nil }
      let names = (piece.lowerBound..<colon).map { file.text($0).trimmingCharacters(in: ["`"]) }
      // The `,` or `)` after the parameter: a string literal makes no token of its own.
      let pieceEnd = tokens[piece.upperBound].start
      let end = equals.map { tokens[$0].start } ?? pieceEnd
      parameters.append(
        Parameter(
          label: names[0], name: names.last ?? names[0],
          declaration: text(tokens[piece.lowerBound].start, end),
          defaultValue: equals.map { text(tokens[$0].end, pieceEnd) }))
    }
    self.parameters = parameters
  }

  /// The signature again, each parameter with or without its default value.
  package func written(keepingDefaults: Bool) -> String {
    let list = parameters.map { parameter in
      guard keepingDefaults, let value = parameter.defaultValue else {
        return parameter.declaration
      }
      return "\(parameter.declaration) = \(value)"
    }
    return before + list.joined(separator: ", ") + after
  }
}
