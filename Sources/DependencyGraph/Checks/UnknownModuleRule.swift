/// An imported module that is no target, product, toolchain module or Apple SDK framework, such as
/// a CocoaPods or Carthage module or a binary framework: its imports are not checked.
struct UnknownModuleRule: CheckRule {
  let id = Violation.Rule.unknownModule
  let severity = Violation.Severity.warning
  let summary =
    "An imported module that is no target, product, toolchain module or Apple SDK "
    + "framework (a CocoaPods or Carthage module, a binary framework), so its imports are "
    + "not checked."
  let help =
    "Check the module in a package depgraph reads, or accept the finding with an allow "
    + "entry naming the module; an Apple framework depgraph does not know is a bug to "
    + "report."
  let documentation =
    "an imported module that is no target, no product of a package read, no toolchain module and "
    + "no framework of the Apple SDKs (a CocoaPods or Carthage module, a binary framework): one "
    + "warning per module, at its first import, naming every target that imports it; those imports "
    + "are not checked. A target that reaches a package that could not be read has none: that "
    + "package may offer the module"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.reportUnknownModules()
  }
}
