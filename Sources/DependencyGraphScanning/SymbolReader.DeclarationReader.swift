import Foundation

extension SymbolReader {
  /// Reads one file's declarations, token by token: the scopes it is in, the modifiers of the
  /// declaration being read, and which protocols and enums make their members visible.
  struct DeclarationReader {
    let file: File
    let tokens: [Token]
    private(set) var result: [Declaration] = []
    private var scopes: [Scope] = []
    /// For each scope, the types its name is nested in: `[A, B]` for `extension A.B.C`.
    private var qualifiers: [[String]] = []
    private var pendingType: String?
    private var pendingQualifier: [String] = []
    private var modifiers: Set<String> = []
    /// A protocol's requirements have no access level of their own: they are as visible as it.
    private var visibleProtocols: Set<String> = []
    /// Enum cases have no access level of their own either: they are as visible as their enum.
    private var enums: [String: Bool] = [:]
    /// The token being read.
    private var index = 0

    init(file: File) {
      self.file = file
      tokens = file.tokens
    }

    /// Reads the whole file into ``result``.
    mutating func read() {
      while index < tokens.count {
        let token = tokens[index]
        if file.isPunctuation(index, ascii("{")) {
          scopes.append(pendingType.map(Scope.type) ?? .block)
          qualifiers.append(pendingType == nil ? [] : pendingQualifier)
          pendingType = nil
          pendingQualifier = []
          modifiers = []
        } else if file.isPunctuation(index, ascii("}")) {
          _ = scopes.popLast()
          _ = qualifiers.popLast()
          modifiers = []
        } else if token.kind == .identifier, atDeclarationLevel,
          !declarationWords.contains(file.bytes[token.start..<token.end])
        {
          // A name or a type, not a keyword: no `String` made for it.
          if token.startsLine { modifiers = [] }
        } else if token.kind == .identifier, atDeclarationLevel, readKeyword() {
          continue
        }
        index += 1
      }
    }

    /// Reads the declaration keyword or modifier at ``index``.
    ///
    /// - Returns: `true` when it moved ``index`` past what it read.
    private mutating func readKeyword() -> Bool {
      let word = file.text(index)
      let next = word == "class" && index + 1 < tokens.count ? file.text(index + 1) : ""
      if isModifier(word, next: next) {
        modifiers.insert(word)
      } else if typeKeywords.contains(word) || word == "extension" || word == "typealias",
        index + 1 < tokens.count, tokens[index + 1].kind == .identifier
      {
        readType(word)
        return true
      } else if word == "case", let container, let visible = enums[container] {
        result += enumCases(in: file, after: index, of: container, isVisible: visible)
        modifiers = []
        index = headerEnd(in: file, from: index) + 1
        return true
      } else if word == "func" || word == "init" || word == "var" || word == "let" {
        readMember(word)
        return true
      } else if tokens[index].startsLine {
        modifiers = []
      }
      return false
    }

    /// Whether the accessor block that follows the header ending at `end` has a
    /// `nonmutating set`.
    private func nonmutatingSetter(after end: Int) -> Bool {
      guard file.isPunctuation(end + 1, ascii("{")) else { return false }
      var depth = 0
      for index in (end + 1)..<tokens.count {
        if file.isPunctuation(index, ascii("{")) { depth += 1 }
        if file.isPunctuation(index, ascii("}")) {
          depth -= 1
          if depth == 0 { return false }
        }
        if depth == 1, file.isWord(index, "nonmutating"), file.isWord(index + 1, "set") {
          return true
        }
      }
      return false
    }

    /// A type, an extension or a type alias: an extension opens the type's scope without
    /// declaring it.
    private mutating func readType(_ word: String) {
      var name = file.text(index + 1)
      if word == "extension" {
        // `extension A.B.C`: the scope is C's, nested in A and B.
        var qualifier: [String] = []
        var next = index + 2
        while next + 1 < tokens.count, tokens[next].kind == .dot,
          tokens[next + 1].kind == .identifier
        {
          qualifier.append(name)
          name = file.text(next + 1)
          next += 2
        }
        pendingQualifier = qualifier
      }
      if word != "typealias" { pendingType = name }
      if word == "protocol", isVisible(modifiers) { visibleProtocols.insert(name) }
      if word == "enum" { enums[name] = isVisible(modifiers) }
      if word != "extension" {
        let end = headerEnd(in: file, from: index)
        let header = file.source(from: index, through: end)
        let outer = zip(scopes, qualifiers).flatMap { scope, qualifier -> [String] in
          if case .type(let name) = scope { return qualifier + [name] }
          return []
        }
        var declaration = Declaration(
          name: name, kind: .type, container: nil, signature: header,
          isVisible: isVisible(modifiers), isSendable: word == "actor",
          location: file.location(index + 1),
          qualifiedName: (outer + [name]).joined(separator: "."))
        // Sendable when its inheritance clause says so, not a generic parameter's constraint.
        if declaration.inheritedTypes.contains("Sendable") { declaration.isSendable = true }
        result.append(declaration)
      }
      modifiers = []
      index += 2
    }

    /// A function, an initializer or a property, at file level or in a type.
    private mutating func readMember(_ word: String) {
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
      } else if word == "func", let symbol = file.operatorName(at: index + 1) {
        // `static func *(z: Complex, w: Complex) -> Complex`: a use reads it where an operand
        // is the type's.
        nameIndex = index + 1
        name = symbol
      } else {
        // A pattern (`let (a, b)`): not something a bridge can carry.
        modifiers = []
        index += 1
        return
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
        ? file.constructedTypeName(from: end + 2) : nil
      result.append(
        Declaration(
          name: name, kind: kind,
          container: word == "init" || container != nil ? container : nil,
          signature: file.source(from: index, through: end),
          isVisible: isVisible(modifiers) || container.map(visibleProtocols.contains) == true,
          isSendable: false, location: file.location(nameIndex),
          constructedType: constructed, isMutating: modifiers.contains("mutating"),
          hasNonmutatingSetter: word == "var" && nonmutatingSetter(after: end)))
      modifiers = []
      index = end + 1
    }

    private var atDeclarationLevel: Bool { scopes.last?.isCode != true }

    /// The type whose body the reader is directly in.
    private var container: String? {
      if case .type(let name)? = scopes.last { return name }
      return nil
    }
  }
}

extension SymbolReader.File {
  /// The name of the type a value is made of at `start`, `Type(` or `Type.init(`, if it is one.
  package func constructedTypeName(from start: Int) -> String? {
    guard start + 1 < tokens.count, tokens[start].kind == .identifier else { return nil }
    let opens =
      tokens[start + 1].kind == .openParen
      || (start + 3 < tokens.count && tokens[start + 1].kind == .dot
        && text(start + 2) == "init" && tokens[start + 3].kind == .openParen)
    guard opens, let first = text(start).unicodeScalars.first, first.properties.isUppercase
    else { return nil }
    return text(start)
  }
}
