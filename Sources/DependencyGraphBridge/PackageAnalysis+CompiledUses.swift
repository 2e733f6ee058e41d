import DependencyGraphAnalysis
import DependencyGraphLoading
import DependencyGraphModel
import DependencyGraphScanning
import DependencyGraphSupport
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
  /// Where the type the declaration is a member of is declared: an initializer's type.
  var containerDefinition: IndexStore.Definition? = nil
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
  func targetsBelow(_ target: Target, without excluded: TargetName? = nil) -> Set<TargetName> {
    var below: Set<TargetName> = []
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
    library: IndexStore.Library, excluded: Set<ModuleName>
  ) throws(GraphError) -> Result<[CompiledUse], ScratchBuildFailure> {
    let copy = try scratchCopy(in: work)
    let apart = work.appendingPathComponent("apart")
    let lowerModule = lower.moduleNames.first ?? lower.c99name
    let compiled = try copyWithoutEdge(
      importing, of: lower, upper: upper, copy: copy, apart: apart, work: work)
    let products: URL
    switch try Self.build([upper, lower], copy: copy, in: work, swift: swift) {
    case .success(let folder): products = folder
    case .failure(let failure): return .failure(failure)
    }
    let modulesFolder = products.appendingPathComponent("Modules")
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
      arguments: ["-typecheck", "-module-name", lowerModule.rawValue + "_BridgeUses"]
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

  /// Writes the importing files, each importing the lower module `@testable`, below `apart`,
  /// and takes the edge out of the copy: the importing files' imports of the upper modules
  /// blanked, the manifest's dependency removed.
  ///
  /// - Returns: Each file written, by absolute path, to its path relative to the package.
  private func copyWithoutEdge(
    _ importing: [String], of lower: Target, upper: Target, copy: String, apart: URL, work: URL
  ) throws(GraphError) -> [String: String] {
    let lowerModule = lower.moduleNames.first ?? lower.c99name
    let visible = modulesExporting(upper)
    let importLines = (imports[lower.name] ?? []).filter {
      visible.contains($0.declaration.module)
    }.map(\.location)
    var compiled: [String: String] = [:]
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
        try Self.removeManifestItem(upper.name.rawValue, at: dependency, in: copy)
      }
    } catch {
      throw .toolchain(.temporaryFolder(path: work.path, reason: systemReason(error)))
    }
    return compiled
  }

  /// Builds `targets` of the copy, in order, with every module emitted despite errors: the
  /// lower target need not depend on the upper one (an import alone may make the edge), and
  /// the second build is nothing when the first built both.
  ///
  /// - Returns: The products folder, which holds `description.json`, `Modules` and the index
  ///   store; or why a target's module was not emitted.
  private static func build(
    _ targets: [Target], copy: String, in work: URL, swift: String
  ) throws(GraphError) -> Result<URL, ScratchBuildFailure> {
    let build = work.appendingPathComponent("build")
    var results: [Command.Result] = []
    for target in targets {
      results.append(
        try Command(
          executable: swift,
          arguments: [
            "build", "--package-path", copy, "--scratch-path", build.path, "--target",
            target.name.rawValue, "-Xswiftc", "-Xfrontend", "-Xswiftc",
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
    let emitted = targets.flatMap(\.moduleNames).allSatisfy {
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
    return .success(products)
  }

  /// The uses an existing store records in `files` (absolute path to relative).
  private static func read(
    store path: String, library: IndexStore.Library, files: [String: String],
    excluded: Set<ModuleName>
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
          containerDefinition: definition.containerUSR.flatMap { definitions[$0] },
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
          definition: use.definition, containerDefinition: use.containerDefinition,
          enclosingType: use.enclosingType, enclosingFunction: use.enclosingFunction))
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
