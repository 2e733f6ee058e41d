import DependencyGraphAnalysis
import DependencyGraphLoading
import DependencyGraphModel

/// A declared target dependency that no source of the target imports: no Swift import, no
/// `@import` and no `#include` or `#import` of one of its headers. One that the target links
/// for what linking gives (tests found at run time, classes implemented there) is needed:
/// --strict says why, as a warning that never advises removing it.
struct UnusedDependencyRule: CheckRule {
  let id = Violation.Rule.unusedDependency

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.checkUnusedDependencies(strict: run.strict)
    context.checkUnusedProducts(strict: run.strict)
  }
}

extension CheckContext {
  /// Snippets and targets that declare nothing cannot act on an unused dependency; a
  /// dependency that declares nothing (a marker module) is there to be present, not imported.
  mutating func checkUnusedDependencies(strict: Bool) {
    for target in analysis.package.targets
    where target.kind != .plugin && target.kind != .snippet
      && !analysis.declarationFreeTargets.contains(target.name) && !isGenerated(target.name)
    {
      let unread = Set(analysis.unreadTargetDependencies[target.name] ?? [])
      for dependency in target.targetDependencies where !unread.contains(dependency) {
        let declared = analysis.package.target(named: dependency)
        let kind = declared?.kind
        // A test's host app (`TEST_HOST`) is needed to run it, not to import; an executable is
        // built so that the target can launch it, and a C target without headers to be linked.
        if target.kind.isTest, kind?.isApp == true { continue }
        guard kind != .plugin, kind != .macro, kind != .executable, declared?.isLinkOnly != true,
          !analysis.declarationFreeTargets.contains(dependency),
          firstImport(in: target.name, of: dependency) == nil,
          !importsUnreadReexport(in: target.name, of: dependency),
          !analysis.includes(dependency, from: target.name)
        else { continue }
        let reexported = (reexports[dependency] ?? []).sorted()
        if reexported.contains(where: { firstImport(in: target.name, of: $0) != nil }) {
          continue
        }
        if let use = analysis.linkedUse(of: dependency, by: target.name) {
          if strict { reportLinked(dependency, as: .target(dependency), by: target.name, use) }
          continue
        }
        let condition = condition(from: target.name, to: dependency).map { " (\($0))" } ?? ""
        violations.append(
          Violation(
            rule: .unusedDependency, target: target.name, subject: .dependency(.target(dependency)),
            location: manifest(of: target.name)?.dependency(dependency.rawValue, of: target.name),
            message: "\(target.name) declares a dependency on \(dependency)\(condition) but no "
              + "source of it imports \(dependency)"
              + (reexported.isEmpty
                ? ""
                : " or what it re-exports (\(reexported.joined(separator: ", ")))")
              + ". \(removal(from: target.name, isProduct: false)), or \(use(by: target)) where "
              + "it is used." + firstDeclare(by: target.name, through: [dependency])))
      }
    }
  }

