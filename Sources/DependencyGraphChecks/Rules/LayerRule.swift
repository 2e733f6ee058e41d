import DependencyGraphModel

/// A dependency on a higher layer, or between independent siblings.
struct LayerRule: CheckRule {
  let id = Violation.Rule.layer

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .layers, run)
  }
}
