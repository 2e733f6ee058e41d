import DependencyGraphAnalysis
import DependencyGraphModel
import DependencyGraphScanning

/// An import of a target reached only through another dependency (with `--strict`); a warning
/// where the import is under `#if canImport` of its own module.
struct TransitiveImportRule: CheckRule {
  let id = Violation.Rule.transitiveImport

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    guard run.strict else { return }
    for edge in context.importEdges where edge.kind == .transitive {
      let (target, imported) = (edge.importer, edge.imported)
      let path =
        context.analysis.graph.path(from: target.name, to: imported)
        ?? context.runtimePath(to: imported, from: target) ?? [target.name, imported]
      let ban = context.ruleBanning(from: target.name, to: imported, run)
      let declaration = context.allowed(
        context.declaring(imported, in: target), from: target.name, to: imported, ban: ban)
      // Re-exporting is a package target's way; an app (a test's host) exports nothing, and a
      // project's target links what it imports.
      let via = context.analysis.package.target(named: path[1])
      let canReexport =
        !edge.crossing && ban == nil && context.xcodeProject(of: target.name) == nil
        && via?.kind.isApp != true
      let advice =
        canReexport
        ? "Declare \"\(imported)\" as a direct dependency of \(target.name), or re-export it "
          + "from \(path[1]) with @_exported import."
        : declaration.advice
      for sourceImport in edge.imports {
        // Under `#if canImport` of itself, the import cannot fail a build: a warning.
        let guarded =
          PlatformCondition(
            sourceImport.declaration.condition, module: sourceImport.declaration.module)
          == .guarded
        context.violations.append(
          Violation(
            rule: .transitiveImport, severity: guarded ? .warning : .error, target: target.name,
            subject: .target(imported),
            location: sourceImport.location, path: path,
            message: "\(target.name) imports \(imported)\(CheckContext.under(sourceImport)), "
              + "which it reaches only through \(context.chain(path)). \(advice)",
            condition: sourceImport.declaration.condition,
            fix: declaration.fix))
      }
    }
  }
}
