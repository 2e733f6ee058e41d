import DependencyGraphModel

/// A target in no layer of a rules file that has layers, so no layer rule constrains it.
struct UnlayeredTargetRule: CheckRule {
  let id = Violation.Rule.unlayeredTarget

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    for scope in run.scopes { context.checkUnlayered(scope.rules, targets: scope.targets) }
  }
}
