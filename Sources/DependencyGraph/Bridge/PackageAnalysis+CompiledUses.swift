import Foundation

/// Where ``PackageAnalysis/bridge(from:to:protocolName:reading:)`` reads the uses from.
public enum UseSource: Hashable, Sendable {
  /// The source text, read by depgraph's own lexer: fast, needs no build, and guesses where
  /// a receiver's type is not written.
  case text
  /// The compiler: the package is built in a scratch copy without the files that import the
  /// upper target, those files are then compiled apart against the built modules, and the
  /// index store the compiler writes says what each name resolves to. `swift` is the
  /// toolchain's `swift`, found as for loading when `nil`.
  case compiler(swift: String?)
  /// An index store already written (SwiftPM's `.build/debug/index/store`, Xcode's
  /// `DerivedData/<project>/Index.noindex/DataStore`) that holds the importing files, read
  /// with the libIndexStore beside `swift`.
  case indexStore(path: String, swift: String?)
}

/// Where a bridge's uses came from.
public enum UseOrigin: Hashable, Sendable {
  /// The compiler's index store: the one given, or `nil` for one the bridge wrote itself.
  case compiler(store: String?)
  /// The source text: why the compiler was not used, `nil` when text was asked for.
  case text(reason: String?)
}

/// A use the compiler recorded: a name in an importing file that resolves to a declaration
/// of the upper target, or of a module reached through it.
struct CompiledUse: Hashable, Sendable {
  /// The importing file, relative to the package's root.
  let file: String
  let occurrence: IndexStore.Occurrence
  let definition: IndexStore.Definition
  /// The type of the importing file that the use is in, and the function.
  let enclosingType: String?
  let enclosingFunction: (name: String, isStatic: Bool)?

  static func == (left: CompiledUse, right: CompiledUse) -> Bool {
    left.file == right.file && left.occurrence == right.occurrence
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(occurrence)
  }
}

extension IndexStore {
  /// Where a symbol is declared.
  struct Definition: Hashable, Sendable {
    let module: String
    /// Absolute, as the compiler was given it.
    let file: String
    let line: Int
    let column: Int
    let symbol: Symbol
    /// The type (or extended type) it is a member of.
    let container: String?
    /// For a type alias, the USR of the type it names: `OrderedCollections.OrderedSet` for
    /// `typealias OrderedSet = OrderedCollections.OrderedSet<Element>`.
    var aliased: String? = nil

    /// The same definition in a file below `root` where it was below `copy`.
    func moved(from copy: String, to root: String) -> Definition {
      guard file.hasPrefix(copy + "/") else { return self }
      return Definition(
        module: module, file: root + file.dropFirst(copy.count), line: line, column: column,
        symbol: symbol, container: container, aliased: aliased)
    }
  }

  /// The declarations of the units not of `excluded` nor of the toolchain, by USR.
  func definitions(excluding excluded: Set<String>) throws(IndexStoreError)
    -> [String: Definition]
  {
    var definitions: [String: Definition] = [:]
    var read: Set<String> = []
    var lines: [String: [Substring]] = [:]
    for unit in try units() where !unit.isSystem && !excluded.contains(unit.moduleName) {
      for record in unit.records where read.insert(record.name).inserted {
        let occurrences = try occurrences(in: record)
        for (index, occurrence) in occurrences.enumerated()
        where !occurrence.roles.isDisjoint(with: [.definition, .declaration])
          && !occurrence.symbol.isLocal && definitions[occurrence.symbol.usr] == nil
        {
          let parent = occurrence.relations.first { $0.roles.contains(.childOf) }?.symbol
          // What an alias names is the first type referred to after its `=`, on its line.
          var aliased: String?
          if occurrence.symbol.kind == .typealias,
            let equals = Self.column(
              of: UInt8(ascii: "="), after: occurrence, in: record.file, lines: &lines)
          {
            aliased =
              occurrences[(index + 1)...].first {
                $0.line == occurrence.line && $0.column > equals
                  && $0.roles.contains(.reference) && $0.symbol.isType
              }?.symbol.usr
          }
          definitions[occurrence.symbol.usr] = Definition(
            module: unit.moduleName, file: record.file, line: occurrence.line,
            column: occurrence.column, symbol: occurrence.symbol,
            container: parent.flatMap { $0.isType || $0.kind == .extension ? $0.name : nil },
            aliased: aliased)
        }
      }
    }
    return definitions
  }

