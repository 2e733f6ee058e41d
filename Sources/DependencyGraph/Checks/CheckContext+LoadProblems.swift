// The `unresolved-dependency`, `unknown-module`, `unreadable-source` and `skipped-target`
// rules: what loading found wrong or could not find, reported as violations.
extension CheckContext {
  /// One `unknown-module` warning per imported module that no target read offers, the
  /// toolchain and the Apple SDKs do not provide, and no unread dependency may offer (those
  /// are the `unresolved-dependency` warning's): a CocoaPods or Carthage module, a binary
  /// framework. It names every target whose imports of it go unchecked.
  mutating func reportUnknownModules() {
    var importers: [String: [PackageAnalysis.SourceImport]] = [:]
    var targets: [String: [String]] = [:]
    for target in analysis.package.targets {
      let imports = analysis.imports[target.name] ?? []
      guard
        imports.contains(where: {
          targetOfModule[$0.declaration.module] == nil
            && !SystemModules.contains($0.declaration.module)
        }),
        !reachesUnreadProducts(target.name, closure: analysis.graph.closure(of: target.name))
      else { continue }
      var seen: Set<String> = []
      for sourceImport in imports {
        let module = sourceImport.declaration.module
        guard targetOfModule[module] == nil, !SystemModules.contains(module),
          seen.insert(module).inserted
        else { continue }
        importers[module, default: []].append(sourceImport)
        targets[module, default: []].append(target.name)
      }
    }
    for (module, sites) in importers.sorted(by: { $0.key < $1.key }) {
      let names = targets[module] ?? []
      violations.append(
        Violation(
          rule: .unknownModule, target: names[0], module: module,
          location: sites[0].location,
          message: "No target, product, toolchain module or Apple SDK framework is named "
            + "\(module): it comes from outside every package and project read (CocoaPods, "
            + "Carthage, a binary framework). Imports of it in \(Self.listing(names)) are not "
            + "checked.",
          notes: zip(names, sites).dropFirst().map { target, site in
            Violation.Note(location: site.location, message: "\(target) imports \(module) here")
          }))
    }
  }

  /// Names joined with commas, the first five and a count of the rest when there are more
  /// than six.
  static func listing(_ names: [String]) -> String {
    names.count > 6
      ? names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
      : names.joined(separator: ", ")
  }

  /// One finding per dependency problem. One that leaves products unknown names the targets
  /// whose imports of other packages' modules go unchecked (those that declare one of its
  /// products, and every target that reaches one of those), and the imported modules that no
  /// package read offers.
  mutating func reportDependencyProblems() {
    for problem in analysis.workspace.problems {
      let requiring = analysis.workspace.packages.first { problem.requiredBy.contains($0.name) }
      let declaring = declaringTargets(of: problem)
      var affected: [String] = []
      var unchecked: Set<String> = []
      if !declaring.isEmpty {
        let reaching = analysis.graph.dependents(of: declaring)
        for target in analysis.package.targets where reaching.contains(target.name) {
          affected.append(target.name)
          for sourceImport in analysis.imports[target.name] ?? [] {
            let module = sourceImport.declaration.module
            if targetOfModule[module] == nil, !SystemModules.contains(module) {
              unchecked.insert(module)
            }
          }
        }
      }
      // A file outside the root (a checkout under another scratch path) has no place in the
      // report; the message names it.
      let file = analysis.workspace.relativePath(of: problem.file)
      let location =
        requiring.flatMap { manifests[$0.identity]?.packageDeclaration(of: problem.identity) }
        ?? (file.hasPrefix("/") ? nil : Violation.Location(file: file, line: 1, column: 1))
      let checkedDeclaring = analysis.package.targets.map(\.name).first(where: declaring.contains)
      violations.append(
        Violation(
          rule: .unresolvedDependency,
          target: checkedDeclaring ?? requiring?.name ?? problem.identity,
          module: problem.identity, location: location,
          message: problem.reason
            + (affected.isEmpty
              ? ""
              : " Until then, imports of other packages' modules are not checked in "
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
    var dependents: [String: [String]] = [:]
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
          rule: .unresolvedDependency, target: first, module: name,
          location: manifest(of: first)?.dependency(name, of: first),
          message: "\(first) depends on \(name), which no project or package read has: a target "
            + "of another Xcode project. Check the .xcworkspace that holds both projects, or "
            + "give that project too. Until then, imports of other packages' and projects' "
            + "modules are not checked in \(Self.listing(affected))."))
    }
  }

  /// The targets, checked or of a dependency package, that declare a product the problem's
  /// package would offer: a product named without its package comes from the package of the
  /// same identity; of a dependency package's or a project's unread products, whose package
  /// the model does not keep, any may.
  private func declaringTargets(of problem: DependencyProblem) -> Set<String> {
    var declaring: Set<String> = []
    for (target, products) in analysis.unresolvedProducts {
      guard let identity = packageIdentity(of: target),
        let package = analysis.workspace.package(identity: identity),
        problem.requiredBy.contains(package.name)
          || package.dependencies.contains(where: { $0.identity == problem.identity })
      else { continue }
      let packages = manifests[identity]?.productPackages ?? [:]
      if products.contains(where: { (packages[$0] ?? $0.lowercased()) == problem.identity })
        || manifests[identity] == nil || package.xcodeProject != nil
      {
        declaring.insert(target)
      }
    }
    return declaring
  }

  mutating func reportLoadProblems() {
    for skipped in analysis.skipped {
      violations.append(
        Violation(
          rule: .unreadableSource, target: skipped.target,
          location: Violation.Location(file: skipped.file, line: 1, column: 1),
          message: "Could not scan \(skipped.file): \(skipped.reason). Its imports are not checked."
        ))
    }
    for warning in analysis.package.loadWarnings {
      let rule: Violation.Rule
      let target: String
      let location: Violation.Location?
      switch warning {
      case .unreadableModuleMap(let owner, let file, _):
        (rule, target) = (.unreadableSource, owner)
        location = Violation.Location(file: file, line: 1, column: 1)
      case .unusableProjectObject(let file, let line, _, _):
        // An object of no target is the project's: `Reader.xcodeproj`.
        let project = file.split(separator: "/").last { $0.hasSuffix(".xcodeproj") }
        (rule, target) = (.unreadableSource, project.map(String.init) ?? analysis.package.name)
        location = Violation.Location(file: file, line: line, column: 1)
      case .emptyProjectTarget(let file, let line, let owner):
        (rule, target) = (.skippedTarget, owner)
        location = Violation.Location(file: file, line: line, column: 1)
      case .missingProjectFile(let file, let owner, _):
        (rule, target) = (.unreadableSource, owner)
        location = Violation.Location(file: file, line: 1, column: 1)
      case .targetLeftOut(let owner, _):
        (rule, target) = (.skippedTarget, owner)
        location = manifest(of: owner)?.declaration(of: owner)
      }
      violations.append(
        Violation(
          rule: rule, target: target, location: location,
          message: warning.description))
    }
  }
}
