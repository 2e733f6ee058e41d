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
  /// dependency is declared for. ``PlatformCondition`` reads the platforms off the condition's
  /// text; each platform outside the declared ones is then built as the manifest builds it
  /// (its `os()`, the flags defined only there), and one where the condition fails is no
  /// mismatch.
  mutating func checkConditions() {
    for target in analysis.package.targets {
      for (dependency, declared) in target.dependencyConditions.sorted(by: { $0.key < $1.key })
      where !declared.platforms.isEmpty {
        // A condition is keyed by the dependency's name as written; its imports, by the target
        // of that name.
        for sourceImport in importedTargets[target.name]?[TargetName(dependency)] ?? [] {
          let condition = sourceImport.declaration.condition
          let module = sourceImport.declaration.module
          let read = PlatformCondition(condition, module: module)
          if read == .guarded { continue }
          let outside = outsidePlatforms(of: condition, read, in: target, declared: declared)
          let problem: String
          if condition == nil {
            guard !outside.holds.isEmpty else { continue }
            problem =
              "on every platform, but declares it only \(declared): elsewhere the import finds "
              + "no module. Put the import under #if os(...) or #if canImport(\(module))."
          } else if !outside.holds.isEmpty {
            problem =
              "under #if \(condition?.description ?? ""), which holds on "
              + outside.holds.map { "." + DependencyCondition.spelling($0) }.joined(separator: ", ")
              + ", but declares it only \(declared): there the import finds no module. Limit "
              + "the #if to the declared platforms, or add them to the condition."
          } else if !outside.unknown.isEmpty {
            problem =
              "under #if \(condition?.description ?? ""), but declares it only \(declared), and depgraph "
              + "cannot tell which platforms that #if allows. Make sure it holds only there, or "
              + "use #if canImport(\(module))."
          } else {
            continue
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

  /// The platforms outside `declared` where an import under `condition` is compiled: `holds`
  /// where its text says so (or, for a condition whose text names no platform, where some
  /// configuration's build compiles it for sure), `unknown` where it may be. A platform where
  /// every configuration's build rules it out is neither.
  private func outsidePlatforms(
    of condition: CompilationCondition?, _ read: PlatformCondition, in target: Target,
    declared: DependencyCondition
  ) -> (holds: [String], unknown: [String]) {
    var holds: [String] = []
    var unknown: [String] = []
    for platform in PlatformCondition.everyPlatform.sorted()
    where !declared.includes(platform: platform) {
      if case .platforms(let allowed) = read, !allowed.contains(platform) { continue }
      var built: Bool? = false
      for configuration in target.buildConditions.configurations {
        // An Xcode target's configuration builds only for its platforms.
        if let platforms = configuration.platforms,
          !platforms.contains(BuildConditions.osName(of: platform))
        {
          continue
        }
        let value =
          condition.map { try? $0.value(in: configuration.building(on: platform)) } ?? true
        if value == true { built = true } else if value == nil, built == false { built = nil }
      }
      switch (built, read) {
      case (false, _): continue
      // The text's platforms keep their word: the other tests of the #if may hold there.
      case (_, .platforms), (true, _), (_, .unconditional): holds.append(platform)
      default: unknown.append(platform)
      }
    }
    return (holds, unknown)
  }
}
