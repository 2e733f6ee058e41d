extension SymbolReader {
  /// A name as the bytes of a token, so that looking an identifier up makes no `String`: most
  /// identifiers of a file name nothing of the other target.
  typealias Name = ArraySlice<UInt8>

  static func name(_ text: String) -> Name { Name(Array(text.utf8)) }

  static let typeKeywordNames: Set<Name> = Set(
    (typeKeywords.sorted() + ["extension"]).map(name))
  /// What follows a type's name without naming a member: `Type.Type`, `Type.self`.
  static let typeWords: Set<Name> = Set(["Type", "Protocol", "self", "init"].map(name))
  static let headerKeywordNames: Set<Name> = Set(
    ["func", "init", "var", "let", "subscript"].map(name))

  /// Another target's declarations, by the name code uses them with.
  struct DeclarationIndex {
    var types: [Name: Declaration] = [:]
    var members: [Name: [Declaration]] = [:]
    /// Static members and enum cases.
    var statics: [Name: [Declaration]] = [:]
    var globals: [Name: [Declaration]] = [:]
    /// Initializers, by the name of their type.
    var initializers: [Name: [Declaration]] = [:]
    /// Types that the declarations extend without declaring them: another module's.
    var extendedTypes: Set<Name> = []

    init(_ declarations: [Declaration]) {
      for declaration in declarations {
        let key = name(declaration.name)
        switch declaration.kind {
        case .type: if types[key] == nil { types[key] = declaration }
        case .method, .property: members[key, default: []].append(declaration)
        case .staticMethod, .staticProperty, .enumCase:
          statics[key, default: []].append(declaration)
        case .globalFunction, .globalConstant: globals[key, default: []].append(declaration)
        case .initializer:
          if let container = declaration.container {
            initializers[name(container), default: []].append(declaration)
          }
        }
      }
      let containers = Set(declarations.compactMap(\.container).map(name))
      extendedTypes = containers.subtracting(types.keys)
    }
  }

  /// The uses in `files` of the `declarations` of another target.
  static func uses(in files: [File], of declarations: [Declaration]) -> [SymbolUse] {
    let index = DeclarationIndex(declarations)
    return files.flatMap { uses(in: $0, index) }
  }

  static func uses(in file: File, _ declared: DeclarationIndex) -> [SymbolUse] {
    let types = declared.types
    let members = declared.members
    let statics = declared.statics
    let globals = declared.globals
    var result: [SymbolUse] = []
    var scopes: [Scope] = []
    var pendingType: String?
    // A function whose header is being read; its `{` opens its body.
    var pendingFunction: Scope?
    // Whether the tokens are a declaration's header (parameters, result, property type,
    // inheritance clause) rather than code.
    var inHeader = false
    let tokens = file.tokens
    var enclosingType: String? {
      for scope in scopes.reversed() { if case .type(let name) = scope { return name } }
      return pendingType
    }
    func atDeclarationLevel() -> Bool { scopes.last?.isCode != true }
    /// The function the current token is in, and whether it is static.
    var enclosingFunction: (name: String, isStatic: Bool)? {
      for scope in scopes.reversed() {
        if case .function(let name, let isStatic) = scope { return (name, isStatic) }
        if case .type = scope { return nil }
      }
      return nil
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
      if afterDot, base >= 0, !file.isWord(base, "self") {
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
      if declared.extendedTypes.contains(word) {
        // A type of another module that the upper target extends: `SourceFileSyntax.parse`.
        return .upper(ReceiverTypes.TypeName(name: file.text(end), isMetatype: true))
      }
      return .unknown
    }
    /// Whether token `index` names a type, not a value that holds one.
    func namesType(_ index: Int) -> Bool {
      guard index >= 0, tokens[index].kind == .identifier else { return false }
      let word = file.bytes[tokens[index].start..<tokens[index].end]
      return receivers.declared[word] == nil
        && (types[word] != nil || declared.extendedTypes.contains(word))
    }
    /// The kind of a member's use through the receiver ending at `base`: static through the
    /// type's name, a metatype member through a value that holds the type, else a method when
    /// called and a property when not.
    func memberKind(_ owner: ReceiverTypes.TypeName, _ base: Int, _ isCall: Bool)
      -> SymbolUse.Kind
    {
      guard owner.isMetatype else { return isCall ? .method : .property }
      return namesType(base) ? .staticMember : .metatypeMember
    }
    /// The token before an optional chain's `?` or `!`, or `base` itself.
    func optionalBase(_ base: Int) -> Int {
      base >= 0 && (file.isPunctuation(base, ascii("?")) || file.isPunctuation(base, ascii("!")))
        ? base - 1 : base
    }
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .identifier, token.startsLine, file.isWord(index, "import") {
        // An import declaration names a module, never a use of what the module declares.
        let line = token.line
        while index + 1 < tokens.count, tokens[index + 1].line == line { index += 1 }
      } else if file.isPunctuation(index, ascii("{")) {
        scopes.append(pendingType.map(Scope.type) ?? pendingFunction ?? .block)
        pendingType = nil
        pendingFunction = nil
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
          if word == name("init") {
            pendingFunction = .function("init", isStatic: false)
          } else if word == name("func"), index + 1 < tokens.count {
            // `static` or `class` before `func`, among the modifiers on its line.
            var back = index - 1
            var isStatic = false
            while back >= 0, tokens[back].line == token.line, tokens[back].kind == .identifier {
              if file.isWord(back, "static") || file.isWord(back, "class") { isStatic = true }
              back -= 1
            }
            pendingFunction = .function(file.text(index + 1), isStatic: isStatic)
          }
        } else if var type = types[word], !afterDot {
          // A nested type named through its outer ones, `Log.Entry`, is a use of the inner one.
          let first = index
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
            var found = use(word, .signature, file, first, enclosingType, [type])
            found.pathPrefix = String(path.dropLast(word.count))
            found.spelling =
              file.isWord(first - 1, "any") || file.isWord(first - 1, "some")
              ? .bare
              : file.isPunctuation(index + 1, ascii("?"))
                || file.isPunctuation(index + 1, ascii("!"))
                ? .optional : .plain
            result.append(found)
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
            var found = use(
              word, nextIsParen ? .construction : .type, file, index, enclosingType, [type])
            found.enclosingFunction = enclosingFunction?.name
            found.isInStaticFunction = enclosingFunction?.isStatic ?? false
            result.append(found)
          }
        } else if afterDot, members[word] != nil || statics[word] != nil {
          let candidates = (members[word] ?? []) + (statics[word] ?? [])
          let member = nextIsParen ? "\(candidates[0].name)()" : candidates[0].name
          let base = optionalBase(index - 2)
          if base >= 0, isImplicitMemberBase(file, base) {
            // `.get` alone: its type is the context's, written only as a parameter's type.
            let context = contextType(ofImplicitMemberAt: index, in: file, declared)
            let resolved = candidates.filter {
              $0.container == context && $0.kind != .method && $0.kind != .property
            }
            if context != nil, resolved.isEmpty {
              // The context is a type of its own: no member of the upper target.
            } else if let context, !resolved.isEmpty {
              result.append(
                use("\(context).\(member)", .staticMember, file, index, enclosingType, resolved))
            } else {
              result.append(
                use(".\(member)", .unresolved, file, index, enclosingType, candidates))
            }
            index += 1
            continue
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
            let kind = resolved.isEmpty ? .unresolved : memberKind(owner, base, nextIsParen)
            var found = use(
              resolved.isEmpty ? ".\(member)" : "\(owner.name).\(member)", kind, file, index,
              enclosingType, resolved.isEmpty ? candidates : resolved)
            found.isWrite = !nextIsParen && isAssignment(in: file, at: index + 1)
            result.append(found)
          case .unknown:
            result.append(use(".\(member)", .unresolved, file, index, enclosingType, candidates))
          }
        } else if afterDot, index >= 2, !typeWords.contains(word),
          tokens[index - 2].kind == .identifier || tokens[index - 2].kind == .other,
          case .upper(let owner) = receiver(endingAt: optionalBase(index - 2))
        {
          // A member the upper target does not declare on the type: inherited, perhaps from
          // a class of another module, which ``PackageAnalysis`` looks up.
          let member = file.text(index)
          var found = use(
            "\(owner.name).\(member)\(nextIsParen ? "()" : "")", .unresolved, file, index,
            enclosingType, [])
          found.inheritedLookup = InheritedLookup(
            type: owner.name, member: member, isStatic: owner.isMetatype,
            kind: memberKind(owner, optionalBase(index - 2), nextIsParen))
          found.isWrite = !nextIsParen && isAssignment(in: file, at: index + 1)
          result.append(found)
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

  /// Whether the token before a member's dot ends no expression, so that `.member` is an
  /// implicit member expression: `(`, `,`, `:`, `=`, `[`, an operator, `return`, `case`.
  static func isImplicitMemberBase(_ file: File, _ base: Int) -> Bool {
    let token = file.tokens[base]
    switch token.kind {
    case .identifier:
      return ["return", "case", "in", "throw", "where"].contains(file.text(base))
    case .closeParen, .escapedIdentifier:
      return false
    default:
      return !file.isPunctuation(base, ascii("]")) && !file.isPunctuation(base, ascii(">"))
        && !file.isPunctuation(base, ascii("}"))
    }
  }

  /// The type of the implicit member whose name is token `index`, where the source writes it:
  /// an argument `label: .member` of a call to an initializer of the other target whose
  /// parameter of that label has one type in every overload. `nil` otherwise.
  static func contextType(
    ofImplicitMemberAt index: Int, in file: File, _ declared: DeclarationIndex
  ) -> String? {
    let colon = index - 2
    guard file.isPunctuation(colon, ascii(":")), colon >= 1,
      file.tokens[colon - 1].kind == .identifier
    else { return nil }
    let label = file.text(colon - 1)
    // The parenthesis of the call the argument is in.
    var depth = 0
    var open = colon - 2
    while open >= 0 {
      let kind = file.tokens[open].kind
      if kind == .closeParen { depth += 1 }
      if kind == .openParen {
        if depth == 0 { break }
        depth -= 1
      }
      open -= 1
    }
    guard open >= 1, file.tokens[open - 1].kind == .identifier else { return nil }
    var callee = file.bytes[file.tokens[open - 1].start..<file.tokens[open - 1].end]
    if callee == name("init"), open >= 3, file.tokens[open - 2].kind == .dot {
      callee = file.bytes[file.tokens[open - 3].start..<file.tokens[open - 3].end]
    }
    let types = Set(
      (declared.initializers[callee] ?? []).compactMap { parameterType(label, in: $0) })
    return types.count == 1 ? types.first : nil
  }

  /// The type's last name of the parameter that `label` passes to `declaration`.
  static func parameterType(_ label: String, in declaration: Declaration) -> String? {
    guard
      let parameter = ParameterList(declaration.signature)?.parameters.first(where: {
        $0.label == label
      })
    else { return nil }
    let file = File(path: "", bytes: Array(parameter.type.utf8))
    return ReceiverTypes.typeName(in: file, from: 0)?.name
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
    guard let list = ParameterList(declaration.signature) else { return false }
    var remaining = labels[...]
    for parameter in list.parameters {
      if remaining.first == parameter.label {
        remaining.removeFirst()
      } else if parameter.defaultValue == nil {
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
