import DependencyGraphAnalysis
import DependencyGraphModel
import DependencyGraphScanning

/// An import of a package target outside the importer's declared dependency closure.
struct UndeclaredImportRule: CheckRule {
  let id = Violation.Rule.undeclaredImport

  func check(_ context: inout CheckContext, _ run: CheckRun) {
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
}
