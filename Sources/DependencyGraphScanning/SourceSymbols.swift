public import DependencyGraphModel
import Foundation

/// A declaration of one target that another target can use: a type, a member or a global.
public struct Declaration: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case type, initializer, method, property
    case staticMethod = "static-method"
    case staticProperty = "static-property"
    case globalFunction = "global-function"
    case globalConstant = "global-constant"
    case enumCase = "enum-case"
  }

  public let name: String
  public let kind: Kind
  /// The type it belongs to; `nil` for types and globals.
  public package(set) var container: String?
  /// The declaration as written, from its keyword to its body, whitespace collapsed:
  /// `func format(cents: Int) -> String`, `var currencyCode: String`.
  public let signature: String
  /// Whether another module can see it: `public`, `open` or `package`.
  public let isVisible: Bool
  /// For a type: whether it is declared `Sendable`, or is an actor.
  public package(set) var isSendable: Bool
  public let location: Violation.Location
  /// For a property without a written type, the type its initial value constructs:
  /// `PriceFormatter` for `static let shared = PriceFormatter()`.
  package var constructedType: String? = nil
  /// For a method: whether it is `mutating`, which its requirement must say too.
  package var isMutating = false
  /// For a property: whether its setter is `nonmutating` (a protocol's requirement
  /// `{ get nonmutating set }`), so that it is set through a constant, as the requirement
  /// copied from it must allow.
  package var hasNonmutatingSetter = false
  /// For a type: its name with the types it is nested in, `Log.Entry`.
  package var qualifiedName: String? = nil

  package init(
    name: String, kind: Kind, container: String? = nil, signature: String, isVisible: Bool,
    isSendable: Bool, location: Violation.Location, constructedType: String? = nil,
    isMutating: Bool = false, hasNonmutatingSetter: Bool = false, qualifiedName: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.container = container
    self.signature = signature
    self.isVisible = isVisible
    self.isSendable = isSendable
    self.location = location
    self.constructedType = constructedType
    self.isMutating = isMutating
    self.hasNonmutatingSetter = hasNonmutatingSetter
    self.qualifiedName = qualifiedName
  }

  /// The same declaration as a member of `type`, which inherits it.
  package func inherited(by type: String) -> Declaration {
    var inherited = self
    inherited.container = type
    return inherited
  }

  /// For a type: the types its header lists after `:`, each by its last name, attributes left
  /// out: `[SyntaxRewriter]` for `class BasicFormat: SyntaxRewriter`, `[Sendable]` for
  /// `@unchecked Sendable`.
  package var inheritedTypes: [String] {
    guard kind == .type else { return [] }
    let file = SymbolReader.File(path: "", bytes: Array(signature.utf8))
    var angles = 0
    var names: [String] = []
    var listing = false
    for index in file.tokens.indices {
      if file.isPunctuation(index, ascii("<")) { angles += 1 }
      if file.isPunctuation(index, ascii(">")) { angles -= 1 }
      guard angles == 0 else { continue }
      if file.isWord(index, "where") { break }
      if !listing {
        listing = file.isPunctuation(index, ascii(":"))
        continue
      }
      // A name after `:`, `,`, a dot of a path, or an attribute (`@unchecked Sendable`).
      let afterAttribute =
        index >= 2 && file.tokens[index - 1].kind == .identifier
        && file.tokens[index - 2].kind == .at
      if file.tokens[index].kind == .identifier,
        file.isPunctuation(index - 1, ascii(":")) || file.isPunctuation(index - 1, ascii(","))
          || file.tokens[index - 1].kind == .dot || afterAttribute
      {
        if file.tokens[index - 1].kind == .dot, !names.isEmpty { names.removeLast() }
        names.append(file.text(index))
      }
    }
    return names
  }

  /// For a function of a type: whether it returns a value of that type, `-> Complex` or
  /// `-> Self`.
  package var returnsItsType: Bool {
    guard let container, let arrow = signature.range(of: "->", options: .backwards) else {
      return false
    }
    let result = signature[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
    return result == container || result == "Self"
  }

  /// For a generic type: its generic parameters' names, `[RealType]` for
  /// `struct Complex<RealType> where RealType: Real`.
  package var genericParameters: [String] {
    guard kind == .type else { return [] }
    let file = SymbolReader.File(path: "", bytes: Array(signature.utf8))
    // `struct Complex<`: the keyword, the name, then the clause.
    guard file.tokens.count > 3, file.isPunctuation(2, ascii("<")) else { return [] }
    var names: [String] = []
    var depth = 0
    for index in 2..<file.tokens.count {
      if file.isPunctuation(index, ascii("<")) { depth += 1 }
      if file.isPunctuation(index, ascii(">")) {
        depth -= 1
        if depth == 0 { break }
      }
      if depth == 1, file.tokens[index].kind == .identifier,
        file.isPunctuation(index - 1, ascii("<")) || file.isPunctuation(index - 1, ascii(","))
      {
        names.append(file.text(index))
      }
    }
    return names
  }

  /// Whether the declaration is a value type, a `struct` or an `enum`.
  package var isValueType: Bool {
    kind == .type && (signature.hasPrefix("struct ") || signature.hasPrefix("enum "))
  }

  /// Whether the declaration is a protocol, which can refine another but not be extended to
  /// conform to one.
  package var isProtocol: Bool { kind == .type && signature.hasPrefix("protocol ") }
}

