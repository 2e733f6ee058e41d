import DependencyGraphAnalysis
import DependencyGraphModel
import DependencyGraphScanning

/// An import whose `#if` condition does not match the platforms its dependency is declared for.
struct ConditionMismatchRule: CheckRule {
  let id = Violation.Rule.conditionMismatch

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.checkConditions()
  }
}

extension CheckContext {
  /// Compares the `#if` around each import of a conditional dependency with the platforms the
  /// dependency is declared for; see ``PlatformCondition`` for what is understood.
  mutating func checkConditions() {
    for target in analysis.package.targets {
      for (dependency, declared) in target.dependencyConditions.sorted(by: { $0.key < $1.key })
      where !declared.platforms.isEmpty {
        // A condition is keyed by the dependency's name as written; its imports, by the target
        // of that name.
        for sourceImport in importedTargets[target.name]?[TargetName(dependency)] ?? [] {
          let condition = sourceImport.declaration.condition
          let module = sourceImport.declaration.module
          let problem: String
          switch PlatformCondition(condition, module: module) {
          case .guarded:
            continue
          case .platforms(let platforms):
            let outside = platforms.filter { !declared.includes(platform: $0) }
            guard !outside.isEmpty else { continue }
            problem =
              "under #if \(condition?.description ?? ""), which holds on "
              + outside.map { "." + DependencyCondition.spelling($0) }.joined(separator: ", ")
              + ", but declares it only \(declared): there the import finds no module. Limit "
              + "the #if to the declared platforms, or add them to the condition."
          case .unconditional:
            problem =
              "on every platform, but declares it only \(declared): elsewhere the import finds "
              + "no module. Put the import under #if os(...) or #if canImport(\(module))."
          case .unknown:
            problem =
              "under #if \(condition?.description ?? ""), but declares it only \(declared), and depgraph "
              + "cannot tell which platforms that #if allows. Make sure it holds only there, or "
              + "use #if canImport(\(module))."
          }
          violations.append(
            Violation(
              rule: .conditionMismatch, target: target.name,
              subject: .dependency(.target(TargetName(dependency))),
              location: sourceImport.location,
              message: "\(target.name) imports \(dependency) \(problem)",
              condition: condition))
        }
      }
    }
  }
}
