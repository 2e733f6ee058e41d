import DependencyGraphModel

/// An import of a target reached only through another dependency (with `--strict`).
struct TransitiveImportRule: CheckRule {
  let id = Violation.Rule.transitiveImport

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .imports, run)
  }
}
