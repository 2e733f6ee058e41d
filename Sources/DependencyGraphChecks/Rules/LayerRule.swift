import DependencyGraphModel

/// A dependency on a higher layer, or between independent siblings.
struct LayerRule: CheckRule {
  let id = Violation.Rule.layer

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    for scope in run.scopes { context.checkLayerEdges(scope.rules, targets: scope.targets) }
  }
}
