import DependencyGraphAnalysis
import DependencyGraphLoading
import DependencyGraphModel
import DependencyGraphScanning
import Foundation

/// A dependency package whose manifest could not be found or read.
struct UnresolvedDependencyRule: CheckRule {
  let id = Violation.Rule.unresolvedDependency

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.reportDependencyProblems()
    context.reportUnreadTargets()
    context.reportUnmatchedProducts()
    context.violations += context.loadWarningFindings().filter { $0.rule == id }
  }
}

extension CheckContext {
  /// One finding per dependency problem. One that leaves products unknown names the targets
  /// whose imports of other packages' modules go unchecked (those that declare one of its
  /// products, and every target that reaches one of those), and the imported modules that no
  /// package read offers.
  mutating func reportDependencyProblems() {
    for problem in analysis.workspace.problems {
      let requiring = analysis.workspace.packages.first { problem.requiredBy.contains($0.name) }
      let declaring = declaringTargets(of: problem)
      var affected: [TargetName] = []
      var unchecked: Set<ModuleName> = []
      if !declaring.isEmpty {
        let reaching = analysis.graph.dependents(of: declaring)
        for target in analysis.package.targets where reaching.contains(target.name) {
          affected.append(target.name)
          for sourceImport in outsideImports[target.name] ?? [] {
            unchecked.insert(sourceImport.declaration.module)
          }
        }
      }
      // A file outside the root (a checkout under another scratch path) has no place in the
      // report; the message names it.
      let file = analysis.workspace.relativePath(of: problem.file)
      // A file that is not there (the manifest a missing folder lacks) is no place either:
      // the requiring manifest is.
      let exists = FileManager.default.fileExists(atPath: problem.file)
      let source = requiring?.dependencies.first { $0.identity == problem.identity }?.source
      let location =
        requiring.flatMap {
          manifests[$0.identity]?.packageDeclaration(of: problem.identity, source: source)
        }
        ?? (file.hasPrefix("/") || !exists
          ? requiring.flatMap { manifests[$0.identity] }.map {
            Violation.Location(file: $0.file, line: 1, column: 1)
          }
          : Violation.Location(file: file, line: 1, column: 1))
      let checkedDeclaring = analysis.package.targets.map(\.name).first(where: declaring.contains)
      // A dependency of a dependency package: the message names the package that needs it.
      let needing =
        requiring == nil && !problem.requiredBy.isEmpty
        ? "\(Self.listing(problem.requiredBy)), a dependency package, needs it: " : ""
      violations.append(
        Violation(
          rule: .unresolvedDependency,
          target: checkedDeclaring ?? TargetName(requiring?.name ?? problem.identity.rawValue),
          subject: .package(problem.identity), location: location,
          message: needing + problem.reason
            + (affected.isEmpty
              ? ""
              : " Until then, imports of modules that no checked package or project declares "
                + "are not checked in "
                + "\(Self.listing(affected))"
                + (unchecked.isEmpty
                  ? "."
                  : "; no package read offers \(Self.listing(unchecked.sorted()))."))
        ))
    }
  }

  /// One `unresolved-dependency` warning per target that checked targets depend on or link
  /// but nothing read has: a target of another project of an Xcode workspace, given alone.
  mutating func reportUnreadTargets() {
    var dependents: [TargetName: [TargetName]] = [:]
    for (target, names) in analysis.unreadTargetDependencies {
      for name in names { dependents[name, default: []].append(target) }
    }
    for (name, declaring) in dependents.sorted(by: { $0.key < $1.key }) {
      let declaringSet = Set(declaring)
      let reaching = analysis.graph.dependents(of: declaringSet)
      let affected = analysis.package.targets.map(\.name).filter(reaching.contains)
      let first = affected.first { declaringSet.contains($0) } ?? declaring.sorted()[0]
      violations.append(
        Violation(
          rule: .unresolvedDependency, target: first, subject: .dependency(.target(name)),
          location: manifest(of: first)?.dependency(name.rawValue, of: first),
          message: "\(first) depends on \(name), which no project or package read has: a target "
            + "of another Xcode project. Check the .xcworkspace that holds both projects, or "
            + "give that project too. Until then, imports of other packages' and projects' "
            + "modules are not checked in \(Self.listing(affected))."))
    }
  }

  /// One warning per product a checked target declares that no package offers although every
  /// package its own package depends on was read: an Xcode product dependency without its
  /// package (`XCSwiftPackageProductDependency` with a `productName` only) that matches no
  /// local or remote package. Its imports would otherwise go unchecked in silence.
  mutating func reportUnmatchedProducts() {
    for target in analysis.package.targets {
      // A package that was not read may offer it: that package's warning names the target.
      guard let names = analysis.unresolvedProducts[target.name],
        let package = analysis.workspace.package(identity: target.package)
      else { continue }
      let dependencies = package.dependencies.map {
        analysis.workspace.package(identity: $0.identity)
      }
      guard !dependencies.contains(where: { $0 == nil }) else { continue }
      let offered = dependencies.compactMap { $0 }.flatMap { $0.products.map(\.name) }
      let reaching = analysis.graph.dependents(of: [target.name])
      let affected = analysis.package.targets.map(\.name).filter {
        $0 == target.name || reaching.contains($0)
      }
      for product in names {
        let name = product.rawValue
        violations.append(
          Violation(
            rule: .unresolvedDependency, target: target.name,
            subject: .dependency(.product(product)),
            location: manifest(of: target.name)?.dependency(name, of: target.name),
            message: "\(target.name) declares the product \(name), which no package read offers"
              + (offered.isEmpty
                ? ""
                : " (the packages it depends on offer \(Self.listing(offered.sorted())))")
              + ". Add the package that vends it, or remove the dependency. Until then, imports "
              + (target.unplacedProducts.contains(product)
                ? "it could provide" : "of modules that no checked package or project declares")
              + " are not checked in \(Self.listing(affected))."))
      }
    }
  }

  /// The targets, checked or of a dependency package, that declare a product the problem's
  /// package would offer: a product named without its package comes from the package of the
  /// same identity; of a dependency package's or a project's unread products, whose package
  /// the model does not keep, any may.
  private func declaringTargets(of problem: DependencyProblem) -> Set<TargetName> {
    var declaring: Set<TargetName> = []
    for (target, products) in analysis.unresolvedProducts {
      guard let identity = packageIdentity(of: target),
        let package = analysis.workspace.package(identity: identity),
        problem.requiredBy.contains(package.name)
          || package.dependencies.contains(where: { $0.identity == problem.identity })
      else { continue }
      let packages = manifests[identity]?.productPackages ?? [:]
      if products.contains(where: {
        (packages[$0] ?? PackageIdentity(spelledAs: $0.rawValue)) == problem.identity
      })
        || manifests[identity] == nil || package.xcodeProject != nil
      {
        declaring.insert(target)
      }
    }
    return declaring
  }
}
