import DependencyGraphAnalysis
import DependencyGraphLoading
import DependencyGraphModel
import DependencyGraphScanning
import DependencyGraphSupport
import Foundation

extension PackageAnalysis {
  /// The bridge's uses, from the compiler's: at a place where the text reader read a use too,
  /// its use (how the code is written: the receiver's type, a write, a type's spelling) with
  /// the compiler's declaration; elsewhere, a use made from the compiler's record alone. A
  /// text use the compiler does not confirm is dropped (a tuple's label, a member of a local
  /// type), except a conversion, which the compiler records as a use of a local value.
  ///
  /// - Parameters:
  ///   - compiled: What the compiler recorded in the importing files.
  ///   - text: What the text reader read in them.
  ///   - declarations: The upper target's declarations, as the text reader read them.
  ///   - upperModules: The upper target's module names.
  ///   - seen: For each importing file, the modules it sees without the edge: the lower
  ///     target's own, and those its other imports name or re-export. A declaration of one
  ///     of them is no use.
  ///   - root: The package's root, which the uses' paths are relative to.
  /// - Returns: The uses of `upper`'s declarations, and the places that use declarations of
  ///   other modules reached through it, by module.
  static func merged(
    _ compiled: [CompiledUse], text: [SymbolUse], declarations: [Declaration],
    upperModules: Set<ModuleName>, seen: [String: Set<ModuleName>], root: String
  ) -> (uses: [SymbolUse], reexported: [ModuleName: [SymbolUse]]) {
    var textAt: [Violation.Location: SymbolUse] = [:]
    for use in text { textAt[use.location] = textAt[use.location] ?? use }
    var declared: [Violation.Location: Declaration] = [:]
    for declaration in declarations { declared[declaration.location] = declaration }
    var readFiles: Set<String> = []
    let ownTypes = Set(declarations.filter { $0.kind == .type }.map(\.name))
    var uses = text.filter { $0.kind == .conversion }
    var reexported: [ModuleName: [SymbolUse]] = [:]
    for use in compiled {
      let definition = use.definition
      let receivedBy = use.occurrence.relations.first { $0.roles.contains(.receivedBy) }?.symbol
      // What the file sees without the edge is no use, unless it is reached through a value
      // of an upper type: a member a class inherits from a module below (`rewrite` of
      // `BasicFormat`, from SwiftSyntax's `SyntaxRewriter`) is one the protocol must hold.
      if (seen[use.file] ?? []).contains(definition.module),
        receivedBy.map({ ownTypes.contains($0.name) }) != true
      {
        continue
      }
      /// A definition's file as the text reader's places name it: relative to the root.
      func relative(_ file: String) -> String {
        file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
      }
      let place = Violation.Location(
        file: relative(definition.file), line: definition.line, column: definition.column)
      let symbol = use.occurrence.symbol
      let receiver = receivedBy?.name ?? definition.container
      // A declaration of another module (a superclass's member, below the upper target) is
      // read from its file, once.
      if declared[place] == nil, !readFiles.contains(definition.file) {
        readFiles.insert(definition.file)
        if let data = FileManager.default.contents(atPath: definition.file) {
          let file = SymbolReader.File(path: place.file, bytes: [UInt8](data))
          for declaration in SymbolReader.declarations(in: [file]) {
            declared[declaration.location] = declared[declaration.location] ?? declaration
          }
        }
      }
      var declaration =
        declared[place]
        ?? Declaration(
          name: String(symbol.name.prefix { $0 != "(" }), kind: symbol.declarationKind,
          container: definition.container, signature: Self.signature(at: place, root: root),
          isVisible: true, isSendable: false, location: place)
      if let receiver, declaration.container != nil, declaration.container != receiver,
        symbol.kind != .constructor
      {
        declaration = declaration.inherited(by: receiver)
      }
      // The type a use names: the declaration itself for a type (of two of one name, the
      // one the compiler resolved), the initializer's type for a construction.
      let containerPlace = use.containerDefinition.map {
        Violation.Location(file: relative($0.file), line: $0.line, column: $0.column)
      }
      let typeDeclaration =
        symbol.isType && declaration.kind == .type
        ? declaration
        : containerPlace.flatMap { declared[$0] }
          ?? declarations.first {
            $0.kind == .type && $0.name == (symbol.kind == .constructor ? receiver : symbol.name)
          }
      var made = use.symbolUse(receiver: receiver, declaration: declaration)
      let throughUpperValue = receivedBy.map { ownTypes.contains($0.name) } ?? false
      if !upperModules.contains(definition.module), !throughUpperValue {
        reexported[definition.module, default: []].append(made)
      } else if upperModules.contains(definition.module), let container = definition.container,
        !ownTypes.contains(container),
        [.method, .property, .staticMember, .construction].contains(made.kind)
      {
        // A member of an extension of another module's type: no upper value to inject.
        if made.kind == .construction { made.symbol = container + ".init()" }
        made.kind = .extensionMember
        uses.append(made)
      } else if var written = textAt[made.location], written.kind != .unresolved {
        // The text reader's use says how the code is written; the compiler, what it names:
        // of a path (`Diagram.Clock.Instant`), the last name.
        written.candidates = [
          written.kind == .construction ? typeDeclaration ?? declaration : declaration
        ]
        if [.type, .signature, .construction].contains(written.kind), symbol.isType,
          written.symbol != symbol.name
        {
          written.symbol = symbol.name
          written.pathPrefix = Self.pathPrefix(at: made.location, before: symbol.name, root: root)
        }
        uses.append(written)
      } else {
        if made.kind == .construction || made.kind == .type {
          made.candidates = [typeDeclaration ?? declaration]
        }
        uses.append(made)
      }
    }
    uses.sort { $0.location < $1.location }
    return (uses, reexported)
  }

