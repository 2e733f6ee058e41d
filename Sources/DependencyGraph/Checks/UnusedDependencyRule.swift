/// A declared target dependency that no source of the target imports.
struct UnusedDependencyRule: CheckRule {
  let id = Violation.Rule.unusedDependency
  let severity = Violation.Severity.warning
  let summary =
    "A declared target or product dependency that no source of the target imports."
  let help =
    "Remove the dependency from Package.swift, or accept it with an allow entry that says "
    + "why it is needed."
  let documentation =
    "a declared target or product dependency that no source of the target imports, nor anything "
    + "it re-exports (a module it re-exports from a package that could not be read counts: `import "
    + "Dependencies` uses a product of swift-composable-architecture, which re-exports it); "
    + "exempt: dependencies on macros, plugins and modules that declare nothing (markers), and "
    + "plugin targets, snippets and targets that declare nothing themselves (aggregates), which "
    + "have no code to use a dependency with"

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.checkUnusedDependencies()
    context.checkUnusedProducts()
  }
}
