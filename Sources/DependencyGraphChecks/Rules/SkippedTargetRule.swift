import DependencyGraphModel

/// A target that is not checked: SwiftPM leaves it out of the package's description, or an Xcode
/// target compiles no source file.
struct SkippedTargetRule: CheckRule {
  let id = Violation.Rule.skippedTarget

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.violations += context.loadWarningFindings().filter { $0.rule == id }
  }
}
