public import DependencyGraphAnalysis
import DependencyGraphLoading
public import DependencyGraphModel
import DependencyGraphScanning
import Foundation

extension PackageAnalysis {
  /// Drafts the protocol bridge that breaks the edge `lower -> upper`: which code of `lower`
  /// uses `upper`, and the protocol, conformance and injection that replace the edge.
  ///
  /// - Parameters:
  ///   - lower: The target that should stop depending on `upper`.
  ///   - upper: The target it depends on or imports.
  ///   - protocolName: The drafted protocol's name, when one type is bridged.
  ///   - source: Where the uses come from: the source text, or the compiler. When the
  ///     compiler cannot tell (nothing builds, no libIndexStore), the text is read and the
  ///     draft's ``BridgeDraft/useOrigin`` says why.
  /// - Returns: The uses and the draft.
  /// - Throws: ``BridgeError/unknownTarget(name:end:known:)`` for a name the package does not
  ///   have; ``BridgeError/sameTarget(_:)`` or ``BridgeError/noEdge(lower:upper:)`` when the two
  ///   are one target or have no edge;
  ///   ``FileError/unreadable(path:reason:)`` for a source that cannot be read or is over
  ///   ``maximumSourceSize``.
  public func bridge(
    from lower: TargetName, to upper: TargetName, protocolName: String? = nil,
    reading source: UseSource = .text
  ) throws(GraphError) -> BridgeDraft {
    let (lowerTarget, upperTarget) = try edge(from: lower, to: upper)
    let upperFiles = try files(of: upperTarget)
    // Only a file that imports the upper module, or a module that re-exports it, can use it.
    let visible = modulesExporting(upperTarget)
    let importing = Set(
      (imports[lower] ?? []).filter { visible.contains($0.declaration.module) }.map(\.file))
    let allLowerFiles = try files(of: lowerTarget)
    let lowerFiles = allLowerFiles.filter { importing.contains($0.path) }
    let declarations = SymbolReader.declarations(in: upperFiles).filter(\.isVisible)
    // The upper types that conform to the lower target's own protocols: a value of one passed
    // as an argument is a conversion, which the drafted protocol carries by refining them.
    let inherited = Dictionary(
      declarations.filter { $0.kind == .type }.map { ($0.name, $0.inheritedTypes) },
      uniquingKeysWith: { first, _ in first })
    let lowerProtocols = Set(
      SymbolReader.typeDeclarations(named: Set(inherited.values.joined()), in: allLowerFiles)
        .filter(\.isProtocol).map(\.name))
    let conformances = inherited.compactMapValues { parents -> [String]? in
      let own = parents.filter(lowerProtocols.contains)
      return own.isEmpty ? nil : own
    }
    let found = try uses(
      in: lowerFiles, of: lowerTarget, upper: upperTarget, visible: visible,
      declarations: declarations, conformances: conformances, reading: source)
    let uses = found.uses
    // A public conformance needs `public import` where imports carry access levels, as they
    // must once one does (or under InternalImportsByDefault).
    let publicImport = (imports[upper] ?? []).contains { $0.declaration.accessLevel != nil }
    var draft = BridgeDraft(
      from: lower, to: upper, uses: uses, declarations: declarations,
      usesConcurrency: Self.usesConcurrency(lowerFiles), protocolName: protocolName,
      lowerModule: lowerTarget.moduleNames.first ?? lowerTarget.c99name, publicImport: publicImport,
      conformances: conformances,
      enclosingProtocols: Set(
        SymbolReader.typeDeclarations(
          named: Set(uses.compactMap(\.enclosingType)), in: allLowerFiles
        ).filter(\.isProtocol).map(\.name)))
    draft.folders = BridgeDraft.Folders(lower: lowerTarget.path, upper: upperTarget.path)
    draft.useOrigin = found.origin
    draft.reexported = found.reexported
    draft.cyclicModules = Set(
      found.reexported.keys.filter { module in
        package.targets.contains {
          $0.moduleNames.contains(module)
            && targetsBelow($0).contains(lowerTarget.name)
        }
      })
    draft.protocols = protocolsImporting(
      draft.protocols, lower: lower, upper: upper, visible: visible, declarations: declarations)
    draft.edits = try edits(
      of: draft, lower: lowerTarget, lowerFiles: allLowerFiles, upper: upperTarget,
      upperFiles: upperFiles)
    draft.verdict = draft.judged(
      upper: BridgeDraft.UpperTarget(
        testKit: BridgeDraft.testKit(
          named: upper.rawValue,
          importing: Set((imports[upper] ?? []).map(\.declaration.module))),
        valueTypes: Set(declarations.filter(\.isValueType).map(\.name))))
    return draft
  }

