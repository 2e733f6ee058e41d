import DependencyGraphAnalysis
import DependencyGraphBridge
import DependencyGraphModel
import DependencyGraphScanning

/// An undeclared import of a target that already depends on the importer, so that declaring it
/// would close a cycle. The message says so and points to the protocol bridge instead.
struct CyclicImportRule: CheckRule {
  let id = Violation.Rule.cyclicImport

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    for edge in context.importEdges {
      guard case .cyclic(let back) = edge.kind else { continue }
      let (importer, imported) = (edge.importer.name, edge.imported)
      let cycle = [importer] + back
      // `depgraph bridge` has nothing to draft for an import whose module is not used.
      let uses = (try? context.analysis.bridge(from: importer, to: imported))?.uses.count
      let remedy =
        uses == 0
        ? "\(importer) uses nothing of \(imported) that depgraph can see: remove the import."
        : "Break the edge instead: let \(importer) declare a protocol for what it uses of "
          + "\(imported), make \(imported)'s type conform, and pass it in through an "
          + "initializer where both are composed; "
          + "'\(context.bridgeCommand(from: importer, to: imported))' drafts it."
      for sourceImport in edge.imports {
        context.violations.append(
          Violation(
            rule: .cyclicImport, target: importer, subject: .target(imported),
            location: sourceImport.location, path: cycle,
            message: "\(importer) imports \(imported)\(CheckContext.under(sourceImport)), which "
              + "already reaches \(importer) (\(context.chain(back))). Declaring the dependency "
              + "would close the cycle \(context.chain(cycle)), which SwiftPM refuses: do not "
              + "add it. " + remedy,
            notes: context.evidence(along: back), condition: sourceImport.declaration.condition))
      }
    }
  }
}
