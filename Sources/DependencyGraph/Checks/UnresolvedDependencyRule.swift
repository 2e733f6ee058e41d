/// A dependency package whose manifest could not be found or read.
struct UnresolvedDependencyRule: CheckRule {
  let id = Violation.Rule.unresolvedDependency
  let severity = Violation.Severity.warning
  let summary =
    "A dependency package whose manifest could not be found or read, so imports only it "
    + "could provide are not checked."
  let help =
    "Run 'swift package resolve', or give depgraph the build folder that holds the checkouts "
    + "with --scratch-path; fix the file the finding names."
  let documentation =
    "a dependency package whose manifest is not on this machine (never resolved) or cannot be "
    + "read, or a bad `Package.resolved`; named once, with every target whose imports of other "
    + "packages it leaves unchecked (those that declare its products and those that reach them), "
    + "the modules no package read offers, and the command that resolves it. Its imports are never "
    + "reported otherwise"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.reportDependencyProblems()
    context.reportUnreadTargets()
  }
}
