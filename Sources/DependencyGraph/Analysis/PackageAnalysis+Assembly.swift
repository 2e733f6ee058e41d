import Foundation

// The steps that assemble a ``PackageAnalysis`` from a workspace: the sources' scans, who
// imports what, the manifests, the dependency packages' targets, and the products each target
// declares resolved to the packages that offer them.
extension PackageAnalysis {
  /// What the scans of the checked targets' sources found.
  struct SourceScans {
    /// Every import of each target's sources, by target name, in file and line order.
    var imports: [String: [SourceImport]] = [:]
    var skipped: [SkippedSource] = []
    /// The imports no configuration of their target's build compiles, by target name.
    var uncompiled: [String: [SourceImport]] = [:]
    /// The `#if` conditions that could not be read; the imports under them are kept.
    var unreadConditions: [UnreadCondition] = []
    /// The targets whose sources declare something, or may: an unread file may declare
    /// anything.
    var declaring: Set<String> = []
    /// Each source's scan, by absolute path, for an analysis of the same files to reuse.
    var scans: [String: ImportScanner.Scan] = [:]

    /// Scans the sources of every target of `package`, taking the files of `scanned` as
    /// already scanned.
    init(
      _ package: SwiftPackage, read: @escaping @Sendable (String) throws -> Data,
      scanned: [String: ImportScanner.Scan]
    ) {
      let files = package.targets.flatMap { target in
        target.swiftSourcePaths.map { (target: target.name, file: $0) }
      }
      let paths = files.map { package.root + "/" + $0.file }
      let missing = paths.filter { scanned[$0] == nil }
      // The fresh scans come back in the order of `missing`, which is the order of `paths`.
      var fresh = PackageAnalysis.scan(missing, read: read)[...]
      let scans = paths.map { path in
        scanned[path].map(FileScan.success) ?? fresh.removeFirst()
      }
      for target in package.targets { imports[target.name] = [] }
      let conditions = Dictionary(
        package.targets.map { ($0.name, $0.buildConditions) },
        uniquingKeysWith: { first, _ in first })
      for (((target, file), path), scan) in zip(zip(files, paths), scans) {
        if case .success(let scan) = scan { self.scans[path] = scan }
        switch scan {
        case .failure(let unscanned):
          skipped.append(SkippedSource(target: target, file: file, reason: unscanned.reason))
          declaring.insert(target)
        case .success(let scan):
          if scan.isTruncated {
            skipped.append(
              SkippedSource(
                target: target, file: file,
                reason: "string interpolations nest deeper than "
                  + "\(ImportScanner.maximumInterpolationDepth); the rest of the file was "
                  + "skipped"))
          }
          for declaration in scan.imports {
            add(declaration, in: file, of: target, built: conditions[target] ?? .unknown)
          }
          if scan.hasDeclarations || scan.isTruncated { declaring.insert(target) }
        }
      }
    }

    /// Keeps an import where some configuration compiles it, with the configurations when not
    /// all of them do.
    private mutating func add(
      _ declaration: ImportDeclaration, in file: String, of target: String,
      built conditions: BuildConditions
    ) {
      var compilation = CompilationCondition.Compilation.always
      if let condition = declaration.condition {
        do {
          compilation = try condition.compilation(in: conditions)
        } catch {
          unreadConditions.append(
            UnreadCondition(
              target: target, file: file, line: declaration.line, condition: condition,
              reason: error.reason))
        }
      }
      switch compilation {
      case .always:
        imports[target, default: []].append(SourceImport(file: file, declaration: declaration))
      case .only(let configurations):
        imports[target, default: []].append(
          SourceImport(file: file, declaration: declaration, configurations: configurations))
      case .never:
        uncompiled[target, default: []].append(SourceImport(file: file, declaration: declaration))
      }
    }
  }

  /// The products each target declares, resolved to the packages that offer them, and the
  /// declared graph they make.
  struct ProductResolution {
    var products: [String: [ResolvedProduct]] = [:]
    /// The products whose package could not be read, by target.
    var unresolved: [String: [String]] = [:]
    /// Each target's edges: its target dependencies (among the checked ones, for a checked
    /// target) and the targets of the products it declares.
    var edges: [String: [String]] = [:]

    init(_ targets: [Target], checked: Set<String>, in workspace: Workspace) {
      for target in targets {
        let declaring = workspace.package(identity: target.package)
        var found: [ResolvedProduct] = []
        for name in target.productDependencies {
          let match = declaring?.dependencies.lazy.compactMap { dependency in
            workspace.package(identity: dependency.identity).flatMap { offering in
              offering.products.first { $0.name == name }.map {
                ResolvedProduct(package: offering.identity, product: $0)
              }
            }
          }.first
          if let match {
            found.append(match)
          } else {
            unresolved[target.name, default: []].append(name)
          }
        }
        products[target.name] = found
        let known = checked.contains(target.name) ? checked : nil
        edges[target.name] =
          target.targetDependencies.filter { known?.contains($0) ?? true }
          + found.flatMap(\.product.targets)
      }
    }
  }

  /// For each imported module, the targets whose sources import it, with whether one of those
  /// imports is `@_exported`.
  static func importers(of imports: [String: [SourceImport]]) -> [String: [String: Bool]] {
    var importers: [String: [String: Bool]] = [:]
    for (target, sourceImports) in imports {
      // A target imports few modules many times: each module once into the whole map.
      var modules: [String: Bool] = [:]
      for sourceImport in sourceImports {
        let declaration = sourceImport.declaration
        modules[declaration.module, default: false] =
          modules[declaration.module, default: false] || declaration.isReexport
      }
      for (module, exported) in modules {
        importers[module, default: [:]][target] = exported
      }
    }
    return importers
  }

  /// The text of each checked package's manifest (an Xcode project's `project.pbxproj`), by
  /// identity; one that cannot be read has no entry.
  static func manifests(of workspace: Workspace, read: (String) throws -> Data)
    -> [String: String]
  {
    var manifests: [String: String] = [:]
    for member in workspace.packages {
      let file =
        member.xcodeProject.map { $0 + "/project.pbxproj" } ?? member.root + "/Package.swift"
      manifests[member.identity] = (try? read(file)).map { String(decoding: $0, as: UTF8.self) }
    }
    return manifests
  }

  /// The targets of the dependency packages that are not tests and not named like a checked
  /// target, by name; the first of a name wins.
  static func dependencyTargets(of workspace: Workspace, besides checked: Set<String>)
    -> [String: Target]
  {
    var targets: [String: Target] = [:]
    for dependency in workspace.dependencies {
      for target in dependency.targets
      where !target.kind.isTest && !checked.contains(target.name) {
        targets[target.name] = targets[target.name] ?? target
      }
    }
    return targets
  }

  /// For each target, the target dependencies that nothing read has.
  static func unreadDependencies(of targets: [Target], known: (String) -> Bool)
    -> [String: [String]]
  {
    var unread: [String: [String]] = [:]
    for target in targets {
      let missing = target.targetDependencies.filter { !known($0) }
      if !missing.isEmpty { unread[target.name] = missing }
    }
    return unread
  }
}
