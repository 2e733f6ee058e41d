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
  mutating func checkForbidden(_ forbidden: [Rules.Forbidden]) {
    for rule in forbidden {
      let path: [String]?
      if rule.transitive {
        path = combinedGraph.path(from: rule.from, to: rule.to)
      } else {
        path =
          combinedGraph.dependencies(of: rule.from).contains(rule.to) ? [rule.from, rule.to] : nil
      }
      guard let path else { continue }
      let notes = evidence(along: path)
      violations.append(
        Violation(
          rule: .forbidden, target: rule.from, subject: .target(rule.to),
          location: path.count == 2 ? notes.first?.location : nil, path: path,
          message: "\(rule.from) must not depend on \(rule.to)"
            + (rule.transitive ? ", even indirectly" : "") + ", but it does: "
            + "\(chain(path))."
            + (rule.because.map { " Because: \($0)." } ?? ""),
          notes: notes))
    }
  }
}
