/// An import whose `#if` condition does not match the platforms its dependency is declared for.
struct ConditionMismatchRule: CheckRule {
  let id = Violation.Rule.conditionMismatch
  let severity = Violation.Severity.warning
  let summary =
    "An import whose #if does not match the platforms its dependency is declared for."
  let help =
    "Make the import's #if hold only where the dependency is declared, or use "
    + "#if canImport(Module)."
  let documentation =
    "an import whose `#if` does not match the platforms its dependency is declared for (see "
    + "above)"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.checkConditions()
  }
}