  /// A declared product of another package is unused when no source imports a module of its
  /// targets; the exemptions are those of target dependencies.
  mutating func checkUnusedProducts(strict: Bool) {
    for target in analysis.package.targets
    where target.kind != .plugin && target.kind != .snippet
      && !analysis.declarationFreeTargets.contains(target.name) && !isGenerated(target.name)
    {
      for resolved in analysis.products[target.name] ?? [] {
        let offered = resolved.product.targets
        let offeredTargets = offered.map {
          analysis.package.target(named: $0) ?? analysis.dependencyTargets[$0]
        }
        guard
          !offeredTargets.contains(where: {
            [.plugin, .macro, .executable].contains($0?.kind) || $0?.isLinkOnly == true
          }),
          !offered.contains(where: analysis.declarationFreeTargets.contains),
          !offered.contains(where: { firstImport(in: target.name, of: $0) != nil }),
          !offered.contains(where: { importsUnreadReexport(in: target.name, of: $0) }),
          !offered.contains(where: { analysis.includes($0, from: target.name) }),
          !offered.contains(where: { offeredTarget in
            (reexports[offeredTarget] ?? []).contains {
              firstImport(in: target.name, of: $0) != nil
            }
          })
        else { continue }
        let product = resolved.product.name.rawValue
        var linked: (TargetName, LinkedUse)?
        for offeredTarget in offered where linked == nil {
          linked = analysis.linkedUse(of: offeredTarget, by: target.name).map {
            (offeredTarget, $0)
          }
        }
        if let (linkedTarget, use) = linked {
          if strict {
            reportLinked(linkedTarget, as: .product(resolved.product.name), by: target.name, use)
          }
          continue
        }
        let package =
          analysis.workspace.package(identity: resolved.package)?.name ?? resolved.package.rawValue
        let modules = offeredTargets.compactMap { $0?.moduleNames.first?.rawValue }
        violations.append(
          Violation(
            rule: .unusedDependency, target: target.name,
            subject: .dependency(.product(resolved.product.name)),
            location: manifest(of: target.name)?.dependency(product, of: target.name),
            message: "\(target.name) declares the product \(product) of \(package) "
              + "but no source of it imports "
              + (modules.count == 1 ? modules[0] : "any of " + modules.joined(separator: ", "))
              + ". \(removal(from: target.name, isProduct: true)), or \(use(by: target)) where "
              + "it is used." + firstDeclare(by: target.name, through: offered)))
      }
    }
  }

  /// How `target`'s code uses a dependency: a C, Objective-C or C++ target includes its
  /// headers, a Swift one imports it.
  private func use(by target: Target) -> String {
    target.swiftSourcePaths.isEmpty && !target.sources.isEmpty
      ? "#include its header" : "import it"
  }

  /// A dependency declared for what linking it gives, said under --strict: why nothing imports
  /// it, and that removing it would break the build or stop tests running.
  private mutating func reportLinked(
    _ dependency: TargetName, as declared: DependencyName, by target: TargetName,
    _ use: LinkedUse
  ) {
    let name = declared.name
    let why =
      switch use {
      case .tests:
        "\(dependency) holds tests, which the test runner finds in \(target) at run time. Keep "
          + "it while they should run there: without it they silently stop running."
      case .implementations(let classes):
        "\(dependency) implements \(classes.joined(separator: ", ")), which \(target) declares "
          + "(an @interface without its @implementation). Keep it: without it \(target) does "
          + "not link."
      }
    violations.append(
      Violation(
        rule: .unusedDependency, target: target, subject: .dependency(declared),
        location: manifest(of: target)?.dependency(name, of: target),
        message: "\(target) links \(name) without importing it: \(why)"))
  }

  /// Whether CocoaPods generates the target's project, `Pods.xcodeproj`: its dependencies are
  /// what pulls the pods in, and `pod install` writes them again.
  func isGenerated(_ target: TargetName) -> Bool {
    xcodeProject(of: target) == "Pods.xcodeproj"
  }

  /// What removing an unused dependency would break: the targets `target` imports that it
  /// reaches only through `removed` (the dependency's targets), said as a step to take first;
  /// empty when there are none.
  func firstDeclare(by target: TargetName, through removed: [TargetName]) -> String {
    let graph = analysis.graph
    func reach(_ starts: [TargetName]) -> Set<TargetName> {
      starts.reduce(into: Set(starts)) { $0.formUnion(graph.closure(of: $1)) }
    }
    let others = reach(graph.dependencies(of: target).filter { !removed.contains($0) })
    let onlyThrough = reach(removed).subtracting(others)
    let imported = (importedTargets[target] ?? [:]).keys.filter {
      $0 != target && onlyThrough.contains($0) && !removed.contains($0)
    }.sorted()
    guard !imported.isEmpty else { return "" }
    let names = imported.joined(separator: ", ")
    return " Declare \(names) first: \(target) imports "
      + (imported.count == 1 ? "it" : "them") + " and reaches "
      + (imported.count == 1 ? "it" : "them") + " only through this dependency."
  }
}
