import DependencyGraphAnalysis
import DependencyGraphModel
import DependencyGraphScanning

/// An import of a target that the importer does not depend on directly, classified once for
/// the three import rules: each reads the edges of its kind and makes its own findings.
struct ImportEdge {
  /// How the imported target stands to the importer.
  enum Kind: Hashable {
    /// Outside the importer's declared dependencies, and reaching back to the importer along
    /// `back`: declaring the dependency would close a cycle (`cyclic-import`).
    case cyclic(back: [TargetName])
    /// Outside the importer's declared dependencies (`undeclared-import`).
    case undeclared
    /// Among the importer's dependencies only through another, which does not re-export it
    /// (`transitive-import`).
    case transitive
    /// Outside the importer's declared dependencies, imported only under `#if canImport` of
    /// itself: compiled where the build happens to have made it first, left out elsewhere,
    /// never a failed build (`undeclared-import`, as a warning).
    case guarded
  }

  /// The target whose sources import.
  let importer: Target
  /// The target imported.
  let imported: TargetName
  /// The import declarations of it, in order.
  let imports: [PackageAnalysis.SourceImport]
  /// Whether the imported target is of another package than the importer.
  let crossing: Bool
  let kind: Kind
}

extension CheckContext {
  /// Every import of a target that its importer does not depend on directly, by importer and
  /// then imported target, with what it is. An import that a product of an unread package may
  /// provide is left out: it is not checked, never reported.
  func classifiedImports() -> [ImportEdge] {
    var edges: [ImportEdge] = []
    for target in analysis.package.targets {
      let direct = Set(analysis.graph.dependencies(of: target.name))
      // Most imports are of direct dependencies; the closure is computed only when one is not.
      var closure: Set<TargetName>?
      let imported = (importedTargets[target.name] ?? [:]).sorted { $0.key < $1.key }
      for (imported, imports) in imported where !direct.contains(imported) {
        if closure == nil { closure = analysis.graph.closure(of: target.name) }
        let crossing = packageIdentity(of: imported) != target.package
        // A product of a package that could not be read may bring in any module of another
        // package, but no checked target: a remote package cannot depend on a local one. A
        // product holds only its own package's targets, so a target already in the closure
        // stays reached through it: only another project's target may link it directly.
        if crossing,
          reachesUnreadProducts(
            target.name, closure: closure ?? [],
            sparing: analysis.package.target(named: imported) != nil,
            countsProducts: closure?.contains(imported) != true)
        {
          continue
        }
        let kind: ImportEdge.Kind
        if closure?.contains(imported) != true,
          runtimePath(to: imported, from: target) != nil
        {
          // Built before the importer all the same: an app's extension, or the app a test
          // runs, links it, and the build makes what a dependency links first.
          kind = .transitive
        } else if closure?.contains(imported) != true {
          // Imports count too: two targets that import each other undeclared cannot both be
          // fixed by declaring.
          kind =
            combinedGraph.path(from: imported, to: target.name).map { .cyclic(back: $0) }
            ?? .undeclared
        } else if direct.contains(where: { reexports[$0]?.contains(imported) == true }) {
          // A dependency that re-exports the module gives a declared path to it.
          continue
        } else {
          kind = .transitive
        }
        // An import under `#if canImport` of itself cannot break the build that lacks it.
        let isGuarded = { (sourceImport: PackageAnalysis.SourceImport) in
          kind != .transitive
            && PlatformCondition(
              sourceImport.declaration.condition, module: sourceImport.declaration.module)
              == .guarded
        }
        let guarded = imports.filter(isGuarded)
        let plain = guarded.isEmpty ? imports : imports.filter { !isGuarded($0) }
        if !plain.isEmpty {
          edges.append(
            ImportEdge(
              importer: target, imported: imported, imports: plain, crossing: crossing,
              kind: kind))
        }
        if !guarded.isEmpty {
          edges.append(
            ImportEdge(
              importer: target, imported: imported, imports: guarded, crossing: crossing,
              kind: .guarded))
        }
      }
    }
    return edges
  }
}

extension CheckContext {
  /// The path from `target` to `imported` through a target it needs at run time (an app's
  /// extension, the app a test runs): a build dependency that orders the build but is no
  /// edge of the graph. `nil` when there is none.
  func runtimePath(to imported: TargetName, from target: Target) -> [TargetName]? {
    target.runtimeDependencies.lazy.compactMap { runtime in
      runtime == imported
        ? nil : analysis.graph.path(from: runtime, to: imported).map { [target.name] + $0 }
    }.first
  }
}