/// One use, in one target's sources, of a declaration of another target.
public struct SymbolUse: Hashable, Sendable {
  /// How the declaration is used.
  public enum Kind: String, Hashable, Sendable {
    /// The type named in code, such as a cast or a generic argument.
    case type
    /// An instance created: `ColorService()`.
    case construction
    /// An instance method called: `.backgroundColor()`.
    case method
    /// An instance property read or written: `.currencyCode`.
    case property
    /// A static member of the type: `ColorService.shared`, or `.shared` where the called
    /// initializer states the parameter's type.
    case staticMember = "static-member"
    /// A case of an enum of the other target: `HTTPMethod.GET`, or `method: .GET` where the
    /// called initializer states the parameter's type. No protocol can list an enum's cases.
    case enumCase = "enum-case"
    /// A static member reached through a value that holds the type: `command.configuration`
    /// for `command: any Command.Type`, which a static requirement carries.
    case metatypeMember = "metatype-member"
    /// A global function called.
    case globalFunction = "global-function"
    /// A global constant or variable read.
    case globalConstant = "global-constant"
    /// An operator the other target declares, applied to a value of its type: `z * w` for
    /// `Complex`'s `*`.
    case `operator`
    /// A value of the other target's type passed where the using target expects one of its own
    /// protocols, which the type conforms to: `TestMetrics` as `MetricsFactory`.
    case conversion
    /// The type in a declaration of the using target: a parameter, a result, a stored
    /// property's type, a conformance.
    case signature
    /// A member the other target declares in an extension of a type of another module, such as
    /// Foundation's: `url.upperName`. The value is not the other target's to give, so no
    /// protocol carries it; the extension can move down. Known only from the compiler.
    case extensionMember = "extension-member"
    /// A member of the upper target's name, reached through a receiver whose type the file
    /// does not state; `candidates` lists the members it may be.
    case unresolved
  }

  /// What is used, as code names it: `ColorService`, `ColorService.backgroundColor()`.
  public package(set) var symbol: String
  public package(set) var kind: Kind
  public let location: Violation.Location
  /// The type of the using target that the use is in, if any.
  public let enclosingType: String?
  /// The declarations the use may refer to: one, or several when a lexer cannot tell
  /// (the same member name on two types, overloads).
  public package(set) var candidates: [Declaration]
  /// For a property: whether the use assigns it (`x.name = ...`, `x.count += 1`).
  package var isWrite = false
  /// For a type in a signature: how it is written around, which decides how its protocol is
  /// written in its place.
  package var spelling: TypeSpelling = .plain
  /// For a nested type named through its outer types: the path before its name, `Log.`.
  package var pathPrefix = ""
  /// For a member that the upper target does not declare on its receiver's type: what to
  /// look up in what that type inherits.
  package var inheritedLookup: InheritedLookup?
  /// The function or initializer the use is in: a construction in a static or global
  /// function is injected into that function, not into its type's initializer.
  package var enclosingFunction: String?
  /// Whether ``enclosingFunction`` is `static` or `class`.
  package var isInStaticFunction = false

