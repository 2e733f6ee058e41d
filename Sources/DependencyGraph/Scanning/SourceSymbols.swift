import Foundation

/// A declaration of one target that another target can use: a type, a member or a global.
public struct Declaration: Hashable, Sendable {
  /// What is declared.
  public enum Kind: String, Hashable, Sendable {
    case type, initializer, method, property
    case staticMethod = "static-method"
    case staticProperty = "static-property"
    case globalFunction = "global-function"
    case globalConstant = "global-constant"
  }

  public let name: String
  public let kind: Kind
  /// The type it belongs to; `nil` for types and globals.
  public let container: String?
  /// The declaration as written, from its keyword to its body, whitespace collapsed:
  /// `func format(cents: Int) -> String`, `var currencyCode: String`.
  public let signature: String
  /// Whether another module can see it: `public`, `open` or `package`.
  public let isVisible: Bool
  /// For a type: whether it is declared `Sendable`, or is an actor.
  public let isSendable: Bool
  public let location: Violation.Location
  /// For a property without a written type, the type its initial value constructs:
  /// `PriceFormatter` for `static let shared = PriceFormatter()`.
  var constructedType: String? = nil
  /// For a method: whether it is `mutating`, which its requirement must say too.
  var isMutating = false
  /// For a type: its name with the types it is nested in, `Log.Entry`.
  var qualifiedName: String? = nil
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
    /// A static member of the type: `ColorService.shared`.
    case staticMember = "static-member"
    /// A global function called.
    case globalFunction = "global-function"
    /// A global constant or variable read.
    case globalConstant = "global-constant"
    /// The type in a declaration of the using target: a parameter, a result, a stored
    /// property's type, a conformance.
    case signature
    /// A member of the upper target's name, reached through a receiver whose type the file
    /// does not state; `candidates` lists the members it may be.
    case unresolved
  }

  /// What is used, as code names it: `ColorService`, `ColorService.backgroundColor()`.
  public let symbol: String
  public let kind: Kind
  public let location: Violation.Location
  /// The type of the using target that the use is in, if any.
  public let enclosingType: String?
  /// The declarations the use may refer to: one, or several when a lexer cannot tell
  /// (the same member name on two types, overloads).
  public let candidates: [Declaration]
  /// For a property: whether the use assigns it (`x.name = ...`, `x.count += 1`).
  var isWrite = false
}

