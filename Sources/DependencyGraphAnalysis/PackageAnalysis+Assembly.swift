import DependencyGraphModel
import DependencyGraphScanning
import DependencyGraphSupport
import Foundation

// The steps that assemble a ``PackageAnalysis`` from a workspace: the sources' scans, who
// imports what, the manifests, the dependency packages' targets, and the products each target
// declares resolved to the packages that offer them.
extension PackageAnalysis {
  /// What the scans of the checked targets' sources found.
  struct SourceScans {
    /// Every import of each target's sources, by target name, in file and line order.
    var imports: [TargetName: [SourceImport]] = [:]
    var skipped: [SkippedSource] = []
    /// The imports no configuration of their target's build compiles, by target name.
    var uncompiled: [TargetName: [SourceImport]] = [:]
    /// The `#if` conditions that could not be read; the imports under them are kept.
    var unreadConditions: [UnreadCondition] = []
    /// The targets whose sources declare something, or may: an unread file may declare
    /// anything.
    var declaring: Set<TargetName> = []
    /// Each source's scan, by absolute path, for an analysis of the same files to reuse; with
    /// the scans it was given, which may hold files no target lists.
    var scans: [String: ImportScanner.Scan]

    /// Scans the sources of every target of `package`, taking the files of `scanned` as
    /// already scanned. `importable` gives the modules a target's build can import, and
    /// `builtFor` the platforms of modules built only for some, which decide its `canImport`
    /// tests; they are asked only of targets that have one.
    init(
      _ package: SwiftPackage, read: @escaping @Sendable (String) throws -> Data,
      scanned: [String: ImportScanner.Scan], builtFor: [ModuleName: Set<String>] = [:],
      importable: (TargetName) -> Set<ModuleName> = { _ in [] }
    ) {
      let files = package.targets.map { target in
        target.swiftSourcePaths.map { (file: $0, path: package.root + "/" + $0) }
      }
      // Each file's scan is looked up once; the ones missing are scanned together, in order.
      let found = files.map { $0.map { scanned[$0.path] } }
      let missing = zip(files, found).flatMap { files, found in
        zip(files, found).compactMap { $1 == nil ? $0.path : nil }
      }
      var fresh = PackageAnalysis.scan(missing, read: read)[...]
      var allScans = scanned
      let targetScans = zip(files, found).map { files, found in
        zip(files, found).map { file, known -> FileScan in
          if let known { return .success(known) }
          let scan = fresh.removeFirst()
          if case .success(let made) = scan { allScans[file.path] = made }
          return scan
        }
      }
      scans = allScans
      // Targets that share a name share an entry, read with the first one's conditions.
      var conditions: [TargetName: BuildConditions] = [:]
      let built = zip(package.targets, targetScans).map { target, scans in
        if let known = conditions[target.name] { return known }
        let testsImports = scans.contains { scan in
          guard case .success(let scan) = scan else { return false }
          return scan.imports.contains {
            $0.condition?.description.contains("canImport(") == true
          }
        }
        let built =
          testsImports
          ? target.buildConditions.importing(importable(target.name), builtFor: builtFor)
          : target.buildConditions
        conditions[target.name] = built
        return built
      }
      // Each target's imports are gathered apart, on every core, then stored in order.
      let targets = package.targets
      let assembled = concurrentMap(Array(targets.indices)) { index in
        TargetImports(
          targets[index].name, files: files[index].map(\.file), scans: targetScans[index],
          built: built[index])
      }
      for target in assembled {
        if target.declares { declaring.insert(target.name) }
        // Moved into the map, not copied element by element, unless a target of the same
        // name came first.
        if imports[target.name] == nil {
          imports[target.name] = target.compiled
        } else {
          imports[target.name]! += target.compiled
        }
        if !target.uncompiled.isEmpty {
          uncompiled[target.name, default: []] += target.uncompiled
        }
        unreadConditions += target.unread
        skipped += target.skipped
      }
    }

    /// What the scans of one target's sources found: its imports, sorted by whether its
    /// build compiles them, and its files that were skipped.
    private struct TargetImports: Sendable {
      let name: TargetName
      var compiled: [SourceImport] = []
      var uncompiled: [SourceImport] = []
      var unread: [UnreadCondition] = []
      var skipped: [SkippedSource] = []
      /// Whether its sources declare something, or may: an unread file may declare anything.
      var declares = false

      init(_ name: TargetName, files: [String], scans: [FileScan], built: BuildConditions) {
        self.name = name
        for (file, scan) in zip(files, scans) {
          switch scan {
          case .failure(let unscanned):
            skipped.append(SkippedSource(target: name, file: file, reason: unscanned.reason))
            declares = true
          case .success(let scan):
            if scan.isTruncated {
              skipped.append(
                SkippedSource(
                  target: name, file: file,
                  reason: "string interpolations nest deeper than "
                    + "\(ImportScanner.maximumInterpolationDepth); the rest of the file was "
                    + "skipped"))
            }
            for declaration in scan.imports { add(declaration, in: file, built: built) }
            declares = declares || scan.hasDeclarations || scan.isTruncated
          }
        }
      }