  /// The two targets of the edge `lower -> upper`, checked: both exist, they differ, and the
  /// lower one depends on or imports the upper one.
  private func edge(from lower: TargetName, to upper: TargetName) throws(GraphError) -> (
    Target, Target
  ) {
    // The names are listed only for the error: sorting thousands of them costs more than
    // the rest of a bridge of two small targets.
    guard let lowerTarget = package.target(named: lower) else {
      throw .bridge(
        .unknownTarget(name: lower, end: .lower, known: package.targets.map(\.name).sorted()))
    }
    guard let upperTarget = package.target(named: upper) else {
      throw .bridge(
        .unknownTarget(name: upper, end: .upper, known: package.targets.map(\.name).sorted()))
    }
    guard lower != upper else {
      throw .bridge(.sameTarget(lower))
    }
    let imported = (imports[lower] ?? []).contains {
      upperTarget.moduleNames.contains($0.declaration.module)
    }
    guard lowerTarget.targetDependencies.contains(upper) || imported else {
      throw .bridge(.noEdge(lower: lower, upper: upper))
    }
    return (lowerTarget, upperTarget)
  }

  /// The uses a bridge is drafted from, and where they came from.
  private struct FoundUses {
    var uses: [SymbolUse]
    var origin: UseOrigin
    /// The uses of declarations the upper target re-exports, by module.
    var reexported: [ModuleName: [SymbolUse]] = [:]
  }

  /// What the lower target's importing files use of the upper target, read from the text and,
  /// unless `source` asks for text, from the compiler; with where they came from and what is
  /// used through the upper target's re-exports.
  private func uses(
    in lowerFiles: [SymbolReader.File], of lowerTarget: Target, upper upperTarget: Target,
    visible: Set<ModuleName>, declarations: [Declaration], conformances: [String: [String]],
    reading source: UseSource
  ) throws(GraphError) -> FoundUses {
    var uses = SymbolReader.uses(in: lowerFiles, of: declarations, conformances: conformances)
    if uses.contains(where: { $0.inheritedLookup != nil }) {
      uses = try resolvingInherited(uses, upper: upperTarget, declarations: declarations)
    }
    guard source != .text, !lowerFiles.isEmpty else {
      return FoundUses(uses: uses, origin: .text(reason: nil))
    }
    switch try compiledUses(
      of: upperTarget, in: lowerFiles.map(\.path), of: lowerTarget, reading: source)
    {
    case .success(let compiled):
      let (merged, reexported) = Self.merged(
        compiled, text: uses, declarations: declarations,
        upperModules: Set(upperTarget.moduleNames),
        seen: modulesSeen(by: lowerFiles.map(\.path), of: lowerTarget, without: visible),
        root: package.root)
      let store: String? = if case .indexStore(let path, _) = source { path } else { nil }
      return FoundUses(uses: merged, origin: .compiler(store: store), reexported: reexported)
    case .failure(let failure):
      return FoundUses(uses: uses, origin: .text(reason: failure.reason))
    }
  }

  /// Whether the files use Swift concurrency, so that the drafted protocol is `Sendable`.
  private static func usesConcurrency(_ files: [SymbolReader.File]) -> Bool {
    let concurrency = Set(["async", "await", "Task", "Sendable", "actor"].map(SymbolReader.name))
    return files.contains { file in
      file.tokens.contains { token in
        // Each word starts with `a`, `T` or `S`: other identifiers are not hashed.
        token.kind == .identifier
          && [UInt8(ascii: "a"), UInt8(ascii: "T"), UInt8(ascii: "S")].contains(
            file.bytes[token.start])
          && concurrency.contains(file.bytes[token.start..<token.end])
      }
    }
  }

  /// The protocols, each importing what its type's file imports and the lower target sees too,
  /// so that a requirement's types (`Trivia` of SwiftSyntax) resolve where it is declared.
  private func protocolsImporting(
    _ protocols: [BridgeDraft.ProtocolDraft], lower: TargetName, upper: TargetName,
    visible: Set<ModuleName>, declarations: [Declaration]
  ) -> [BridgeDraft.ProtocolDraft] {
    let lowerImports = imports[lower] ?? []
    let lowerPublic = lowerImports.contains { $0.declaration.accessLevel != nil }
    let visibleModules = Set(lowerImports.map(\.declaration.module)).subtracting(visible)
    return protocols.map { bridged in
      let files = Set(
        declarations.filter { $0.kind == .type && $0.name == bridged.type }.map(\.location.file))
      let modules = Set(
        (imports[upper] ?? []).filter { files.contains($0.file) }.map(\.declaration.module)
      ).intersection(visibleModules)
      var bridged = bridged
      bridged.protocolImports = modules.sorted().map {
        (lowerPublic ? "public import " : "import ") + $0.rawValue
      }
      return bridged
    }
  }

