/// An import of a target reached only through another dependency (with `--strict`).
struct TransitiveImportRule: CheckRule {
  let id = Violation.Rule.transitiveImport
  let severity = Violation.Severity.error
  let condition: String? = "with `--strict` only"
  let summary =
    "A target imports a target it reaches only through another dependency (--strict)."
  let help =
    "Declare the imported target, or the product that offers it, as a dependency in "
    + "Package.swift (swift package add-target-dependency), or remove the import."
  let documentation =
    "the imported target is reachable only through another dependency, and no direct dependency "
    + "re-exports it; the chain is shown, with each package it enters"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .imports, run)
  }
}
