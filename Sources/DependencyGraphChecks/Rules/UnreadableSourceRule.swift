import DependencyGraphAnalysis
import DependencyGraphModel

/// A source file or module map that could not be read, or was scanned only in part.
struct UnreadableSourceRule: CheckRule {
  let id = Violation.Rule.unreadableSource

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    // A file that several targets compile (a generated file of two apps) is one finding.
    var targets: [String: [TargetName]] = [:]
    for skipped in context.analysis.skipped {
      targets[skipped.file, default: []].append(skipped.target)
    }
    for skipped in context.analysis.skipped where targets[skipped.file]?.first == skipped.target {
      let sharing = targets[skipped.file] ?? []
      targets[skipped.file] = nil
      let of = sharing.count > 1 ? " (compiled by \(CheckContext.listing(sharing)))" : ""
      context.violations.append(
        Violation(
          rule: id, target: skipped.target,
          location: Violation.Location(file: skipped.file, line: 1, column: 1),
          message: "Could not scan \(skipped.file)\(of): \(skipped.reason). Its imports are not "
            + "checked."))
    }
    for unread in context.analysis.unreadConditions {
      context.violations.append(
        Violation(
          rule: id, target: unread.target,
          location: Violation.Location(file: unread.file, line: unread.line, column: 1),
          message: "Could not read the #if condition `\(unread.condition)` around this import: "
            + "\(unread.reason). The import is checked as if some configuration compiled it."))
    }
    context.violations += context.loadWarningFindings().filter { $0.rule == id }
  }
}
