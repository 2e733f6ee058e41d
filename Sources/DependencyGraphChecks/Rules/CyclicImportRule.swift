import DependencyGraphModel

/// An undeclared import of a target that already depends on the importer, so that declaring it
/// would close a cycle.
struct CyclicImportRule: CheckRule {
  let id = Violation.Rule.cyclicImport

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .imports, run)
  }
}
