extension PackageAnalysis {
  /// Runs every check on the package.
  ///
  /// - Parameters:
  ///   - rules: Layers and forbidden edges to enforce, if any.
  ///   - strict: Whether to report imports of targets reached only through another dependency.
  /// - Returns: The graph and every violation, sorted.
  /// - Complexity: O(*t* × (*t* + *e*) + *i*) for *t* targets, *e* edges and *i* imports.
  public func check(rules: Rules? = nil, strict: Bool = false) -> Report {
    var checker = Checker(analysis: self)
    checker.checkCycles()
    checker.checkImports(strict: strict)
    checker.checkUnusedDependencies()
    if let rules {
      checker.checkLayers(rules.layers)
      checker.checkForbidden(rules.forbidden)
    }
    checker.reportSkippedSources()
    return checker.report()
  }
}

/// The checks, sharing the lookups they all need.
private struct Checker {
  let analysis: PackageAnalysis
  /// For each target, the package targets its sources import, each with its imports in order.
  let importedTargets: [String: [String: [PackageAnalysis.SourceImport]]]
  /// Declared dependencies together with imported ones.
  let combinedGraph: TargetGraph
  /// The cycles of the declared graph, found once for the check and the report.
  let cycles: [[String]]
  var violations: [Violation] = []

  init(analysis: PackageAnalysis) {
    self.analysis = analysis
    let targetOfModule = Dictionary(
      analysis.package.targets.map { ($0.c99name, $0.name) },
      uniquingKeysWith: { first, _ in first })
    var importedTargets: [String: [String: [PackageAnalysis.SourceImport]]] = [:]
    for (target, imports) in analysis.imports {
      var byTarget: [String: [PackageAnalysis.SourceImport]] = [:]
      for sourceImport in imports {
        guard let imported = targetOfModule[sourceImport.declaration.module], imported != target
        else { continue }
        byTarget[imported, default: []].append(sourceImport)
      }
      importedTargets[target] = byTarget
    }
    self.importedTargets = importedTargets
    var edges: [String: [String]] = [:]
    for target in analysis.package.targets {
      edges[target.name] =
        target.targetDependencies + (importedTargets[target.name].map { Array($0.keys) } ?? [])
    }
    combinedGraph = TargetGraph(edges: edges)
    cycles = analysis.graph.cycles
  }

  func firstImport(in target: String, of imported: String) -> PackageAnalysis.SourceImport? {
    importedTargets[target]?[imported]?.first
  }

  /// Notes that show, for each step of a chain, the import that makes it.
  func evidence(along path: [String]) -> [Violation.Note] {
    zip(path, path.dropFirst()).map { from, to in
      if let sourceImport = firstImport(in: from, of: to) {
        return Violation.Note(
          location: sourceImport.location, message: "\(from) imports \(to) here")
      }
      return Violation.Note(
        location: nil, message: "\(from) declares \(to) as a dependency but does not import it")
    }
  }

  mutating func checkCycles() {
    for cycle in cycles {
      let notes = evidence(along: cycle)
      violations.append(
        Violation(
          rule: .cycle, severity: .error, target: cycle[0], module: cycle[1],
          location: notes.lazy.compactMap(\.location).first, path: cycle,
          message: "Dependency cycle: \(cycle.joined(separator: " -> ")). SwiftPM refuses to "
            + "build it. Break one edge: move the shared code down, or let the lower target "
            + "declare a protocol that the higher one implements.",
          notes: notes))
    }
  }

  mutating func checkImports(strict: Bool) {
    for target in analysis.package.targets {
      let direct = Set(target.targetDependencies)
      // Most imports are of direct dependencies; the closure is computed only when one is not.
      var closure: Set<String>?
      let imported = (importedTargets[target.name] ?? [:]).sorted { $0.key < $1.key }
      for (imported, imports) in imported where !direct.contains(imported) {
        if closure == nil { closure = analysis.graph.closure(of: target.name) }
        if closure?.contains(imported) != true {
          for sourceImport in imports {
            violations.append(
              Violation(
                rule: .undeclaredImport, severity: .error, target: target.name, module: imported,
                location: sourceImport.location,
                message: "\(target.name) imports \(imported) but does not depend on it, directly "
                  + "or through another dependency; it builds only when \(imported) happens to "
                  + "be built first. Add \"\(imported)\" to the dependencies of \(target.name) in "
                  + "Package.swift, or remove the import."))
          }
        } else if strict {
          let path =
            analysis.graph.path(from: target.name, to: imported) ?? [target.name, imported]
          for sourceImport in imports {
            violations.append(
              Violation(
                rule: .transitiveImport, severity: .error, target: target.name, module: imported,
                location: sourceImport.location, path: path,
                message: "\(target.name) imports \(imported), which it reaches only through "
                  + "\(path.joined(separator: " -> ")). Declare \"\(imported)\" as a direct "
                  + "dependency of \(target.name)."))
          }
        }
      }
    }
  }