  /// The qualifiers written before `name` in the dotted path that begins at `place`:
  /// `Diagram.Clock.` for `Diagram.Clock.Instant`.
  private static func pathPrefix(at place: Violation.Location, before name: String, root: String)
    -> String
  {
    let path = place.file.hasPrefix("/") ? place.file : root + "/" + place.file
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard place.line - 1 < lines.count else { return "" }
    let bytes = Array(lines[place.line - 1].utf8).dropFirst(place.column - 1)
    let written = String(
      decoding: bytes.prefix {
        $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0)
          || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
      }, as: UTF8.self)
    return written.hasSuffix("." + name) ? String(written.dropLast(name.count)) : ""
  }

  /// The declaration's line at `place`, up to its body: a signature for a declaration the
  /// text reader does not read.
  private static func signature(at place: Violation.Location, root: String) -> String {
    let path = place.file.hasPrefix("/") ? place.file : root + "/" + place.file
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard place.line - 1 < lines.count else { return "" }
    return String(lines[place.line - 1].prefix { $0 != "{" })
      .trimmingCharacters(in: .whitespaces)
  }
}

extension CompiledUse {
  /// The use as the compiler records it: its kind from the symbol's, named through
  /// `receiver` (the type of the value it is used on), with `declaration` its only candidate.
  fileprivate func symbolUse(receiver: String?, declaration: Declaration) -> SymbolUse {
    let symbol = occurrence.symbol
    let kind = symbol.useKind
    let name = String(symbol.name.prefix { $0 != "(" })
    let called = symbol.name.hasSuffix(")") && symbol.kind != .constructor ? "()" : ""
    let text: String
    switch kind {
    case .construction: text = receiver ?? name
    case .type: text = name
    case .globalFunction, .globalConstant, .operator: text = name + called
    default: text = (receiver.map { $0 + "." } ?? "") + name + called
    }
    var use = SymbolUse(
      symbol: text, kind: kind,
      location: Violation.Location(file: file, line: occurrence.line, column: occurrence.column),
      enclosingType: enclosingType, candidates: [declaration])
    use.isWrite = occurrence.roles.contains(.write)
    use.enclosingFunction = enclosingFunction?.name
    use.isInStaticFunction = enclosingFunction?.isStatic ?? false
    return use
  }
}

extension IndexStore.Symbol {
  /// How a use of the symbol is counted.
  fileprivate var useKind: SymbolUse.Kind {
    switch kind {
    case .constructor: .construction
    case .enum, .struct, .class, .protocol, .typealias: .type
    case .instanceMethod: .method
    case .staticMethod, .classMethod, .staticProperty, .classProperty: .staticMember
    case .enumConstant: .enumCase
    case .function:
      name.first.map { "/=-+!*%<>&|^~?.".contains($0) } == true ? .operator : .globalFunction
    case .variable: .globalConstant
    default: .property
    }
  }

  /// The kind of declaration the symbol is.
  fileprivate var declarationKind: Declaration.Kind {
    switch kind {
    case .constructor: .initializer
    case .instanceMethod: .method
    case .staticMethod, .classMethod: .staticMethod
    case .staticProperty, .classProperty: .staticProperty
    case .enumConstant: .enumCase
    case .function: .globalFunction
    case .variable: .globalConstant
    case .enum, .struct, .class, .protocol, .typealias: .type
    default: .property
    }
  }
}