  /// The imports and manifest entry to delete, the callers that must pass the service, and
  /// what of the draft already exists.
  private func edits(
    of draft: BridgeDraft, lower: Target, lowerFiles: [SymbolReader.File], upper: Target,
    upperFiles: [SymbolReader.File]
  )
    throws(GraphError) -> BridgeDraft.Edits
  {
    var edits = BridgeDraft.Edits()
    let upperModules = Set(upper.moduleNames)
    edits.imports = (imports[lower.name] ?? []).filter {
      upperModules.contains($0.declaration.module)
    }.map { BridgeDraft.Edits.ImportLine(module: $0.declaration.module, location: $0.location) }
    edits.manifestDependency = manifestDependency(of: lower, on: upper)
    // Only the types the edits ask about, found by a scan for their names: a full read of the
    // lower target's declarations would cost as much as the rest of the bridge.
    let lowerDeclarations = SymbolReader.typeDeclarations(
      named: Set(draft.protocols.map(\.name) + draft.injection.compactMap(\.enclosingType)),
      in: lowerFiles)
    edits.existingProtocols = Set(
      draft.protocols.map(\.name).filter { name in
        lowerDeclarations.contains { $0.kind == .type && $0.name == name }
      })
    edits.existingConformances = Set(
      draft.protocols.filter { drafted in
        upperFiles.contains {
          SymbolReader.declaresConformance(drafted.type, to: drafted.name, in: $0)
        }
      }.map(\.conformanceName))
    // Every place that creates a lower type whose initializer now takes the service.
    let injected = Set(draft.injection.compactMap(\.enclosingType))
    let types = lowerDeclarations.filter { $0.kind == .type && injected.contains($0.name) }
    guard !types.isEmpty else { return edits }
    let lowerModules = Set(lower.moduleNames)
    // Only the lower target, and files that import it, can create its types.
    let candidates = Set(lowerModules.flatMap { (importers[$0] ?? [:]).keys } + [lower.name])
    for name in candidates.sorted() where name != upper.name {
      guard let target = package.target(named: name) else { continue }
      let importing = Set(
        (imports[target.name] ?? []).filter { lowerModules.contains($0.declaration.module) }
          .map(\.file))
      let files =
        target.name == lower.name
        ? lowerFiles : try self.files(of: target).filter { importing.contains($0.path) }
      let seesUpper =
        target.targetDependencies.contains(upper.name)
        || (imports[target.name] ?? []).contains { upperModules.contains($0.declaration.module) }
      for use in SymbolReader.uses(in: files, of: types) where use.kind == .construction {
        edits.callers.append(
          BridgeDraft.Edits.Caller(
            type: use.symbol, target: target.name, location: use.location, seesUpper: seesUpper))
      }
    }
    return edits
  }

  /// Where the manifest declares `lower`'s dependency on `upper`, if it does.
  func manifestDependency(of lower: Target, on upper: Target) -> Violation.Location? {
    let identity = lower.package
    guard lower.targetDependencies.contains(upper.name),
      let manifest = manifests[identity] ?? (manifests.count == 1 ? manifests.values.first : nil)
    else { return nil }
    let declaring = workspace.packages.first { $0.identity == identity }
    let prefix = declaring.map { workspace.relativePath(of: $0.root) } ?? ""
    let name = declaring?.manifestName ?? SwiftPackage.manifestFile
    let locator = ManifestLocator(
      manifest: manifest, targets: package.targets.map(\.name),
      file: prefix.isEmpty ? name : prefix + "/" + name)
    return locator.dependency(upper.name.rawValue, of: lower.name)
  }

