import DependencyGraphAnalysis
import DependencyGraphModel
import DependencyGraphScanning

/// An import of a package target outside the importer's declared dependency closure.
struct UndeclaredImportRule: CheckRule {
  let id = Violation.Rule.undeclaredImport

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    for edge in context.importEdges where edge.kind == .guarded {
      context.violations.append(guardedImport(edge))
    }
    for edge in context.importEdges where edge.kind == .undeclared {
      let (target, imported) = (edge.importer, edge.imported)
      let declaration = context.allowed(
        context.declaring(imported, in: target), from: target.name, to: imported,
        ban: context.ruleBanning(from: target.name, to: imported, run))
      let app = context.appImport(of: imported, by: target)
      for sourceImport in edge.imports {
        context.violations.append(
          Violation(
            rule: .undeclaredImport, target: target.name, subject: .target(imported),
            location: sourceImport.location,
            message: "\(target.name) imports \(imported)\(CheckContext.under(sourceImport))"
              + (app
                ?? " but does not depend on it, directly or through another dependency; it "
                + "builds only when \(imported) happens to be built first. "
                + declaration.advice),
            condition: sourceImport.declaration.condition,
            fix: app == nil ? declaration.fix : nil))
      }
    }
  }

  /// One warning for a target's imports of another under `#if canImport` of it: they compile
  /// only where the build made the other target first, and are left out, silently, elsewhere.
  private func guardedImport(_ edge: ImportEdge) -> Violation {
    let (target, imported) = (edge.importer.name, edge.imported)
    let first = edge.imports[0]
    let condition = first.declaration.condition?.description ?? ""
    return Violation(
      rule: .undeclaredImport, severity: .warning, target: target, subject: .target(imported),
      location: first.location,
      message:
        "\(target) imports \(imported) only under #if \(condition), and does not depend on it: the code under the #if is compiled where the build "
        + "happens to make \(imported) first and left out, without an error, where it does not. "
        + "Declare the dependency where \(target) needs that code.",
      notes: edge.imports.dropFirst().map {
        Violation.Note(location: $0.location, message: "\(target) imports \(imported) here")
      },
      condition: first.declaration.condition)
  }
}
