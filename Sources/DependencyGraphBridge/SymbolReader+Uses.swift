import DependencyGraphScanning

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
    /// Types by their full names, `ArgumentInfoV0.KindV0`: two nested types may share a name.
    var qualifiedTypes: [String: Declaration] = [:]
    /// Operators, static or global: `*` of `static func *(z: Complex, w: Complex)`.
    var operators: [String: [Declaration]] = [:]
    /// For each type that conforms to protocols of the using target, those protocols: a value
    /// of it passed as an argument is a ``SymbolUse/Kind/conversion``.
    var conformances: [String: [String]] = [:]
    /// Types that the declarations extend without declaring them: another module's.
    var extendedTypes: Set<Name> = []

    init(_ declarations: [Declaration]) {
      for declaration in declarations {
        let key = name(declaration.name)
        if let first = declaration.name.utf8.first, File.operatorCharacters.contains(first) {
          operators[declaration.name, default: []].append(declaration)
          continue
        }
        switch declaration.kind {
        case .type:
          if types[key] == nil { types[key] = declaration }
          qualifiedTypes[declaration.qualifiedName ?? declaration.name] = declaration
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
  ///
  /// - Parameters:
  ///   - files: The using target's files.
  ///   - declarations: The other target's declarations.
  ///   - conformances: For each type of `declarations` that conforms to protocols the files'
  ///     target declares, those protocols.
  /// - Returns: The uses, in file and token order.
  static func uses(
    in files: [File], of declarations: [Declaration], conformances: [String: [String]] = [:]
  ) -> [SymbolUse] {
    var index = DeclarationIndex(declarations)
    index.conformances = conformances
    return files.flatMap { uses(in: $0, index) }
  }

  static func uses(in file: File, _ declared: DeclarationIndex) -> [SymbolUse] {
    var reader = UseReader(file: file, declared: declared)
    reader.read()
    return reader.result
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
  /// one of the names; each with its name, place, and keyword and name as its signature
  /// (`protocol MetricsFactory`).
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
            name: file.text(index + 1), kind: .type, container: nil,
            signature: file.text(index) + " " + file.text(index + 1),
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
        // A variadic parameter takes the unlabeled arguments after its first.
        if parameter.type.hasSuffix("...") {
          while remaining.first == "_" { remaining.removeFirst() }
        }
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

  static func use(
    _ symbol: String, _ kind: SymbolUse.Kind, _ file: File, _ index: Int, _ enclosing: String?,
    _ candidates: [Declaration]
  ) -> SymbolUse {
    SymbolUse(
      symbol: symbol, kind: kind, location: file.location(index), enclosingType: enclosing,
      candidates: candidates)
  }
}
