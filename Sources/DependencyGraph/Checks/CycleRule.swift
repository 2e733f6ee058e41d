/// Targets whose declared dependencies form a cycle.
struct CycleRule: CheckRule {
  let id = Violation.Rule.cycle
  let severity = Violation.Severity.error
  let summary =
    "Declared dependencies form a cycle, which SwiftPM refuses to build."
  let help =
    "Break one edge of the cycle: move the shared code into a lower target, or let the lower "
    + "target declare a protocol for what it needs and let the higher one conform and be "
    + "injected where both are composed."
  let documentation =
    "declared dependencies form a cycle; reported once per strongly connected component as one "
    + "path `A -> B -> C -> A`, with the import behind each step"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.checkCycles(layerIndices: run.layerIndices)
  }
}