  mutating func checkUnusedDependencies() {
    for target in analysis.package.targets where target.kind != .plugin {
      for dependency in target.targetDependencies {
        let kind = analysis.package.target(named: dependency)?.kind
        guard kind != .plugin, kind != .macro, firstImport(in: target.name, of: dependency) == nil
        else { continue }
        violations.append(
          Violation(
            rule: .unusedDependency, severity: .warning, target: target.name, module: dependency,
            message: "\(target.name) declares a dependency on \(dependency) but no source of it "
              + "imports \(dependency). Remove it from the dependencies of \(target.name) in "
              + "Package.swift, or import it where it is used."))
      }
    }
  }

  mutating func checkLayers(_ layers: [Rules.Layer]) {
    var position: [String: Int] = [:]
    for (index, layer) in layers.enumerated() {
      for target in layer.targets { position[target] = index }
    }
    for (from, to) in combinedGraph.edges {
      guard let fromIndex = position[from], let toIndex = position[to], from != to else {
        continue
      }
      let layer = layers[fromIndex]
      let problem: String
      if toIndex < fromIndex {
        problem =
          "\(from) (layer '\(layer.name)') depends on \(to), which is in the higher layer "
          + "'\(layers[toIndex].name)'. A target may depend only on its own layer and the "
          + "layers below it."
      } else if toIndex == fromIndex && layer.independent {
        problem =
          "\(from) depends on \(to), but the targets of layer '\(layer.name)' are independent "
          + "siblings and must not depend on each other."
      } else {
        continue
      }
      let rule = layer.because ?? (toIndex < fromIndex ? layers[toIndex].because : nil)
      violations.append(
        Violation(
          rule: .layer, severity: .error, target: from, module: to,
          location: firstImport(in: from, of: to)?.location,
          message: problem + (rule.map { " Because: \($0)." } ?? "")))
    }
  }

  mutating func checkForbidden(_ forbidden: [Rules.Forbidden]) {
    for rule in forbidden {
      let path: [String]?
      if rule.transitive {
        path = combinedGraph.path(from: rule.from, to: rule.to)
      } else {
        path =
          combinedGraph.dependencies(of: rule.from).contains(rule.to) ? [rule.from, rule.to] : nil
      }
      guard let path else { continue }
      let notes = evidence(along: path)
      violations.append(
        Violation(
          rule: .forbidden, severity: .error, target: rule.from, module: rule.to,
          location: path.count == 2 ? notes.first?.location : nil, path: path,
          message: "\(rule.from) must not depend on \(rule.to)"
            + (rule.transitive ? ", even indirectly" : "") + ", but it does: "
            + "\(path.joined(separator: " -> "))."
            + (rule.because.map { " Because: \($0)." } ?? ""),
          notes: notes))
    }
  }

  mutating func reportSkippedSources() {
    for skipped in analysis.skipped {
      violations.append(
        Violation(
          rule: .unreadableSource, severity: .warning, target: skipped.target,
          location: Violation.Location(file: skipped.file, line: 1, column: 1),
          message: "Could not scan \(skipped.file): \(skipped.reason). Its imports are not checked."
        ))
    }
  }

  func report() -> Report {
    let declared = Set(analysis.graph.edges.map { [$0.from, $0.to] })
    var edges: [Report.Edge] = []
    for (from, to) in combinedGraph.edges {
      let imports = importedTargets[from]?[to] ?? []
      edges.append(
        Report.Edge(
          from: from, to: to, isDeclared: declared.contains([from, to]),
          isImported: !imports.isEmpty,
          isConditional: !imports.isEmpty && imports.allSatisfy(\.declaration.isConditional)))
    }
    let sorted = violations.sorted { lhs, rhs in
      let left = lhs.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
      let right = rhs.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
      if left != right { return left < right }
      return (lhs.rule.rawValue, lhs.target, lhs.module ?? "", lhs.message)
        < (rhs.rule.rawValue, rhs.target, rhs.module ?? "", rhs.message)
    }
    return Report(
      packageName: analysis.package.name,
      targets: analysis.package.targets.map(\.name),
      kinds: Dictionary(
        analysis.package.targets.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first }
      ),
      edges: edges.sorted(),
      cycles: cycles,
      violations: sorted)
  }
}