  /// The 1-based UTF-8 column of the first `byte` after `occurrence` on its line, in `file`,
  /// whose lines are read once into `lines`.
  private static func column(
    of byte: UInt8, after occurrence: Occurrence, in file: String,
    lines: inout [String: [Substring]]
  ) -> Int? {
    if lines[file] == nil {
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    guard let all = lines[file], occurrence.line - 1 < all.count else { return nil }
    let bytes = Array(all[occurrence.line - 1].utf8)
    let start = occurrence.column - 1
    guard start < bytes.count,
      let found = bytes[start...].firstIndex(of: byte)
    else { return nil }
    return found + 1
  }

  /// Each record of a file in `files` (absolute), with its occurrences.
  func records(ofFiles files: Set<String>) throws(IndexStoreError) -> [String: [Occurrence]] {
    var found: [String: [Occurrence]] = [:]
    var read: Set<String> = []
    for unit in try units() {
      for record in unit.records
      where files.contains(record.file) && found[record.file] == nil
        && read.insert(record.name).inserted
      {
        found[record.file] = try occurrences(in: record)
      }
    }
    return found
  }
}

extension PackageAnalysis {
  /// The uses the compiler records in `importing` (files of `lower`) of what `upper`
  /// declares, or of what modules reached through it declare, read as `source` asks.
  ///
  /// - Returns: The uses, or why the compiler could not tell.
  func compiledUses(
    of upper: Target, in importing: [String], of lower: Target, reading source: UseSource
  ) throws(GraphError) -> Result<[CompiledUse], ScratchBuildFailure> {
    let swift: String
    switch source {
    case .text:
      return .failure(ScratchBuildFailure("text was asked for"))
    case .compiler(let given), .indexStore(_, let given):
      if let given { swift = given } else { swift = try PackageLoader.swiftExecutable() }
    }
    let library: IndexStore.Library
    switch IndexStore.Library.beside(swift: swift) {
    case .success(let loaded): library = loaded
    case .failure(let error): return .failure(ScratchBuildFailure("\(error)"))
    }
    // The declarations that may count: those of every module built but the lower target's
    // and the toolchain's. Which of them a file sees without the edge is for ``merged``.
    let excluded = Set(lower.moduleNames)
    if case .indexStore(let path, _) = source {
      let absolute = Dictionary(
        uniqueKeysWithValues: importing.map { (package.root + "/" + $0, $0) })
      return Self.read(
        store: path, library: library, files: absolute, excluded: excluded)
    }
    return try withTemporaryFolder("depgraph-bridge-index") { work throws(GraphError) in
      try compileApart(
        importing, of: lower, upper: upper, in: work, swift: swift, library: library,
        excluded: excluded)
    }
  }

  /// The names of the targets `target` depends on, directly or through others, without the
  /// edges to `excluded`: those the bridge removes.
  func targetsBelow(_ target: Target, without excluded: String) -> Set<String> {
    var below: Set<String> = []
    var pending = target.targetDependencies
    while let name = pending.popLast() {
      guard name != excluded, below.insert(name).inserted, let next = package.target(named: name)
      else { continue }
      pending += next.targetDependencies
    }
    return below
  }

