/// A target in no layer of a rules file that has layers, so no layer rule constrains it.
struct UnlayeredTargetRule: CheckRule {
  let id = Violation.Rule.unlayeredTarget
  let severity = Violation.Severity.warning
  let summary =
    "A target in no layer of a rules file that has layers, so no layer rule constrains it."
  let help =
    "Add the target, or a pattern that matches it, to the layer it belongs to."
  let documentation =
    "the rules file has layers, and this target is in none of them, so no layer rule constrains "
    + "it; the message names the layers its dependencies and dependents allow, and `--fix` adds it "
    + "to the one when only one does"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .layers, run)
  }
}