  package init(
    symbol: String, kind: Kind, location: Violation.Location, enclosingType: String?,
    candidates: [Declaration], isWrite: Bool = false, spelling: TypeSpelling = .plain,
    pathPrefix: String = "", inheritedLookup: InheritedLookup? = nil,
    enclosingFunction: String? = nil, isInStaticFunction: Bool = false
  ) {
    self.symbol = symbol
    self.kind = kind
    self.location = location
    self.enclosingType = enclosingType
    self.candidates = candidates
    self.isWrite = isWrite
    self.spelling = spelling
    self.pathPrefix = pathPrefix
    self.inheritedLookup = inheritedLookup
    self.enclosingFunction = enclosingFunction
    self.isInStaticFunction = isInStaticFunction
  }

  /// How a type in a signature is written around.
  package enum TypeSpelling: Hashable, Sendable {
    /// `Type`, which becomes `any P`.
    case plain
    /// `Type?` or `Type!`, which becomes `(any P)`.
    case optional
    /// `any Type`, `some Type`, or a constraint (`<T: Type>`), which becomes `P`.
    case bare
  }
}

/// A member used through a receiver of an upper type that does not declare it, for
/// the package analysis to find among what the type inherits.
package struct InheritedLookup: Hashable, Sendable {
  package let type: String
  package let member: String
  /// Whether the receiver is the type itself, so the member is static.
  package let isStatic: Bool
  /// The use's kind once the member is found.
  package let kind: SymbolUse.Kind

  package init(type: String, member: String, isStatic: Bool, kind: SymbolUse.Kind) {
    self.type = type
    self.member = member
    self.isStatic = isStatic
    self.kind = kind
  }
}

