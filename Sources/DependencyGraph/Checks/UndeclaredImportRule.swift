/// An import of a package target outside the importer's declared dependency closure.
struct UndeclaredImportRule: CheckRule {
  let id = Violation.Rule.undeclaredImport
  let severity = Violation.Severity.error
  let summary =
    "A target imports a module outside its declared dependency closure, of its own package "
    + "or of another package's product; it builds only when the module happens to be built "
    + "first."
  let help =
    "Declare the imported target, or the product that offers it, as a dependency in "
    + "Package.swift (swift package add-target-dependency), or remove the import."
  let documentation =
    "a target imports a target of the package, or a module of another package's product, that is "
    + "not in its declared dependency closure: the build is only lucky; across packages the fix "
    + "names the product as the manifest spells it. Where a layer or a `forbidden` rule of the "
    + "same run bans the edge, the message says so and advises moving the code or the protocol "
    + "bridge, with no fix, so `--fix` never writes a banned edge"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .imports, run)
  }
}