  /// Builds the package in a copy without the edge, then compiles `importing` as a module of
  /// their own that imports the lower one `@testable`, with exactly the flags SwiftPM gave the
  /// lower target, and reads the uses from the index the compiler writes.
  ///
  /// In the copy, the importing files stay in the lower target, their imports of the upper
  /// modules blanked, and every module is emitted despite errors: the upper target may need
  /// what those files declare (a type it creates), and the lower target's other files too.
  /// Compiled apart, the files' own declarations shadow the lower module's copies of them.
  private func compileApart(
    _ importing: [String], of lower: Target, upper: Target, in work: URL, swift: String,
    library: IndexStore.Library, excluded: Set<String>
  ) throws(GraphError) -> Result<[CompiledUse], ScratchBuildFailure> {
    let copy = try scratchCopy(in: work)
    let build = work.appendingPathComponent("build")
    let apart = work.appendingPathComponent("apart")
    var compiled: [String: String] = [:]
    let lowerModule = lower.moduleNames.first ?? lower.c99name
    let visible = modulesExporting(upper)
    let importLines = (imports[lower.name] ?? []).filter {
      visible.contains($0.declaration.module)
    }.map(\.location)
    do {
      for file in importing {
        // Imports may follow declarations: appended, the lower module's import moves no
        // line or column the compiler records.
        let text = try String(contentsOfFile: package.root + "/" + file, encoding: .utf8)
        let target = apart.appendingPathComponent(file)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (text + "\n@testable import \(lowerModule)\n").write(
          to: target, atomically: true, encoding: .utf8)
        compiled[target.path] = file
      }
      try Self.blankLines(importLines, in: copy)
      if let dependency = manifestDependency(of: lower, on: upper) {
        try Self.removeManifestItem(upper.name, at: dependency, in: copy)
      }
    } catch {
      throw .temporaryFolder(path: work.path, reason: systemReason(error))
    }
    // The upper target, then the lower one, which it need not depend on (an import alone
    // may make the edge); the second build is nothing when the first built both.
    var results: [Command.Result] = []
    for target in [upper, lower] {
      results.append(
        try Command(
          executable: swift,
          arguments: [
            "build", "--package-path", copy, "--scratch-path", build.path, "--target",
            target.name, "-Xswiftc", "-Xfrontend", "-Xswiftc",
            "-experimental-allow-module-with-compiler-errors",
          ],
          outputFolder: work.appendingPathComponent("build-\(target.name)")
        ).finish())
    }
    let built = results.first { $0.status != 0 } ?? results[0]
    // `debug` is linked to the triple's folder only after a build that succeeds.
    let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    let products =
      (["debug"] + triples.sorted().map { $0 + "/debug" }).map(build.appendingPathComponent)
      .first {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("description.json").path)
      } ?? build.appendingPathComponent("debug")
    let modulesFolder = products.appendingPathComponent("Modules")
    let emitted = (upper.moduleNames + lower.moduleNames).allSatisfy {
      FileManager.default.fileExists(
        atPath: modulesFolder.appendingPathComponent("\($0).swiftmodule").path)
    }
    guard emitted else {
      let output = String(decoding: built.output, as: UTF8.self) + "\n" + built.errorText
      let first =
        output.split(separator: "\n").first { $0.contains("error: ") }
        .map { String($0.trimmingCharacters(in: .whitespaces)) }
        ?? "swift build exited with status \(built.status)"
      return .failure(
        ScratchBuildFailure(
          "the package does not build without the edge: "
            + first.replacingOccurrences(of: copy + "/", with: "")))
    }
    let description = products.appendingPathComponent("description.json")
    guard let data = try? Data(contentsOf: description),
      let commands = try? JSONDecoder().decode(BuildDescription.self, from: data),
      let lowerCommand = commands.command(forModule: lowerModule, in: modulesFolder)
    else {
      return .failure(ScratchBuildFailure("SwiftPM's build description has no \(lowerModule)"))
    }
    let upperFlags = upper.moduleNames.compactMap {
      commands.command(forModule: $0, in: modulesFolder)
    }.flatMap(\.headerFlags)
    let store = work.appendingPathComponent("index")
    let swiftc = URL(fileURLWithPath: swift).deletingLastPathComponent()
      .appendingPathComponent("swiftc").path
    let typechecked = try Command(
      executable: swiftc,
      arguments: ["-typecheck", "-module-name", lowerModule + "_BridgeUses"]
        + lowerCommand.compileFlags + upperFlags
        + ["-index-store-path", store.path, "-index-ignore-system-modules"]
        + compiled.keys.sorted(),
      outputFolder: work.appendingPathComponent("apart-log")
    ).finish()
    let definitions: [String: IndexStore.Definition]
    let records: [String: [IndexStore.Occurrence]]
    do {
      let packageStore = try IndexStore(
        path: products.appendingPathComponent("index/store").path, library: library)
      // The build read the copy: its declarations are placed in the package itself.
      definitions = try packageStore.definitions(excluding: excluded).mapValues {
        $0.moved(from: copy, to: package.root)
      }
      records = try IndexStore(path: store.path, library: library).records(
        ofFiles: Set(compiled.keys))
    } catch {
      return .failure(ScratchBuildFailure("\(error)"))
    }
    // A module the files import that the compiler could not find leaves their uses of it
    // unresolved: no answer is better than a short one.
    if let missing = typechecked.errorText.split(separator: "\n").first(where: {
      $0.contains("error: no such module")
    }) {
      return .failure(
        ScratchBuildFailure(
          "compiled apart, the importing files do not see every module: "
            + missing.replacingOccurrences(of: apart.path + "/", with: "")))
    }
    guard !records.isEmpty else {
      return .failure(
        ScratchBuildFailure(
          "the compiler recorded nothing for the importing files: "
            + (typechecked.errorText.split(separator: "\n").first.map(String.init) ?? "")))
    }
    return .success(Self.uses(in: records, files: compiled, definitions: definitions))
  }

