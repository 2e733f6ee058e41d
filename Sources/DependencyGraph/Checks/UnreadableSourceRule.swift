/// A source file or module map that could not be read, or was scanned only in part.
struct UnreadableSourceRule: CheckRule {
  let id = Violation.Rule.unreadableSource
  let severity = Violation.Severity.warning
  let summary =
    "A source file or module map that could not be read or was scanned only in part."
  let help =
    "Make the file readable and smaller than 8 MiB; its imports are not checked until then."
  let documentation =
    "a source file that could not be read, is over 8 MiB, or nests string interpolations deeper "
    + "than 64, or a module map that could not be used; it is skipped"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.claim(id, from: .loadProblems, run)
  }
}
