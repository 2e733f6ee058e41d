import DependencyGraphScanning

/// The declared types that one file states for its names, so that a member is attributed to a
/// type only where the source says which type its receiver has.
///
/// A lexer cannot infer types, so this reads only what is written: `let name: Type`,
/// `var name = Type(...)`, parameters (`func f(for name: Type)`, `{ (name: Type) in`), and,
/// in the upper target, each property's declared or constructed type. `self` is the using
/// type itself, never the upper target's. Anything else is unknown, and a member used through
/// it is reported as unresolved rather than guessed.
struct ReceiverTypes {
  /// A type as a declaration names it: its last name (`Log.Entry` is `Entry`), and whether the
  /// value is the type itself (`any P.Type`).
  struct TypeName: Hashable {
    let name: String
    let isMetatype: Bool
  }

  /// What the reader knows of a receiver.
  enum Receiver: Equatable {
    /// A value of a type of the upper target, or the type itself.
    case upper(TypeName)
    /// A value of any other type: its members are not the upper target's.
    case other
    /// Nothing the file states.
    case unknown
  }

  /// Each name the file declares with a type; `nil` where two declarations disagree.
  private(set) var declared: [SymbolReader.Name: TypeName?] = [:]

  /// Reads the declarations of `file`.
  init(_ file: SymbolReader.File) {
    let tokens = file.tokens
    // For each open parenthesis, whether it holds parameters.
    var parameterLists: [Bool] = []
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .openParen {
        parameterLists.append(Self.opensParameters(file, index))
      } else if token.kind == .closeParen {
        _ = parameterLists.popLast()
      } else if file.isPunctuation(index, ascii(":")), index > 0,
        tokens[index - 1].kind == .identifier
      {
        let declares =
          parameterLists.last == true || file.isWord(index - 2, "let")
          || file.isWord(index - 2, "var")
        if declares, let type = Self.typeName(in: file, from: index + 1) {
          record(file.bytes[tokens[index - 1].start..<tokens[index - 1].end], type)
        }
      } else if file.isPunctuation(index, ascii("=")), index >= 2,
        tokens[index - 1].kind == .identifier,
        file.isWord(index - 2, "let") || file.isWord(index - 2, "var"),
        let type = Self.constructedType(in: file, from: index + 1)
      {
        record(file.bytes[tokens[index - 1].start..<tokens[index - 1].end], type)
      }
    }
  }

  private mutating func record(_ name: SymbolReader.Name, _ type: TypeName) {
    if let existing = declared[name], existing != type {
      declared[name] = .some(nil)
    } else {
      declared[name] = type
    }
  }

  /// Whether the parenthesis at `index` opens a parameter list: after `func name`, a generic
  /// clause, `init`, `init?`, `subscript`, or first in a closure (`{ (name: Type) in`).
  private static func opensParameters(_ file: SymbolReader.File, _ index: Int) -> Bool {
    guard index > 0 else { return false }
    // `self.init(` and `Type.init(` are calls.
    let called = index >= 2 && file.tokens[index - 2].kind == .dot
    if (file.isWord(index - 1, "init") && !called) || file.isWord(index - 1, "subscript")
      || file.isPunctuation(index - 1, ascii("{"))
    {
      return true
    }
    if file.isPunctuation(index - 1, ascii("?")) || file.isPunctuation(index - 1, ascii("!")),
      file.isWord(index - 2, "init")
    {
      return true
    }
    if file.isWord(index - 2, "func") { return true }
    if file.isPunctuation(index - 1, ascii(">")) {
      // `func name<T: P>(`: find the `func` before the generic clause, on the same line.
      var back = index - 1
      while back > 0, file.tokens[back].line == file.tokens[index].line {
        back -= 1
        if file.isWord(back, "func") { return true }
      }
    }
    return false
  }

  /// The type written at `start`: attributes, `inout`, `any` and `some` skipped, a dotted
  /// path read to its last name, `.Type` as a metatype; `nil` for a function, tuple,
  /// array or dictionary type.
  static func typeName(in file: SymbolReader.File, from start: Int) -> TypeName? {
    var index = start
    while index < file.tokens.count {
      let text = file.text(index)
      if file.tokens[index].kind == .at {
        index += 1
        if index < file.tokens.count, file.tokens[index].kind == .openParen {
          while index < file.tokens.count, file.tokens[index].kind != .closeParen { index += 1 }
          index += 1
        }
      } else if ["inout", "any", "some", "borrowing", "consuming", "sending"].contains(text) {
        index += 1
      } else {
        break
      }
    }
    var names: [String] = []
    while index < file.tokens.count,
      file.tokens[index].kind == .identifier
        || file.tokens[index].kind == .escapedIdentifier
    {
      names.append(file.text(index).filter { $0 != "`" })
      guard index + 2 < file.tokens.count, file.tokens[index + 1].kind == .dot else { break }
      index += 2
    }
    let isMetatype = names.count > 1 && (names.last == "Type" || names.last == "Protocol")
    if isMetatype { names.removeLast() }
    guard let name = names.last else { return nil }
    return TypeName(name: name, isMetatype: isMetatype)
  }

  /// The type a value is made of at `start`, `Type(` or `Type.init(`, if it is one.
  static func constructedType(in file: SymbolReader.File, from start: Int) -> TypeName? {
    file.constructedTypeName(from: start).map { TypeName(name: $0, isMetatype: false) }
  }

  /// The declared type of a property of the upper target, from its signature:
  /// `var code: String`, `static let shared = PriceFormatter()`.
  static func declaredType(of declaration: Declaration) -> TypeName? {
    if let constructed = declaration.constructedType {
      return TypeName(name: constructed, isMetatype: false)
    }
    let file = SymbolReader.File(path: "", bytes: Array(declaration.signature.utf8))
    for index in file.tokens.indices {
      if file.isPunctuation(index, ascii(":")) { return typeName(in: file, from: index + 1) }
      if file.isPunctuation(index, ascii("=")) { return constructedType(in: file, from: index + 1) }
    }
    return nil
  }
}
