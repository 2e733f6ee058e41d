import DependencyGraphModel

/// An edge that a `forbidden` rule names.
struct ForbiddenRule: CheckRule {
  let id = Violation.Rule.forbidden

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    for scope in run.scopes {
      context.checkForbidden(scope.rules.forbiddenEdges(among: context.targetNames))
    }
  }
}

extension CheckContext {
  mutating func checkForbidden(_ forbidden: [Rules.ForbiddenEdge]) {
    for edge in forbidden {
      let rule = edge.rule
      let path: [TargetName]?
      if rule.transitive {
        path = combinedGraph.path(from: edge.from, to: edge.to)
      } else {
        path =
          combinedGraph.dependencies(of: edge.from).contains(edge.to) ? [edge.from, edge.to] : nil
      }
      guard let path else { continue }
      let notes = evidence(along: path)
      violations.append(
        Violation(
          rule: .forbidden, target: edge.from, subject: .target(edge.to),
          location: path.count == 2 ? notes.first?.location : nil, path: path,
          message: "\(edge.from) must not depend on \(edge.to)"
            + (rule.transitive ? ", even indirectly" : "") + ", but it does: "
            + "\(chain(path))."
            + (rule.because.map { " Because: \($0)." } ?? ""),
          notes: notes))
    }
  }
}
