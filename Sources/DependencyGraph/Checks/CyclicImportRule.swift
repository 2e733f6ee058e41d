/// An undeclared import of a target that already depends on the importer, so that declaring it
/// would close a cycle.
struct CyclicImportRule: CheckRule {
  let id = Violation.Rule.cyclicImport
  let severity = Violation.Severity.error
  let summary =
    "An undeclared import of a target that already reaches the importer: declaring it would "
    + "close a cycle, so the edge must be broken, for example with a protocol bridge."
  let help =
    "Break one edge of the cycle: move the shared code into a lower target, or let the lower "
    + "target declare a protocol for what it needs and let the higher one conform and be "
    + "injected where both are composed."
  let documentation =
    "an undeclared import of a target that already reaches the importer (by declared "
    + "dependencies or imports): declaring it would close a cycle, so the message shows the chain "
    + "back and advises the protocol bridge (`depgraph bridge`), never the dependency; an import "
    + "whose module the importer does not use is to be removed, which the message says instead"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .imports, run)
  }
}