/// Reads declarations and uses from source tokens, with the import lexer: no type checker, so
/// it sees names, not meanings (see `depgraph bridge` in DependencyGraph.md).
package enum SymbolReader {
  package static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
  static let modifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "static", "class",
    "final", "override", "mutating", "nonmutating", "convenience", "required", "lazy", "weak",
    "unowned", "nonisolated", "dynamic", "indirect", "optional", "isolated", "consuming",
    "borrowing",
  ]

  /// One file's tokens with their text.
  package struct File {
    package let path: String
    package let bytes: [UInt8]
    package let tokens: [Token]

    package init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
      // Interpolations kept: `"\(formatter.code)"` uses `code`.
      self.tokens = ImportScanner.tokens(of: bytes, keepingInterpolations: true)
    }

    package func text(_ index: Int) -> String {
      let token = tokens[index]
      return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether token `index` is the identifier `word`, compared by bytes: no `String` made.
    package func isWord(_ index: Int, _ word: StaticString) -> Bool {
      guard index >= 0, index < tokens.count else { return false }
      let token = tokens[index]
      guard token.end - token.start == word.utf8CodeUnitCount else { return false }
      return word.withUTF8Buffer { expected in
        bytes[token.start..<token.end].elementsEqual(expected)
      }
    }

    /// The operator that starts at token `index`: adjacent one-byte tokens of operator
    /// characters, `*`, `+=`, `==`; `nil` for anything else.
    package func operatorName(at index: Int) -> String? {
      var end = index
      while end < tokens.count, tokens[end].kind == .other,
        tokens[end].end == tokens[end].start + 1,
        Self.operatorCharacters.contains(bytes[tokens[end].start]),
        end == index || tokens[end].start == tokens[end - 1].end
      {
        end += 1
      }
      guard end > index else { return nil }
      return String(decoding: bytes[tokens[index].start..<tokens[end - 1].end], as: UTF8.self)
    }

    package static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)

    /// Whether token `index` is the one-byte punctuation `character`.
    package func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
      guard index >= 0, index < tokens.count else { return false }
      let token = tokens[index]
      return token.kind == .other && token.end == token.start + 1 && bytes[token.start] == character
    }

    package func location(_ index: Int) -> Violation.Location {
      Violation.Location(file: path, line: tokens[index].line, column: tokens[index].column)
    }

    /// The source between two tokens, whitespace runs collapsed to one space.
    func source(from first: Int, through last: Int) -> String {
      let text = String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
      return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        .joined(separator: " ")
    }
  }

  /// A brace's meaning: the body of a type (where members are declared) or any other block.
  package enum Scope {
    case type(String)
    /// A function's or initializer's body: its name, and whether it is `static` or `class`.
    case function(String, isStatic: Bool)
    case block

    /// Whether declarations here are members or globals rather than code.
    package var isCode: Bool {
      if case .type = self { return false }
      return true
    }
  }

  /// The words that start or modify a declaration: every other identifier is skipped by bytes.
  static let declarationWords: Set<ArraySlice<UInt8>> = Set(
    (modifiers.union(typeKeywords).union([
      "extension", "typealias", "func", "init", "var", "let", "case",
    ]))
    .map { ArraySlice($0.utf8) })

  /// The declarations of a target's files.
  package static func declarations(in files: [File]) -> [Declaration] {
    files.flatMap(declarations(in:))
  }

  package static func declarations(in file: File) -> [Declaration] {
    var reader = DeclarationReader(file: file)
    reader.read()
    return reader.result
  }

  /// The cases declared by the `case` at `start`: `case get, post(body: String)`.
  static func enumCases(in file: File, after start: Int, of container: String, isVisible: Bool)
    -> [Declaration]
  {
    var result: [Declaration] = []
    let end = headerEnd(in: file, from: start)
    var depth = 0
    var expectsName = true
    var index = start + 1
    while index <= end {
      let token = file.tokens[index]
      if token.kind == .openParen { depth += 1 }
      if token.kind == .closeParen { depth -= 1 }
      if depth == 0, file.isPunctuation(index, ascii(",")) { expectsName = true }
      if depth == 0, expectsName,
        token.kind == .identifier || token.kind == .escapedIdentifier
      {
        let name = file.text(index).trimmingCharacters(in: ["`"])
        // An empty escaped name (``) is no name the compiler takes: no case.
        if name.isEmpty {
          expectsName = false
          index += 1
          continue
        }
        var last = index
        if index + 1 <= end, file.tokens[index + 1].kind == .openParen {
          var nested = 0
          last = index + 1
          while last <= end {
            if file.tokens[last].kind == .openParen { nested += 1 }
            if file.tokens[last].kind == .closeParen { nested -= 1 }
            if nested == 0 { break }
            last += 1
          }
        }
        result.append(
          Declaration(
            name: name, kind: .enumCase, container: container,
            signature: "case " + file.source(from: index, through: min(last, end)),
            isVisible: isVisible, isSendable: false, location: file.location(index)))
        expectsName = false
      }
      index += 1
    }
    return result
  }

  /// Whether `word` is a modifier here: `class` is one only before another declaration word.
  static func isModifier(_ word: String, next: String) -> Bool {
    guard modifiers.contains(word) else { return false }
    if word == "class" { return ["func", "var", "let", "override", "final"].contains(next) }
    return true
  }

  static func isVisible(_ modifiers: Set<String>) -> Bool {
    !modifiers.isDisjoint(with: ["public", "open", "package"])
  }

  /// The last token of a declaration's header that starts at `start`: before its `{`, or its
  /// `=` for a stored property, or before the next line that starts another declaration.
  static func headerEnd(in file: File, from start: Int, stopAtEquals: Bool = false) -> Int {
    var parens = 0
    var index = start + 1
    while index < file.tokens.count {
      let token = file.tokens[index]
      if token.kind == .openParen { parens += 1 }
      if token.kind == .closeParen { parens -= 1 }
      if parens == 0 {
        if file.isPunctuation(index, ascii("{")) || file.isPunctuation(index, ascii("}")) {
          return index - 1
        }
        if stopAtEquals && file.isPunctuation(index, ascii("=")) { return index - 1 }
        // A line that starts with an attribute (`@inlinable`) or a declaration's first word
        // starts the next declaration: a stored property's header ends before it.
        if token.startsLine,
          token.kind == .at
            || token.kind == .identifier
              && (modifiers.contains(file.text(index)) || typeKeywords.contains(file.text(index))
                || ["func", "init", "var", "let", "case", "extension", "typealias", "import"]
                  .contains(file.text(index)))
        {
          return index - 1
        }
      }
      index += 1
    }
    return file.tokens.count - 1
  }
}