  /// The uses an existing store records in `files` (absolute path to relative).
  private static func read(
    store path: String, library: IndexStore.Library, files: [String: String],
    excluded: Set<String>
  ) -> Result<[CompiledUse], ScratchBuildFailure> {
    do {
      let store = try IndexStore(path: path, library: library)
      let records = try store.records(ofFiles: Set(files.keys))
      guard !records.isEmpty else {
        return .failure(ScratchBuildFailure("the index store \(path) holds no importing file"))
      }
      return .success(
        uses(in: records, files: files, definitions: try store.definitions(excluding: excluded)))
    } catch {
      return .failure(ScratchBuildFailure("\(error)"))
    }
  }

  /// Each reference in `records` to a symbol of `definitions`, once a place: where one name
  /// stands for several symbols (a type and its initializer), the most specific.
  private static func uses(
    in records: [String: [IndexStore.Occurrence]], files: [String: String],
    definitions: [String: IndexStore.Definition]
  ) -> [CompiledUse] {
    var uses: [CompiledUse] = []
    for (path, occurrences) in records {
      guard let file = files[path] else { continue }
      // The file's own functions and what each is in, for the enclosing type of a use.
      var parents: [String: IndexStore.Symbol] = [:]
      for occurrence in occurrences where occurrence.roles.contains(.definition) {
        if let parent = occurrence.relations.first(where: { $0.roles.contains(.childOf) }) {
          parents[occurrence.symbol.usr] = parent.symbol
        }
      }
      var byPlace: [Int: [Int: CompiledUse]] = [:]
      for occurrence in occurrences
      where occurrence.roles.contains(.reference)
        && occurrence.roles.isDisjoint(with: [.definition, .declaration])
        && !occurrence.symbol.isAccessor
      {
        guard var definition = definitions[occurrence.symbol.usr] else { continue }
        // An alias of a type of another module (an umbrella's `OrderedSet`) is a use of
        // that module, which the lower target may import instead.
        if let aliased = definition.aliased.flatMap({ definitions[$0] }),
          aliased.module != definition.module
        {
          definition = aliased
        }
        let function = occurrence.relations.first {
          !$0.roles.isDisjoint(with: [.containedBy, .calledBy, .childOf])
        }?.symbol
        var enclosingType: String?
        var enclosingFunction: (name: String, isStatic: Bool)?
        var outer = function
        while let symbol = outer {
          if symbol.isType || symbol.kind == .extension {
            enclosingType = symbol.name
            break
          }
          if enclosingFunction == nil, !symbol.isAccessor {
            enclosingFunction = (
              String(symbol.name.prefix { $0 != "(" }),
              [.staticMethod, .classMethod, .staticProperty, .classProperty].contains(symbol.kind)
            )
          }
          outer = parents[symbol.usr]
        }
        let use = CompiledUse(
          file: file, occurrence: occurrence, definition: definition,
          enclosingType: enclosingType, enclosingFunction: enclosingFunction)
        if let known = byPlace[occurrence.line]?[occurrence.column],
          known.occurrence.symbol.specificity >= occurrence.symbol.specificity
        {
          continue
        }
        byPlace[occurrence.line, default: [:]][occurrence.column] = use
      }
      for line in byPlace.values {
        uses += Self.joiningPaths(
          line.values.sorted { $0.occurrence.column < $1.occurrence.column })
      }
    }
    return uses.sorted {
      ($0.file, $0.occurrence.line, $0.occurrence.column)
        < ($1.file, $1.occurrence.line, $1.occurrence.column)
    }
  }
}

