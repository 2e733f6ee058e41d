/// A target that is not checked: SwiftPM leaves it out of the package's description, or an Xcode
/// target compiles no source file.
struct SkippedTargetRule: CheckRule {
  let id = Violation.Rule.skippedTarget
  let severity = Violation.Severity.warning
  let summary =
    "A target that is not checked: SwiftPM leaves it out, or an Xcode target compiles no "
    + "source file."
  let help =
    "Fix the manifest so that SwiftPM builds the target (SwiftPM's warning says why), or add "
    + "the Xcode target's files to its Sources phase."
  let documentation =
    "a target of the manifest that SwiftPM leaves out (with its warning), or a target of an "
    + "Xcode project that builds code but compiles no source file, so it is not checked"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .loadProblems, run)
  }
}
