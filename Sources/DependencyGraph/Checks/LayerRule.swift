/// A dependency on a higher layer, or between independent siblings.
struct LayerRule: CheckRule {
  let id = Violation.Rule.layer
  let severity = Violation.Severity.error
  let summary =
    "A dependency on a higher layer, or between independent siblings of one layer."
  let help =
    "Move the code so that the dependency points down the layers, or invert it with a "
    + "protocol that the lower target declares."
  let documentation =
    "a dependency on a higher layer, or between independent siblings"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .layers, run)
  }
}