  /// `uses` with each member that its receiver's type does not declare looked up in what the
  /// type inherits: the upper target's own classes, then the classes and protocols of the
  /// targets it depends on, read only in the files that name them. A member found is a member
  /// of the receiver's type; one not found stays unresolved, with no candidate.
  private func resolvingInherited(
    _ uses: [SymbolUse], upper: Target, declarations: [Declaration]
  ) throws(GraphError) -> [SymbolUse] {
    var known = declarations
    // The targets below the upper one, read lazily: most bridges need none of them.
    var below: [TargetName] = []
    var pending = upper.targetDependencies
    while let name = pending.popLast() {
      guard !below.contains(name), let target = package.target(named: name) else { continue }
      below.append(name)
      pending += target.targetDependencies
    }
    var searched: Set<String> = []
    /// Reads the declarations of `type` (and the types it inherits) from the targets below.
    func lookUp(_ type: String) throws(GraphError) {
      guard searched.insert(type).inserted else { return }
      let needle = Data(type.utf8)
      for name in below {
        guard let target = package.target(named: name) else { continue }
        for path in target.swiftSourcePaths {
          guard let data = try? read(package.root + "/" + path),
            data.count <= Self.maximumSourceSize,
            data.range(of: needle) != nil
          else { continue }
          let file = SymbolReader.File(path: path, bytes: [UInt8](data))
          known += SymbolReader.declarations(in: file).filter {
            $0.isVisible && ($0.container == type || ($0.kind == .type && $0.name == type))
          }
        }
      }
    }
    func members(of type: String, named member: String, isStatic: Bool, depth: Int = 0)
      throws(GraphError) -> [Declaration]
    {
      guard depth < 16 else { return [] }
      let own = known.filter {
        $0.container == type && $0.name == member
          && ($0.kind == .staticMethod || $0.kind == .staticProperty) == isStatic
      }
      guard own.isEmpty else { return own }
      let header = known.first { $0.kind == .type && $0.name == type && !$0.signature.isEmpty }
      for parent in header?.inheritedTypes ?? [] {
        if !known.contains(where: { $0.kind == .type && $0.name == parent }) {
          try lookUp(parent)
        }
        let found = try members(of: parent, named: member, isStatic: isStatic, depth: depth + 1)
        if !found.isEmpty { return found }
      }
      return []
    }
    var result: [SymbolUse] = []
    for use in uses {
      guard let lookup = use.inheritedLookup else {
        result.append(use)
        continue
      }
      let found = try members(of: lookup.type, named: lookup.member, isStatic: lookup.isStatic)
      guard !found.isEmpty else {
        result.append(use)
        continue
      }
      var resolved = SymbolUse(
        symbol: use.symbol, kind: lookup.kind, location: use.location,
        enclosingType: use.enclosingType, candidates: found.map { $0.inherited(by: lookup.type) })
      resolved.isWrite = use.isWrite
      result.append(resolved)
    }
    return result
  }

  /// For each of `files` (of `lower`), the modules it sees without importing any of
  /// `excluded`: the lower target's own, those its other imports name, and what those
  /// re-export with `@_exported import`, through each other.
  private func modulesSeen(
    by files: [String], of lower: Target, without excluded: Set<ModuleName>
  ) -> [String: Set<ModuleName>] {
    var reexports: [TargetName: [ModuleName]] = [:]
    for (module, importing) in importers {
      for (importer, exported) in importing where exported {
        reexports[importer, default: []].append(module)
      }
    }
    var seen: [String: Set<ModuleName>] = [:]
    for file in files {
      var modules = Set(lower.moduleNames)
      var pending = (imports[lower.name] ?? []).filter {
        $0.file == file && !excluded.contains($0.declaration.module)
      }.map(\.declaration.module)
      while let module = pending.popLast() {
        guard modules.insert(module).inserted else { continue }
        for target in package.targets where target.moduleNames.contains(module) {
          pending += reexports[target.name] ?? []
        }
      }
      seen[file] = modules
    }
    return seen
  }

  /// The modules whose import makes `target`'s declarations visible: its own, and those of
  /// the targets that re-export it with `@_exported import`, directly or through each other.
  func modulesExporting(_ target: Target) -> Set<ModuleName> {
    var modules = Set(target.moduleNames)
    var pending = Array(modules)
    while let module = pending.popLast() {
      for (importer, exported) in importers[module] ?? [:] where exported {
        for reexporting in package.target(named: importer)?.moduleNames ?? []
        where modules.insert(reexporting).inserted {
          pending.append(reexporting)
        }
      }
    }
    return modules
  }

  private func files(of target: Target) throws(GraphError) -> [SymbolReader.File] {
    var files: [SymbolReader.File] = []
    for path in target.swiftSourcePaths {
      let data: Data
      do {
        data = try read(package.root + "/" + path)
      } catch {
        throw .file(.unreadable(path: path, reason: "it cannot be read"))
      }
      guard data.count <= Self.maximumSourceSize else {
        throw .file(
          .unreadable(
            path: path,
            reason: "it is \(data.count) bytes, over the limit of \(Self.maximumSourceSize)"))
      }
      files.append(SymbolReader.File(path: path, bytes: [UInt8](data)))
    }
    return files
  }
}
