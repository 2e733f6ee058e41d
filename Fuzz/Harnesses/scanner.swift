// libFuzzer harness: the import scanner and the declaration and use reader of
// `depgraph bridge`, built together with DependencyGraph's sources.
// Invariants beyond "no crash": every import lies inside the input, positions strictly
// increase, each path is non-empty, and scanning is deterministic; the input's declarations
// have names and places inside it, and reading its own uses of them is deterministic, each use
// naming what it uses (or the receiver whose inherited members may hold it).

/// Runs one input and checks the invariants above; Scripts/fuzz.sh calls it from libFuzzer's
/// entry point.
func fuzzScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let scan = ImportScanner.scan(bytes: bytes)
  precondition(scan == ImportScanner.scan(bytes: bytes), "scanning is not deterministic")
  // Lines end as the compiler ends them: at a line feed, or a carriage return that no line
  // feed follows.
  var lineStarts = [0]
  for (offset, byte) in bytes.enumerated()
  where byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
    lineStarts.append(offset + 1)
  }
  var previous = (line: 0, column: 0)
  for declaration in scan.imports {
    precondition(!declaration.path.isEmpty && !declaration.module.isEmpty, "an empty import")
    precondition(declaration.line >= 1 && declaration.line <= lineStarts.count, "line out of range")
    let offset = lineStarts[declaration.line - 1] + declaration.column - 1
    precondition(declaration.column >= 1 && offset + 6 <= bytes.count, "column out of range")
    precondition(Array(bytes[offset..<offset + 6]) == Array("import".utf8), "not at 'import'")
    precondition((declaration.line, declaration.column) > previous, "positions out of order")
    previous = (declaration.line, declaration.column)
  }
  checkSymbols(bytes, lineCount: lineStarts.count)
  return 0
}

/// The bridge's reader on the same input: as its own upper and lower target.
func checkSymbols(_ bytes: [UInt8], lineCount: Int) {
  let file = SymbolReader.File(path: "fuzz.swift", bytes: bytes)
  let declarations = SymbolReader.declarations(in: [file])
  precondition(
    declarations == SymbolReader.declarations(in: [file]), "reading is not deterministic")
  for declaration in declarations {
    precondition(
      !declaration.name.isEmpty && !declaration.signature.isEmpty, "an empty declaration")
    precondition(
      declaration.location.line >= 1 && declaration.location.line <= lineCount,
      "a declaration outside the input")
  }
  // Every type as if it conformed to a protocol of the using target: arguments of its values
  // are conversions.
  let conformances = Dictionary(
    declarations.filter { $0.kind == .type }.map { ($0.name, ["LowerProtocol"]) },
    uniquingKeysWith: { first, _ in first })
  let uses = SymbolReader.uses(in: [file], of: declarations, conformances: conformances)
  precondition(
    uses == SymbolReader.uses(in: [file], of: declarations, conformances: conformances),
    "uses are not deterministic")
  // Only a member the receiver's type does not declare has no candidate yet: the bridge looks
  // it up in what the type inherits.
  precondition(
    uses.allSatisfy {
      !$0.candidates.isEmpty || ($0.kind == .unresolved && $0.inheritedLookup != nil)
    },
    "a use of nothing")
  // The draft made of them: requirements, restored defaults and rewrites, from any text.
  let draft = BridgeDraft(
    from: "Lower", to: "Upper", uses: uses, declarations: declarations, usesConcurrency: false,
    protocolName: nil, lowerModule: "Lower", publicImport: false)
  for drafted in draft.protocols {
    precondition(drafted.source.hasSuffix("}\n"), "a protocol without its closing brace")
  }
  // A verdict, with its reason, whatever the uses.
  let verdict = draft.judged(
    upper: BridgeDraft.UpperTarget(
      testKit: nil, valueTypes: Set(declarations.filter(\.isValueType).map(\.name))))
  precondition(!verdict.reason.isEmpty, "a verdict without its reason")
  precondition((verdict.kind == .remove) == uses.isEmpty, "remove, with uses")
  // Errors on every line of the input: each sorted once, into the draft's or a step's.
  let errors = (1...lineCount).map { "fuzz.swift:\($0):1: error: e" }
  if case .fails(let own, let steps) = draft.sorted(errors) {
    precondition(own.count + steps.map(\.errors.count).reduce(0, +) == errors.count, "lost")
  }
  for declaration in declarations {
    // A requirement written without defaults reads back with the same parameters, where no
    // string literal (whose interpolations the lexer keeps) can hold a parenthesis, and where
    // the signature could be Swift: printable text whose generic brackets close.
    if !declaration.signature.contains("\""), couldBeSwift(declaration.signature),
      let list = ParameterList(declaration.signature)
    {
      let again = ParameterList(list.written(keepingDefaults: false))
      precondition(
        again?.parameters.map(\.declaration) == list.parameters.map(\.declaration),
        "a parameter list that does not read back")
    }
  }
}

/// Whether `signature` is printable ASCII whose `<` and `>` (arrows aside) pair up: the text a
/// compiler would accept at all, which a requirement is copied from.
func couldBeSwift(_ signature: String) -> Bool {
  var depth = 0
  var previous: UInt8 = 0
  for byte in signature.utf8 {
    guard byte >= 0x20 && byte < 0x7F else { return false }
    if byte == UInt8(ascii: "<") { depth += 1 }
    if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") {
      depth -= 1
      if depth < 0 { return false }
    }
    previous = byte
  }
  return depth == 0
}