      /// Keeps an import where some configuration compiles it, with the configurations when
      /// not all of them do.
      private mutating func add(
        _ declaration: ImportDeclaration, in file: String, built conditions: BuildConditions
      ) {
        var compilation = CompilationCondition.Compilation.always
        if let condition = declaration.condition {
          do {
            compilation = try condition.compilation(in: conditions)
          } catch {
            unread.append(
              UnreadCondition(
                target: name, file: file, line: declaration.line, condition: condition,
                reason: error.reason))
          }
        }
        switch compilation {
        case .always:
          compiled.append(SourceImport(file: file, declaration: declaration))
        case .only(let configurations):
          compiled.append(
            SourceImport(file: file, declaration: declaration, configurations: configurations))
        case .never:
          uncompiled.append(SourceImport(file: file, declaration: declaration))
        }
      }
    }
  }

  /// The products each target declares, resolved to the packages that offer them, and the
  /// declared graph they make.
  struct ProductResolution {
    var products: [TargetName: [ResolvedProduct]] = [:]
    /// The products whose package could not be read, by target.
    var unresolved: [TargetName: [ProductName]] = [:]
    /// Each target's edges: its target dependencies (among the checked ones, for a checked
    /// target) and the targets of the products it declares.
    var edges: [TargetName: [TargetName]] = [:]
    /// The edges that hold on every platform: those of dependencies declared without a
    /// `condition:`.
    var unconditionalEdges: [TargetName: [TargetName]] = [:]

    init(_ targets: [Target], checked: Set<TargetName>, in workspace: Workspace) {
      // Xcode resolves a product that a project names without its package
      // (`XCSwiftPackageProductDependency` with a `productName` only) against every package of
      // the workspace: its own local packages first, then those of other projects.
      let everyPackage = (workspace.packages + workspace.dependencies).filter {
        $0.xcodeProject == nil
      }
      // The targets whose product a project links from the build folder (`GRDB.framework`),
      // by module name: a framework's module is named after its product.
      var makers: [ModuleName: [TargetName]] = [:]
      for target in targets where checked.contains(target.name) {
        for module in target.moduleNames { makers[module, default: []].append(target.name) }
      }
      for target in targets {
        let declaring = workspace.package(identity: target.package)
        let ownPackages = declaring?.dependencies.compactMap {
          workspace.package(identity: $0.identity)
        }
        let candidates =
          declaring?.xcodeProject == nil ? [ownPackages ?? []] : [ownPackages ?? [], everyPackage]
        var found: [ResolvedProduct] = []
        for name in target.productDependencies {
          let match = candidates.lazy.compactMap { packages in
            packages.lazy.compactMap { offering in
              offering.products.first { $0.name == name }.map {
                ResolvedProduct(package: offering.identity, product: $0)
              }
            }.first
          }.first
          if let match {
            found.append(match)
          } else {
            unresolved[target.name, default: []].append(name)
          }
        }
        products[target.name] = found
        let known = checked.contains(target.name) ? checked : nil
        let targetDependencies = target.targetDependencies.filter { known?.contains($0) ?? true }
        let linked = target.linkedProducts.compactMap { makers[$0]?.first { $0 != target.name } }
        edges[target.name] = targetDependencies + found.flatMap(\.product.targets) + linked
        let conditions = target.dependencyConditions
        unconditionalEdges[target.name] =
          targetDependencies.filter { conditions[$0.rawValue] == nil }
          + found.filter { conditions[$0.product.name.rawValue] == nil }.flatMap(\.product.targets)
          + linked
      }
    }
  }

  /// For each imported module, the targets whose sources import it, with whether one of those
  /// imports is `@_exported` (of the module or of a declaration of it: either makes what it
  /// names visible to the target's importers).
  static func importers(of imports: [TargetName: [SourceImport]])
    -> [ModuleName: [TargetName: Bool]]
  {
    var importers: [ModuleName: [TargetName: Bool]] = [:]
    for (target, sourceImports) in imports {
      // A target imports few modules many times: each module once into the whole map.
      var modules: [ModuleName: Bool] = [:]
      for sourceImport in sourceImports {
        let declaration = sourceImport.declaration
        modules[declaration.module, default: false] =
          modules[declaration.module, default: false] || declaration.isExported
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
    -> [PackageIdentity: String]
  {
    var manifests: [PackageIdentity: String] = [:]
    for member in workspace.packages {
      let file =
        member.xcodeProject.map { $0 + "/project.pbxproj" } ?? member.root + "/"
        + member.manifestName
      manifests[member.identity] = (try? read(file)).map { String(decoding: $0, as: UTF8.self) }
    }
    return manifests
  }

  /// The targets of the dependency packages that are not tests and not named like a checked
  /// target, by name; the first of a name wins.
  static func dependencyTargets(of workspace: Workspace, besides checked: Set<TargetName>)
    -> [TargetName: Target]
  {
    var targets: [TargetName: Target] = [:]
    for dependency in workspace.dependencies {
      for target in dependency.targets
      where !target.kind.isTest && !checked.contains(target.name) {
        targets[target.name] = targets[target.name] ?? target
      }
    }
    return targets
  }

  /// For each target, the target dependencies that nothing read has.
  static func unreadDependencies(of targets: [Target], known: (TargetName) -> Bool)
    -> [TargetName: [TargetName]]
  {
    var unread: [TargetName: [TargetName]] = [:]
    for target in targets {
      let missing = target.targetDependencies.filter { !known($0) }
      if !missing.isEmpty { unread[target.name] = missing }
    }
    return unread
  }
}