/// Reads declarations and uses from source tokens, with the import lexer: no type checker, so
/// it sees names, not meanings (see `depgraph bridge` in DependencyGraph.md).
enum SymbolReader {
  static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
  static let modifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "static", "class",
    "final", "override", "mutating", "nonmutating", "convenience", "required", "lazy", "weak",
    "unowned", "nonisolated", "dynamic", "indirect", "optional", "isolated", "consuming",
    "borrowing",
  ]

  /// One file's tokens with their text.
  struct File {
    let path: String
    let bytes: [UInt8]
    let tokens: [Token]

    init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
      // Interpolations kept: `"\(formatter.code)"` uses `code`.
      self.tokens = ImportScanner.tokens(of: bytes, keepingInterpolations: true)
    }

    func text(_ index: Int) -> String {
      let token = tokens[index]
      return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether token `index` is the identifier `word`, compared by bytes: no `String` made.
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
      guard index >= 0, index < tokens.count else { return false }
      let token = tokens[index]
      guard token.end - token.start == word.utf8CodeUnitCount else { return false }
      return word.withUTF8Buffer { expected in
        bytes[token.start..<token.end].elementsEqual(expected)
      }
    }

    /// Whether token `index` is the one-byte punctuation `character`.
    func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
      guard index >= 0, index < tokens.count else { return false }
      let token = tokens[index]
      return token.kind == .other && token.end == token.start + 1 && bytes[token.start] == character
    }

    func location(_ index: Int) -> Violation.Location {
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
  enum Scope {
    case type(String)
    case block
  }

  /// The declarations of a target's files.
  static func declarations(in files: [File]) -> [Declaration] {
    files.flatMap(declarations(in:))
  }

  static func declarations(in file: File) -> [Declaration] {
    var result: [Declaration] = []
    var scopes: [Scope] = []
    var pendingType: String?
    var modifiers: Set<String> = []
    // A protocol's requirements have no access level of their own: they are as visible as it.
    var visibleProtocols: Set<String> = []
    var index = 0
    let tokens = file.tokens
    func atDeclarationLevel() -> Bool {
      if case .block? = scopes.last { return false }
      return true
    }
    var container: String? {
      if case .type(let name)? = scopes.last { return name }
      return nil
    }
    while index < tokens.count {
      let token = tokens[index]
      if file.isPunctuation(index, ascii("{")) {
        scopes.append(pendingType.map(Scope.type) ?? .block)
        pendingType = nil
        modifiers = []
      } else if file.isPunctuation(index, ascii("}")) {
        _ = scopes.popLast()
        modifiers = []
      } else if token.kind == .identifier, atDeclarationLevel() {
        let word = file.text(index)
        let next = word == "class" && index + 1 < tokens.count ? file.text(index + 1) : ""
        if isModifier(word, next: next) {
          modifiers.insert(word)
        } else if typeKeywords.contains(word) || word == "extension" || word == "typealias",
          index + 1 < tokens.count, tokens[index + 1].kind == .identifier
        {
          let name = file.text(index + 1)
          if word != "typealias" { pendingType = name }
          if word == "protocol", isVisible(modifiers) { visibleProtocols.insert(name) }
          if word != "extension" {
            let end = headerEnd(in: file, from: index)
            let header = file.source(from: index, through: end)
            let outer = scopes.compactMap { scope -> String? in
              if case .type(let name) = scope { return name }
              return nil
            }
            result.append(
              Declaration(
                name: name, kind: .type, container: nil, signature: header,
                isVisible: isVisible(modifiers),
                isSendable: word == "actor" || header.contains("Sendable"),
                location: file.location(index + 1),
                qualifiedName: (outer + [name]).joined(separator: ".")))
          }
          modifiers = []
          index += 2
          continue
        } else if word == "func" || word == "init" || word == "var" || word == "let" {
          let isStatic = modifiers.contains("static") || modifiers.contains("class")
          let name: String
          var nameIndex = index
          if word == "init" {
            name = "init"
          } else if index + 1 < tokens.count,
            tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .escapedIdentifier,
            // An empty or unclosed pair of backquotes names nothing.
            case let text = file.text(index + 1).trimmingCharacters(in: ["`"]), !text.isEmpty
          {
            nameIndex = index + 1
            name = text
          } else {
            // An operator or a pattern (`let (a, b)`): not something a bridge can carry.
            modifiers = []
            index += 1
            continue
          }
          let end = headerEnd(in: file, from: index, stopAtEquals: word != "func" && word != "init")
          let kind: Declaration.Kind =
            switch (word, container != nil, isStatic) {
            case ("init", _, _): .initializer
            case ("func", false, _): .globalFunction
            case ("func", true, false): .method
            case ("func", true, true): .staticMethod
            case (_, false, _): .globalConstant
            case (_, true, false): .property
            case (_, true, true): .staticProperty
            }
          let constructed =
            file.isPunctuation(end + 1, ascii("="))
            ? ReceiverTypes.constructedType(in: file, from: end + 2)?.name : nil
          result.append(
            Declaration(
              name: name, kind: kind,
              container: word == "init" || container != nil ? container : nil,
              signature: file.source(from: index, through: end),
              isVisible: isVisible(modifiers) || container.map(visibleProtocols.contains) == true,
              isSendable: false, location: file.location(nameIndex),
              constructedType: constructed, isMutating: modifiers.contains("mutating")))
          modifiers = []
          index = end + 1
          continue
        } else if token.startsLine {
          modifiers = []
        }
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
        if token.startsLine, token.kind == .at || token.kind == .identifier,
          modifiers.contains(file.text(index)) || typeKeywords.contains(file.text(index))
            || ["func", "init", "var", "let", "case", "extension", "typealias", "import"]
              .contains(file.text(index))
        {
          return index - 1
        }
      }
      index += 1
    }
    return file.tokens.count - 1
  }

  /// A name as the bytes of a token, so that looking an identifier up makes no `String`: most
  /// identifiers of a file name nothing of the other target.
  typealias Name = ArraySlice<UInt8>

  static func name(_ text: String) -> Name { Name(Array(text.utf8)) }

  static let typeKeywordNames: Set<Name> = Set(
    (typeKeywords.sorted() + ["extension"]).map(name))
  static let headerKeywordNames: Set<Name> = Set(
    ["func", "init", "var", "let", "subscript"].map(name))

  /// The uses in `files` of the `declarations` of another target.
  static func uses(in files: [File], of declarations: [Declaration]) -> [SymbolUse] {
    let types = Dictionary(
      declarations.filter { $0.kind == .type }.map { (name($0.name), $0) },
      uniquingKeysWith: { first, _ in first })
    var members: [Name: [Declaration]] = [:]
    var statics: [Name: [Declaration]] = [:]
    var globals: [Name: [Declaration]] = [:]
    for declaration in declarations {
      let key = name(declaration.name)
      switch declaration.kind {
      case .method, .property: members[key, default: []].append(declaration)
      case .staticMethod, .staticProperty: statics[key, default: []].append(declaration)
      case .globalFunction, .globalConstant: globals[key, default: []].append(declaration)
      case .type, .initializer: break
      }
    }
    return files.flatMap { file in
      uses(in: file, types: types, members: members, statics: statics, globals: globals)
    }
  }

  static func uses(
    in file: File, types: [Name: Declaration], members: [Name: [Declaration]],
    statics: [Name: [Declaration]], globals: [Name: [Declaration]]
  ) -> [SymbolUse] {
    var result: [SymbolUse] = []
    var scopes: [Scope] = []
    var pendingType: String?
    // Whether the tokens are a declaration's header (parameters, result, property type,
    // inheritance clause) rather than code.
    var inHeader = false
    let tokens = file.tokens
    var enclosingType: String? {
      for scope in scopes.reversed() { if case .type(let name) = scope { return name } }
      return pendingType
    }
    func atDeclarationLevel() -> Bool {
      if case .block? = scopes.last { return false }
      return true
    }
    let receivers = ReceiverTypes(file)
    /// What the expression that ends at token `end` is known to be.
    func receiver(endingAt end: Int) -> ReceiverTypes.Receiver {
      guard end >= 0, tokens[end].kind == .identifier else { return .unknown }
      let word = file.bytes[tokens[end].start..<tokens[end].end]
      var base = end - 2
      if base >= 0, file.isPunctuation(base, ascii("?")) || file.isPunctuation(base, ascii("!")) {
        base -= 1
      }
      let afterDot = end >= 1 && tokens[end - 1].kind == .dot
      if afterDot, base >= 0, file.text(base) != "self" {
        // A property of another receiver: its declared type, if that receiver is upper's.
        guard case .upper(let owner) = receiver(endingAt: base) else { return .unknown }
        let declarations = owner.isMetatype ? statics[word] : members[word]
        guard
          let property = declarations?.first(where: {
            $0.container == owner.name && ($0.kind == .property || $0.kind == .staticProperty)
          }), let type = ReceiverTypes.declaredType(of: property)
        else { return .unknown }
        return types[name(type.name)] == nil ? .other : .upper(type)
      }
      if word == name("self") { return .other }
      if let declared = receivers.declared[word] {
        guard let type = declared else { return .unknown }
        return types[name(type.name)] == nil ? .other : .upper(type)
      }
      if let type = types[word] {
        return .upper(ReceiverTypes.TypeName(name: type.name, isMetatype: true))
      }
      return .unknown
    }
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .identifier, token.startsLine, file.isWord(index, "import") {
        // An import declaration names a module, never a use of what the module declares.
        let line = token.line
        while index + 1 < tokens.count, tokens[index + 1].line == line { index += 1 }
      } else if file.isPunctuation(index, ascii("{")) {
        scopes.append(pendingType.map(Scope.type) ?? .block)
        pendingType = nil
        inHeader = false
      } else if file.isPunctuation(index, ascii("}")) {
        _ = scopes.popLast()
        inHeader = false
      } else if file.isPunctuation(index, ascii("=")) {
        inHeader = false
      } else if token.kind == .identifier {
        let word = file.bytes[token.start..<token.end]
        let afterDot = file.tokens.indices.contains(index - 1) && tokens[index - 1].kind == .dot
        let nextIsParen = index + 1 < tokens.count && tokens[index + 1].kind == .openParen
        if atDeclarationLevel(), typeKeywordNames.contains(word),
          index + 1 < tokens.count, tokens[index + 1].kind == .identifier
        {
          pendingType = file.text(index + 1)
          inHeader = true
          index += 2
          continue
        }
        if atDeclarationLevel(), headerKeywordNames.contains(word) {
          inHeader = true
        } else if var type = types[word], !afterDot {
          // A nested type named through its outer ones, `Log.Entry`, is a use of the inner one.
          var path = type.name
          while index + 2 < tokens.count, tokens[index + 1].kind == .dot,
            tokens[index + 2].kind == .identifier,
            let inner = types[file.bytes[tokens[index + 2].start..<tokens[index + 2].end]],
            inner.qualifiedName == path + "." + inner.name
          {
            path = inner.qualifiedName ?? inner.name
            type = inner
            index += 2
          }
          let word = type.name
          if inHeader {
            result.append(use(word, .signature, file, index, enclosingType, [type]))
          } else if index + 2 < tokens.count, tokens[index + 1].kind == .dot,
            tokens[index + 2].kind == .identifier
          {
            let member = file.text(index + 2)
            let candidates = (statics[name(member)] ?? []).filter { $0.container == word }
            result.append(
              use(
                "\(word).\(member)", .staticMember, file, index, enclosingType,
                candidates.isEmpty ? [type] : candidates))
            index += 3
            continue
          } else {
            result.append(
              use(word, nextIsParen ? .construction : .type, file, index, enclosingType, [type]))
          }
        } else if afterDot, members[word] != nil || statics[word] != nil {
          let candidates = (members[word] ?? []) + (statics[word] ?? [])
          let member = nextIsParen ? "\(candidates[0].name)()" : candidates[0].name
          var base = index - 2
          if base >= 0,
            file.isPunctuation(base, ascii("?")) || file.isPunctuation(base, ascii("!"))
          {
            base -= 1
          }
          switch receiver(endingAt: base) {
          case .other:
            break
          case .upper(let owner):
            var resolved = candidates.filter {
              $0.container == owner.name
                && ($0.kind == .staticMethod || $0.kind == .staticProperty) == owner.isMetatype
            }
            if nextIsParen, resolved.count > 1 {
              // Overloads told apart by the call's argument labels, where they can be.
              let labels = argumentLabels(in: file, openingAt: index + 1)
              let matching = resolved.filter { takes(labels, $0) }
              if !matching.isEmpty { resolved = matching }
            }
            let kind: SymbolUse.Kind =
              resolved.isEmpty
              ? .unresolved
              : owner.isMetatype ? .staticMember : nextIsParen ? .method : .property
            var found = use(
              resolved.isEmpty ? ".\(member)" : "\(owner.name).\(member)", kind, file, index,
              enclosingType, resolved.isEmpty ? candidates : resolved)
            found.isWrite = !nextIsParen && isAssignment(in: file, at: index + 1)
            result.append(found)
          case .unknown:
            result.append(use(".\(member)", .unresolved, file, index, enclosingType, candidates))
          }
        } else if !afterDot, let candidates = globals[word] {
          let word = candidates[0].name
          let isFunction = candidates.contains { $0.kind == .globalFunction } && nextIsParen
          result.append(
            use(
              isFunction ? "\(word)()" : word, isFunction ? .globalFunction : .globalConstant,
              file, index, enclosingType, candidates))
        }
      }
      index += 1
    }
    return result
  }

  /// The declarations of types named in `names`, found by a scan for a type keyword followed by
  /// one of the names; each with its name and place only.
  static func typeDeclarations(named names: Set<String>, in files: [File]) -> [Declaration] {
    guard !names.isEmpty else { return [] }
    let wanted = Set(names.map(name))
    var found: [Declaration] = []
    for file in files {
      let tokens = file.tokens
      for index in tokens.indices.dropLast() where tokens[index].kind == .identifier {
        let next = tokens[index + 1]
        guard next.kind == .identifier, wanted.contains(file.bytes[next.start..<next.end]),
          typeKeywordNames.contains(file.bytes[tokens[index].start..<tokens[index].end]),
          !file.isWord(index, "extension")
        else { continue }
        found.append(
          Declaration(
            name: file.text(index + 1), kind: .type, container: nil, signature: "",
            isVisible: true, isSendable: false, location: file.location(index + 1)))
      }
    }
    return found
  }

  /// Whether `file` declares `extension type: ... protocolName` (or the type's declaration
  /// lists the protocol).
  static func declaresConformance(_ type: String, to protocolName: String, in file: File)
    -> Bool
  {
    let tokens = file.tokens
    let typeName = name(type)
    var index = 0
    while index + 2 < tokens.count {
      if tokens[index].kind == .identifier,
        file.bytes[tokens[index + 1].start..<tokens[index + 1].end] == typeName,
        file.isWord(index, "extension")
          || typeKeywordNames.contains(file.bytes[tokens[index].start..<tokens[index].end])
      {
        var next = index + 2
        while next < tokens.count, !file.isPunctuation(next, ascii("{")) {
          if file.text(next) == protocolName { return true }
          next += 1
        }
      }
      index += 1
    }
    return false
  }

  /// The labels of the call whose `(` is token `open`: `_` for an unlabeled argument.
  static func argumentLabels(in file: File, openingAt open: Int) -> [String] {
    var labels: [String] = []
    var depth = 0
    var argumentStart = true
    var index = open
    while index < file.tokens.count {
      let token = file.tokens[index]
      if token.kind == .openParen || file.isPunctuation(index, ascii("[")) {
        depth += 1
        if depth == 1 {
          index += 1
          continue
        }
      } else if token.kind == .closeParen || file.isPunctuation(index, ascii("]")) {
        depth -= 1
        if depth == 0 { break }
      }
      if depth == 1, argumentStart {
        if token.kind == .identifier, file.isPunctuation(index + 1, ascii(":")) {
          labels.append(file.text(index))
        } else {
          labels.append("_")
        }
        argumentStart = false
      }
      if depth == 1, file.isPunctuation(index, ascii(",")) { argumentStart = true }
      index += 1
    }
    return labels
  }

  /// Whether a call with `labels` can call `declaration`: each label in order, a parameter
  /// with a default value skipped.
  static func takes(_ labels: [String], _ declaration: Declaration) -> Bool {
    let file = File(path: "", bytes: Array(declaration.signature.utf8))
    guard let open = file.tokens.firstIndex(where: { $0.kind == .openParen }) else {
      return false
    }
    // Each parameter's label and whether it has a default, from the declaration.
    var parameters: [(label: String, hasDefault: Bool)] = []
    var depth = 0
    var start = true
    for index in open..<file.tokens.count {
      let token = file.tokens[index]
      if token.kind == .openParen {
        depth += 1
        if depth == 1 { continue }
      }
      if token.kind == .closeParen {
        depth -= 1
        if depth == 0 { break }
      }
      if depth == 1, start, token.kind == .identifier {
        parameters.append((file.text(index), false))
        start = false
      }
      if depth == 1, file.isPunctuation(index, ascii("=")), !parameters.isEmpty {
        parameters[parameters.count - 1].hasDefault = true
      }
      if depth == 1, file.isPunctuation(index, ascii(",")) { start = true }
    }
    var remaining = labels[...]
    for parameter in parameters {
      if remaining.first == parameter.label {
        remaining.removeFirst()
      } else if !parameter.hasDefault {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// Whether token `index` assigns what precedes it: `=`, or a compound assignment such as
  /// `+=`, but not a comparison.
  static func isAssignment(in file: File, at index: Int) -> Bool {
    // The lexer makes one token of each punctuation byte: `+=` is `+` then `=`.
    var equals = index
    if "+-*/%&|^".utf8.contains(where: { file.isPunctuation(index, $0) }) { equals += 1 }
    return file.isPunctuation(equals, ascii("=")) && !file.isPunctuation(equals + 1, ascii("="))
  }

  private static func use(
    _ symbol: String, _ kind: SymbolUse.Kind, _ file: File, _ index: Int, _ enclosing: String?,
    _ candidates: [Declaration]
  ) -> SymbolUse {
    SymbolUse(
      symbol: symbol, kind: kind, location: file.location(index), enclosingType: enclosing,
      candidates: candidates)
  }
}
