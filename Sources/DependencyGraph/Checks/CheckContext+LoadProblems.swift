// The `unresolved-dependency`, `unreadable-source` and `skipped-target` rules: what loading
// found wrong, reported as violations.
extension CheckContext {
  /// One finding per dependency problem. One that leaves products unknown names the imports
  /// it leaves unchecked: those of modules that no package read offers, in the targets that
  /// declare one of its products.
  mutating func reportDependencyProblems() {
    for problem in analysis.workspace.problems {
      let requiring = analysis.workspace.packages.first { problem.requiredBy.contains($0.name) }
      var declaring: [String] = []
      var unchecked: Set<String> = []
      if let requiring {
        let packages = manifests[requiring.identity]?.productPackages ?? [:]
        for target in requiring.targets {
          let products = analysis.unresolvedProducts[target.name] ?? []
          // A product named without its package comes from the package of the same identity.
          guard products.contains(where: { (packages[$0] ?? $0.lowercased()) == problem.identity })
          else { continue }
          declaring.append(target.name)
          for sourceImport in analysis.imports[target.name] ?? [] {
            let module = sourceImport.declaration.module
            if targetOfModule[module] == nil, !ToolchainModules.names.contains(module) {
              unchecked.insert(module)
            }
          }
        }
      }
      let modules = unchecked.sorted()
      let listed =
        modules.count > 6
        ? modules.prefix(5).joined(separator: ", ") + " and \(modules.count - 5) more"
        : modules.joined(separator: ", ")
      // A file outside the root (a checkout under another scratch path) has no place in the
      // report; the message names it.
      let file = analysis.workspace.relativePath(of: problem.file)
      let location =
        requiring.flatMap { manifests[$0.identity]?.packageDeclaration(of: problem.identity) }
        ?? (file.hasPrefix("/") ? nil : Violation.Location(file: file, line: 1, column: 1))
      violations.append(
        Violation(
          rule: .unresolvedDependency, severity: .warning,
          target: declaring.first ?? requiring?.name ?? problem.identity,
          module: problem.identity, location: location,
          message: problem.reason
            + (modules.isEmpty
              ? ""
              : " Imports of \(listed) in \(declaring.joined(separator: ", ")) are not "
                + "checked until then.")))
    }
  }

  mutating func reportLoadProblems() {
    for skipped in analysis.skipped {
      violations.append(
        Violation(
          rule: .unreadableSource, severity: .warning, target: skipped.target,
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
        (rule, target) = (.unreadableSource, analysis.package.name)
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
          rule: rule, severity: .warning, target: target, location: location,
          message: warning.description))
    }
  }
}
