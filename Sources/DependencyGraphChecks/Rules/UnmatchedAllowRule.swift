import DependencyGraphModel

/// An `allow` entry of the rules file that matches no finding. Its findings are made where the
/// entries are applied: after every rule, as a filter of their findings
/// (`CheckContext.apply(_:)`), so that an entry sees every finding it could accept.
struct UnmatchedAllowRule: CheckRule {
  let id = Violation.Rule.unmatchedAllow

  func check(_ context: inout CheckContext, _ run: CheckRun) {}
}
