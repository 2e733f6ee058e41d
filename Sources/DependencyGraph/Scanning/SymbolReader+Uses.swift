extension SymbolReader {
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