extension PackageAnalysis {
  /// The uses of one line with each path joined: `Diagram.Clock.Instant` is one use of
  /// `Instant`, placed where the path begins, as the text reader places it; in
  /// `Context.current`, the type only qualifies the member, which is the use.
  fileprivate static func joiningPaths(_ line: [CompiledUse]) -> [CompiledUse] {
    var joined: [CompiledUse] = []
    // Where the last use's name ends, which a joined path's place no longer tells.
    var end = 0
    for use in line {
      defer { end = use.occurrence.column + use.occurrence.symbol.name.utf8.count }
      guard let previous = joined.last, previous.occurrence.symbol.isType,
        end + 1 == use.occurrence.column
      else {
        joined.append(use)
        continue
      }
      joined.removeLast()
      guard use.occurrence.symbol.isType || use.occurrence.symbol.kind == .constructor else {
        joined.append(use)
        continue
      }
      let occurrence = use.occurrence
      joined.append(
        CompiledUse(
          file: use.file,
          occurrence: IndexStore.Occurrence(
            symbol: occurrence.symbol, roles: occurrence.roles,
            line: previous.occurrence.line, column: previous.occurrence.column,
            relations: occurrence.relations),
          definition: use.definition, enclosingType: use.enclosingType,
          enclosingFunction: use.enclosingFunction))
    }
    return joined
  }
}

/// Why a build in a scratch copy could not tell what was asked: the importing files' uses, the
/// errors a package has.
struct ScratchBuildFailure: Error, Hashable, Sendable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}

extension IndexStore.Symbol {
  /// Which of two symbols at one place names what the code does: an initializer over its
  /// type, a member over a type.
  fileprivate var specificity: Int {
    switch kind {
    case .constructor: 3
    case .enum, .struct, .class, .protocol, .typealias: 1
    default: 2
    }
  }
}

/// SwiftPM's `description.json`, as far as the bridge reads it: each Swift target's compiler
/// arguments.
struct BuildDescription: Decodable {
  struct Command: Decodable {
    let moduleName: String
    let importPath: String
    let otherArguments: [String]

    /// The lower target's flags for a type check: its search paths, language mode, defines,
    /// C modules and package name, without what writes outputs.
    var compileFlags: [String] {
      var flags = ["-I", importPath]
      var index = 0
      let dropped: Set<String> = [
        "-incremental", "-enable-batch-mode", "-serialize-diagnostics", "-parseable-output",
        "-emit-objc-header", "-whole-module-optimization", "-color-diagnostics",
      ]
      let droppedWithValue: Set<String> = ["-index-store-path", "-emit-objc-header-path"]
      while index < otherArguments.count {
        let argument = otherArguments[index]
        if droppedWithValue.contains(argument) {
          index += 2
          continue
        }
        if !dropped.contains(argument), !argument.hasPrefix("-j") { flags.append(argument) }
        index += 1
      }
      return flags
    }

    /// The C modules and header search paths it is given (`-Xcc -fmodule-map-file=`,
    /// `-Xcc -I`), which the importing files may need through the upper target.
    var headerFlags: [String] {
      var flags: [String] = []
      for (index, argument) in otherArguments.enumerated().dropLast()
      where argument == "-Xcc"
        && (otherArguments[index + 1].hasPrefix("-fmodule-map-file=")
          || otherArguments[index + 1].hasPrefix("-I"))
      {
        flags += [argument, otherArguments[index + 1]]
      }
      return flags
    }
  }

  let swiftCommands: [String: Command]

  /// The command that compiles `module` for the target platform, whose modules are in
  /// `modules`: a module a plugin's tool needs is compiled for the host too, into another
  /// folder, which the build of the upper target may not have filled.
  func command(forModule module: String, in modules: URL) -> Command? {
    let commands = swiftCommands.values.filter { $0.moduleName == module }
    let folder = modules.standardizedFileURL.path
    return commands.first { URL(fileURLWithPath: $0.importPath).standardizedFileURL.path == folder }
      ?? commands.min { $0.importPath < $1.importPath }
  }
}

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
    upperModules: Set<String>, seen: [String: Set<String>], root: String
  ) -> (uses: [SymbolUse], reexported: [String: [SymbolUse]]) {
    var textAt: [Violation.Location: SymbolUse] = [:]
    for use in text { textAt[use.location] = textAt[use.location] ?? use }
    var declared: [Violation.Location: Declaration] = [:]
    for declaration in declarations { declared[declaration.location] = declaration }
    var readFiles: Set<String> = []
    let ownTypes = Set(declarations.filter { $0.kind == .type }.map(\.name))
    var uses = text.filter { $0.kind == .conversion }
    var reexported: [String: [SymbolUse]] = [:]
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
      let place = Violation.Location(
        file: definition.file.hasPrefix(root + "/")
          ? String(definition.file.dropFirst(root.count + 1)) : definition.file,
        line: definition.line, column: definition.column)
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
      let typeDeclaration = declarations.first {
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
