import DependencyGraphModel

/// An import of a package target outside the importer's declared dependency closure.
struct UndeclaredImportRule: CheckRule {
  let id = Violation.Rule.undeclaredImport

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .imports, run)
  }
}
