/// An edge that a `forbidden` rule names.
struct ForbiddenRule: CheckRule {
  let id = Violation.Rule.forbidden
  let severity = Violation.Severity.error
  let summary =
    "A dependency, or with 'transitive' a chain, that a forbidden rule names."
  let help =
    "Move the code so that the dependency points down the layers, or invert it with a "
    + "protocol that the lower target declares."
  let documentation =
    "an edge a `forbidden` rule names; with `transitive`, any chain, shown in full"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    for scope in run.scopes {
      context.checkForbidden(scope.rules.forbiddenEdges(among: context.targetNames))
    }
  }
}
