import DependencyGraphModel
import DependencyGraphScanning

extension SymbolReader {
  /// Reads one file's uses of another target's declarations, token by token: the scopes it is
  /// in (a type, a function, a block), whether the tokens are a declaration's header or code,
  /// and what each identifier names of the other target.
  struct UseReader {
    let file: File
    let declared: DeclarationIndex
    let tokens: [Token]
    let receivers: ReceiverTypes
    private(set) var result: [SymbolUse] = []
    private var scopes: [Scope] = []
    private var pendingType: String?
    /// A function whose header is being read; its `{` opens its body.
    private var pendingFunction: Scope?
    /// Whether the tokens are a declaration's header (parameters, result, property type,
    /// inheritance clause) rather than code.
    private var inHeader = false
    /// The token being read.
    private var index = 0

    init(file: File, declared: DeclarationIndex) {
      self.file = file
      self.declared = declared
      tokens = file.tokens
      receivers = ReceiverTypes(file)
    }

    /// Reads the whole file into ``result``.
    mutating func read() {
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
        } else if token.kind == .identifier, readIdentifier() {
          continue
        } else if token.kind == .other, !inHeader, !declared.operators.isEmpty,
          readOperator()
        {
          continue
        }
        index += 1
      }
    }

    // MARK: Identifiers

    /// Reads the identifier at ``index``.
    ///
    /// - Returns: `true` when it moved ``index`` past what it read, `false` when the next token
    ///   is still to read.
    private mutating func readIdentifier() -> Bool {
      let word = file.bytes[tokens[index].start..<tokens[index].end]
      let afterDot = tokens.indices.contains(index - 1) && tokens[index - 1].kind == .dot
      if atDeclarationLevel, typeKeywordNames.contains(word),
        index + 1 < tokens.count, tokens[index + 1].kind == .identifier
      {
        pendingType = file.text(index + 1)
        inHeader = true
        index += 2
        return true
      }
      if atDeclarationLevel, headerKeywordNames.contains(word) {
        readDeclarationKeyword(word)
      } else if let type = declared.types[word], !afterDot {
        return readType(type, isCall: nextIsParen)
      } else if afterDot, declared.members[word] != nil || declared.statics[word] != nil {
        return readMember(word)
      } else if afterDot, index >= 2, !typeWords.contains(word),
        tokens[index - 2].kind == .identifier || tokens[index - 2].kind == .other,
        case .upper(let owner) = receiver(endingAt: optionalBase(index - 2))
      {
        readUndeclaredMember(of: owner)
      } else if !afterDot, !declared.conformances.isEmpty, let known = receivers.declared[word],
        let type = known, !type.isMetatype, let protocols = declared.conformances[type.name],
        let declaration = declared.types[name(type.name)], isArgument(index)
      {
        record(
          "\(type.name) as \(protocols.joined(separator: " & "))", .conversion, [declaration])
      } else if !afterDot, let candidates = declared.globals[word] {
        let word = candidates[0].name
        let isFunction = candidates.contains { $0.kind == .globalFunction } && nextIsParen
        record(
          isFunction ? "\(word)()" : word, isFunction ? .globalFunction : .globalConstant,
          candidates)
      }
      return false
    }

    /// Whether the identifier at `index` is a whole argument of a call: after `(`, `,` or a
    /// label's `:`, before `)` or `,`.
    private func isArgument(_ index: Int) -> Bool {
      guard index > 0, index + 1 < tokens.count else { return false }
      let opens =
        tokens[index - 1].kind == .openParen || file.isPunctuation(index - 1, ascii(","))
        || (file.isPunctuation(index - 1, ascii(":")) && index >= 3
          && tokens[index - 2].kind == .identifier
          && (tokens[index - 3].kind == .openParen || file.isPunctuation(index - 3, ascii(","))))
      let closes =
        tokens[index + 1].kind == .closeParen || file.isPunctuation(index + 1, ascii(","))
      return opens && closes && inCall(index)
    }

    /// Whether token `index` is inside a call's parentheses, not a tuple or a declaration's.
    private func inCall(_ index: Int) -> Bool {
      var depth = 0
      var open = index - 1
      while open >= 0 {
        if tokens[open].kind == .closeParen { depth += 1 }
        if tokens[open].kind == .openParen {
          if depth == 0 { break }
          depth -= 1
        }
        open -= 1
      }
      return open > 0 && tokens[open - 1].kind == .identifier && !inHeader
    }

    // MARK: Operators

    /// An operator the other target declares, between two operands one of which is a value of
    /// the type that declares it: `z * w`, `w + Complex(1, 0)`.
    ///
    /// - Returns: Whether ``index`` was moved past what was read.
    private mutating func readOperator() -> Bool {
      // Most punctuation is no operator: `,`, `:`, `{`, `;` are dismissed without a name made.
      guard isOperatorCharacter(index), index > 0,
        !isOperatorCharacter(index - 1) || tokens[index - 1].end != tokens[index].start,
        let symbol = file.operatorName(at: index), let declarations = declared.operators[symbol]
      else { return false }
      let after = index + symbol.utf8.count
      // A binary operator has space on both sides or on neither.
      let spacedBefore = tokens[index - 1].end != tokens[index].start
      let spacedAfter = after < tokens.count && tokens[after].start != tokens[after - 1].end
      guard after < tokens.count, spacedBefore == spacedAfter else { return false }
      let operand = [operandType(endingAt: index - 1), operandType(startingAt: after)]
        .compactMap { $0 }.first { type in declarations.contains { $0.container == type } }
      guard let type = operand else { return false }
      result.append(
        use(
          "\(type).\(symbol)", .operator, file, index, enclosingType,
          declarations.filter { $0.container == type }))
      index = after
      return true
    }

    private func isOperatorCharacter(_ index: Int) -> Bool {
      tokens[index].kind == .other && tokens[index].end == tokens[index].start + 1
        && File.operatorCharacters.contains(file.bytes[tokens[index].start])
    }

    /// The upper type of the operand that ends at token `end`, if the file states it.
    private func operandType(endingAt end: Int) -> String? {
      guard case .upper(let type) = receiver(endingAt: end), !type.isMetatype else { return nil }
      return type.name
    }

    /// The upper type of the operand that starts at token `start`: a value the file declares
    /// with it, or one made with `Type(...)`.
    private func operandType(startingAt start: Int) -> String? {
      guard tokens[start].kind == .identifier else { return nil }
      let word = file.bytes[tokens[start].start..<tokens[start].end]
      if let type = declared.types[word], start + 1 < tokens.count,
        tokens[start + 1].kind == .openParen
      {
        return type.name
      }
      guard start + 1 >= tokens.count || tokens[start + 1].kind != .dot,
        let known = receivers.declared[word], let type = known,
        !type.isMetatype, declared.types[name(type.name)] != nil
      else { return nil }
      return type.name
    }

    /// The upper type of the parenthesized expression that ends at token `end`: `Type(...)`
    /// makes one; `(w / z)` has the type its operator returns, when the operator is the upper
    /// type's and returns it.
    private func parenthesizedType(endingAt end: Int) -> ReceiverTypes.Receiver {
      var depth = 0
      var open = end
      while open >= 0 {
        if tokens[open].kind == .closeParen { depth += 1 }
        if tokens[open].kind == .openParen {
          depth -= 1
          if depth == 0 { break }
        }
        open -= 1
      }
      guard open >= 0 else { return .unknown }
      let keywords: [StaticString] = [
        "return", "try", "await", "in", "throw", "case", "if", "guard", "while",
      ]
      if open > 0, tokens[open - 1].kind == .identifier,
        !keywords.contains(where: { file.isWord(open - 1, $0) })
      {
        let word = file.bytes[tokens[open - 1].start..<tokens[open - 1].end]
        guard let type = declared.types[word], !(open > 1 && tokens[open - 2].kind == .dot) else {
          return .unknown
        }
        return .upper(ReceiverTypes.TypeName(name: type.name, isMetatype: false))
      }
      let inside = file.location(open)
      let closing = file.location(end)
      let returned = result.last { found in
        found.kind == .operator
          && (found.location.line, found.location.column) > (inside.line, inside.column)
          && (found.location.line, found.location.column) < (closing.line, closing.column)
          && found.candidates.contains(where: \.returnsItsType)
      }
      guard let type = returned?.candidates.first?.container else { return .unknown }
      return .upper(ReceiverTypes.TypeName(name: type, isMetatype: false))
    }

    /// `func`, `init`, `var`, `let` or `subscript` at declaration level: a header begins, and a
    /// function's body will open a scope of its name.
    private mutating func readDeclarationKeyword(_ word: Name) {
      inHeader = true
      if word == name("init") {
        pendingFunction = .function("init", isStatic: false)
      } else if word == name("func"), index + 1 < tokens.count {
        // `static` or `class` before `func`, among the modifiers on its line.
        var back = index - 1
        var isStatic = false
        while back >= 0, tokens[back].line == tokens[index].line,
          tokens[back].kind == .identifier
        {
          if file.isWord(back, "static") || file.isWord(back, "class") { isStatic = true }
          back -= 1
        }
        pendingFunction = .function(file.text(index + 1), isStatic: isStatic)
      }
    }

    /// A type of the other target, named in a header, through a static member, constructed or
    /// named in code; `isCall` says whether its first name is followed by `(`.
    ///
    /// - Returns: Whether ``index`` was moved past what was read.
    private mutating func readType(_ outer: Declaration, isCall: Bool) -> Bool {
      // A nested type named through its outer ones, `Log.Entry`, is a use of the inner one.
      let first = index
      var type = outer
      var path = type.name
      while index + 2 < tokens.count, tokens[index + 1].kind == .dot,
        tokens[index + 2].kind == .identifier,
        let inner = declared.qualifiedTypes[path + "." + file.text(index + 2)]
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
          : file.isPunctuation(index + 1, ascii("?")) || file.isPunctuation(index + 1, ascii("!"))
            ? .optional : .plain
        result.append(found)
      } else if index + 2 < tokens.count, tokens[index + 1].kind == .dot,
        tokens[index + 2].kind == .identifier
      {
        let member = file.text(index + 2)
        // `Type.init(...)` makes one, as `Type(...)` does; so does `map(Type.init)`, which
        // passes the initializer to be called.
        if member == "init" {
          var found = use(word, .construction, file, index, enclosingType, [type])
          found.enclosingFunction = enclosingFunction?.name
          found.isInStaticFunction = enclosingFunction?.isStatic ?? false
          result.append(found)
          index += 3
          return true
        }
        let candidates = (declared.statics[name(member)] ?? []).filter { $0.container == word }
        record("\(word).\(member)", .staticMember, candidates.isEmpty ? [type] : candidates)
        index += 3
        return true
      } else {
        // Whether the last name is called: `Outer.Inner(argument:)` makes an `Inner`.
        let called = index == first ? isCall : nextIsParen
        var found = use(word, called ? .construction : .type, file, index, enclosingType, [type])
        found.enclosingFunction = enclosingFunction?.name
        found.isInStaticFunction = enclosingFunction?.isStatic ?? false
        result.append(found)
      }
      return false
    }

    /// `.member`, where the other target declares a member of that name: resolved through the
    /// receiver before the dot, or the implicit member's context type.
    ///
    /// - Returns: Whether ``index`` was moved past what was read.
    private mutating func readMember(_ word: Name) -> Bool {
      let candidates = (declared.members[word] ?? []) + (declared.statics[word] ?? [])
      let member = nextIsParen ? "\(candidates[0].name)()" : candidates[0].name
      let base = optionalBase(index - 2)
      if base >= 0, isImplicitMemberBase(file, base) {
        readImplicitMember(member, candidates)
        index += 1
        return true
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
        record(".\(member)", .unresolved, candidates)
      }
      return false
    }

    /// `.get` alone: its type is the context's, written as a parameter's type, or the type of
    /// the value a `switch` is over (`case .GET:`).
    private mutating func readImplicitMember(_ member: String, _ candidates: [Declaration]) {
      let context =
        contextType(ofImplicitMemberAt: index, in: file, declared) ?? switchedType(at: index)
      let resolved = candidates.filter {
        $0.container == context && $0.kind != .method && $0.kind != .property
      }
      if context != nil, resolved.isEmpty {
        // The context is a type of its own: no member of the upper target.
      } else if let context, !resolved.isEmpty {
        record("\(context).\(member)", .staticMember, resolved)
      } else {
        record(".\(member)", .unresolved, candidates)
      }
    }

    /// The upper type of the value switched over, for the implicit member at `index` after
    /// `case` (or a `,` of its patterns): `switch method {` where the file declares `method`.
    private func switchedType(at index: Int) -> String? {
      var back = index - 2
      while back >= 0,
        file.isPunctuation(back, ascii(",")) || tokens[back].kind == .dot
          || tokens[back].kind == .identifier && !file.isWord(back, "case")
      {
        back -= 1
      }
      guard file.isWord(back, "case") else { return nil }
      // The `{` that opens the switch's body.
      var depth = 0
      var open = back - 1
      while open >= 0 {
        if file.isPunctuation(open, ascii("}")) { depth += 1 }
        if file.isPunctuation(open, ascii("{")) {
          if depth == 0 { break }
          depth -= 1
        }
        open -= 1
      }
      guard open >= 2, file.isWord(open - 2, "switch"), tokens[open - 1].kind == .identifier,
        let known = receivers.declared[file.bytes[tokens[open - 1].start..<tokens[open - 1].end]],
        let type = known, !type.isMetatype, declared.types[name(type.name)] != nil
      else { return nil }
      return type.name
    }

    /// A member the upper target does not declare on the type: inherited, perhaps from a class
    /// of another module, which ``PackageAnalysis`` looks up.
    private mutating func readUndeclaredMember(of owner: ReceiverTypes.TypeName) {
      let member = file.text(index)
      var found = use(
        "\(owner.name).\(member)\(nextIsParen ? "()" : "")", .unresolved, file, index,
        enclosingType, [])
      found.inheritedLookup = InheritedLookup(
        type: owner.name, member: member, isStatic: owner.isMetatype,
        kind: memberKind(owner, optionalBase(index - 2), nextIsParen))
      found.isWrite = !nextIsParen && isAssignment(in: file, at: index + 1)
      result.append(found)
    }

    private mutating func record(
      _ symbol: String, _ kind: SymbolUse.Kind, _ candidates: [Declaration]
    ) {
      // A static member that can only be an enum's case is one.
      let isCase =
        kind == .staticMember && !candidates.isEmpty
        && candidates.allSatisfy { $0.kind == .enumCase }
      result.append(use(symbol, isCase ? .enumCase : kind, file, index, enclosingType, candidates))
    }

    // MARK: Where the reader is

    private var nextIsParen: Bool {
      index + 1 < tokens.count && tokens[index + 1].kind == .openParen
    }

    private var enclosingType: String? {
      for scope in scopes.reversed() { if case .type(let name) = scope { return name } }
      return pendingType
    }

    private var atDeclarationLevel: Bool { scopes.last?.isCode != true }

    /// The function the current token is in, and whether it is static.
    private var enclosingFunction: (name: String, isStatic: Bool)? {
      for scope in scopes.reversed() {
        if case .function(let name, let isStatic) = scope { return (name, isStatic) }
        if case .type = scope { return nil }
      }
      return nil
    }

    // MARK: Receivers

    /// What the expression that ends at token `end` is known to be.
    private func receiver(endingAt end: Int) -> ReceiverTypes.Receiver {
      if end >= 0, tokens[end].kind == .closeParen { return parenthesizedType(endingAt: end) }
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
        let declarations = owner.isMetatype ? declared.statics[word] : declared.members[word]
        guard
          let property = declarations?.first(where: {
            $0.container == owner.name && ($0.kind == .property || $0.kind == .staticProperty)
          }), let type = ReceiverTypes.declaredType(of: property)
        else { return .unknown }
        return declared.types[name(type.name)] == nil ? .other : .upper(type)
      }
      if word == name("self") { return .other }
      if let declaredType = receivers.declared[word] {
        guard let type = declaredType else { return .unknown }
        return declared.types[name(type.name)] == nil ? .other : .upper(type)
      }
      if let type = declared.types[word] {
        return .upper(ReceiverTypes.TypeName(name: type.name, isMetatype: true))
      }
      if declared.extendedTypes.contains(word) {
        // A type of another module that the upper target extends: `SourceFileSyntax.parse`.
        return .upper(ReceiverTypes.TypeName(name: file.text(end), isMetatype: true))
      }
      return .unknown
    }

    /// Whether token `index` names a type, not a value that holds one.
    private func namesType(_ index: Int) -> Bool {
      guard index >= 0, tokens[index].kind == .identifier else { return false }
      let word = file.bytes[tokens[index].start..<tokens[index].end]
      return receivers.declared[word] == nil
        && (declared.types[word] != nil || declared.extendedTypes.contains(word))
    }

    /// The kind of a member's use through the receiver ending at `base`: static through the
    /// type's name, a metatype member through a value that holds the type, else a method when
    /// called and a property when not.
    private func memberKind(_ owner: ReceiverTypes.TypeName, _ base: Int, _ isCall: Bool)
      -> SymbolUse.Kind
    {
      guard owner.isMetatype else { return isCall ? .method : .property }
      return namesType(base) ? .staticMember : .metatypeMember
    }

    /// The token before an optional chain's `?` or `!`, or `base` itself.
    private func optionalBase(_ base: Int) -> Int {
      base >= 0 && (file.isPunctuation(base, ascii("?")) || file.isPunctuation(base, ascii("!")))
        ? base - 1 : base
    }
  }
}
