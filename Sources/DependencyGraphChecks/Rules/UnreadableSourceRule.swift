import DependencyGraphModel

/// A source file or module map that could not be read, or was scanned only in part.
struct UnreadableSourceRule: CheckRule {
  let id = Violation.Rule.unreadableSource

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .loadProblems, run)
  }
}
