import Foundation

extension PackageAnalysis {
  /// Runs every check on the package.
  ///
  /// - Parameters:
  ///   - rules: Layers and forbidden edges to enforce, if any.
  ///   - strict: Whether to report imports of targets reached only through another dependency.
  /// - Returns: The graph and every violation, sorted.
  /// - Complexity: O(*t* × (*t* + *e*) + *i*) for *t* targets, *e* edges and *i* imports.
  public func check(rules: Rules? = nil, strict: Bool = false) -> Report {
    check(rules: rules, packageRules: [:], strict: strict)
  }

  /// Runs every check on a workspace whose packages each bring their own rules.
  ///
  /// - Parameters:
  ///   - rules: Rules for the whole workspace, such as its root's `depgraph.json`, if any.
  ///   - packageRules: Each package's own rules, by package identity, naming only the
  ///     package's targets: their layers constrain the edges between those targets, a target
  ///     of the package in none of them is unlayered, and forbidden edges and `allow` entries
  ///     apply as written.
  ///   - strict: Whether to report imports of targets reached only through another dependency.
  /// - Returns: The graph and every violation, sorted.
  public func check(rules: Rules?, packageRules: [String: Rules], strict: Bool = false) -> Report {
    var checker = Checker(analysis: self)
    checker.checkCycles(layerIndices: rules?.layerIndices(of: package.targets.map(\.name)) ?? [:])
    checker.checkImports(strict: strict)
    checker.checkUnusedDependencies()
    checker.checkUnusedProducts()
    checker.checkConditions()
    let scoped =
      (rules.map { [(rules: $0, targets: checker.targetNames)] } ?? [])
      + packageRules.sorted { $0.key < $1.key }.map { identity, rules in
        (rules: rules, targets: package.targets.filter { $0.package == identity }.map(\.name))
      }
    for (rules, targets) in scoped {
      checker.checkLayers(rules, targets: targets)
      checker.checkForbidden(rules.forbiddenEdges(among: checker.targetNames))
    }
    checker.reportLoadProblems()
    checker.reportDependencyProblems()
    var report = checker.report()
    report.layers = scoped.flatMap { $0.rules.resolvedLayers(for: $0.targets) }
    for (rules, _) in scoped { report.apply(rules.allow) }
    return report
  }
}

/// The checks, sharing the lookups they all need.
private struct Checker {
  let analysis: PackageAnalysis
  /// For each target, the package targets its sources import, each with its imports in order.
  let importedTargets: [String: [String: [PackageAnalysis.SourceImport]]]
  /// The target, checked or of a dependency, that each module name belongs to.
  let targetOfModule: [String: String]
  /// For each target, the targets it re-exports with `@_exported import`, directly or through
  /// targets it re-exports.
  let reexports: [String: Set<String>]
  /// Declared dependencies together with imported ones.
  let combinedGraph: TargetGraph
  /// The cycles of the declared graph, found once for the check and the report.
  let cycles: [[String]]
  /// Each checked package's manifest, by identity.
  let manifests: [String: ManifestLocator]
  var violations: [Violation] = []

  init(analysis: PackageAnalysis) {
    self.analysis = analysis
    var targetOfModule: [String: String] = [:]
    let dependencyTargets = analysis.dependencyTargets.values.sorted { $0.name < $1.name }
    for target in analysis.package.targets + dependencyTargets {
      for module in target.moduleNames where targetOfModule[module] == nil {
        targetOfModule[module] = target.name
      }
    }
    var importedTargets: [String: [String: [PackageAnalysis.SourceImport]]] = [:]
    var directReexports: [String: Set<String>] = [:]
    for (target, imports) in analysis.imports {
      var byTarget: [String: [PackageAnalysis.SourceImport]] = [:]
      for sourceImport in imports {
        guard let imported = targetOfModule[sourceImport.declaration.module], imported != target
        else { continue }
        byTarget[imported, default: []].append(sourceImport)
        if sourceImport.declaration.isReexport {
          directReexports[target, default: []].insert(imported)
        }
      }
      importedTargets[target] = byTarget
    }
    for (target, modules) in analysis.dependencyReexports {
      for module in modules {
        if let reexported = targetOfModule[module], reexported != target {
          directReexports[target, default: []].insert(reexported)
        }
      }
    }
    self.importedTargets = importedTargets
    self.targetOfModule = targetOfModule
    let reexportGraph = TargetGraph(edges: directReexports.mapValues { Array($0) })
    reexports = Dictionary(
      uniqueKeysWithValues: directReexports.keys.map { ($0, reexportGraph.closure(of: $0)) })
    var edges: [String: [String]] = [:]
    for target in analysis.graph.nodes {
      edges[target] =
        analysis.graph.dependencies(of: target)
        + (importedTargets[target].map { Array($0.keys) } ?? [])
    }
    combinedGraph = TargetGraph(edges: edges)
    cycles = analysis.graph.cycles
    let leftOut = analysis.package.loadWarnings.compactMap { warning -> String? in
      if case .targetLeftOut(let target, _) = warning { target } else { nil }
    }
    var manifests: [String: ManifestLocator] = [:]
    for package in analysis.workspace.packages {
      guard let text = analysis.manifests[package.identity] else { continue }
      let prefix = analysis.workspace.relativePath(of: package.root)
      manifests[package.identity] = ManifestLocator(
        manifest: text, targets: package.targets.map(\.name) + leftOut,
        file: prefix.isEmpty ? ManifestLocator.defaultFile : prefix + "/Package.swift")
    }
    self.manifests = manifests
  }

  /// The manifest that declares a checked target.
  func manifest(of target: String) -> ManifestLocator? {
    guard let package = analysis.package.target(named: target)?.package else {
      // A target SwiftPM left out is in no package's target list; one package has one manifest.
      return manifests.count == 1 ? manifests.values.first : nil
    }
    return manifests[package]
  }

  /// The package a target belongs to, for chains that cross packages.
  func packageName(of target: String) -> String? {
    packageIdentity(of: target).flatMap { analysis.workspace.package(identity: $0)?.name }
  }

  func firstImport(in target: String, of imported: String) -> PackageAnalysis.SourceImport? {
    importedTargets[target]?[imported]?.first
  }

  /// The condition under which `from` declares `to`, if the dependency is conditional.
  func condition(from: String, to: String) -> DependencyCondition? {
    analysis.package.target(named: from)?.dependencyConditions[to]
  }

  /// A chain of targets as text, with the condition of each conditional declared edge and
  /// the package of each step that enters another package.
  func chain(_ path: [String]) -> String {
    var text = path.first ?? ""
    for (from, to) in zip(path, path.dropFirst()) {
      let package = packageName(of: to)
      let crossing = package != packageName(of: from) ? package.map { " (package \($0))" } : nil
      text +=
        " -> " + to + (crossing ?? "")
        + (condition(from: from, to: to).map { " (\($0))" } ?? "")
    }
    return text
  }

  /// Notes that show, for each step of a chain, the import that makes it.
  func evidence(along path: [String]) -> [Violation.Note] {
    zip(path, path.dropFirst()).map { from, to in
      if let sourceImport = firstImport(in: from, of: to) {
        return Violation.Note(
          location: sourceImport.location,
          message: "\(from) imports \(to) here" + Self.under(sourceImport.declaration.condition))
      }
      guard analysis.package.target(named: from) != nil else {
        // A target of a dependency package: its sources are not read.
        return Violation.Note(
          location: nil,
          message: "\(from) (package \(packageName(of: from) ?? "?")) declares "
            + "\(declaredName(from: from, to: to)) as a dependency")
      }
      return Violation.Note(
        location: manifest(of: from)?.dependency(declaredName(from: from, to: to), of: from),
        message: "\(from) declares \(to) as a dependency but does not import it")
    }
  }

  /// The name the manifest of `from` declares for its dependency on `to`: the target, or the
  /// product of another package that offers it.
  func declaredName(from: String, to: String) -> String {
    analysis.products[from]?.first { $0.product.targets.contains(to) }?.product.name ?? to
  }

  /// The fix that declares a dependency of a checked target on a target of its own package.
  func addDependency(_ dependency: String, to target: String) -> DependencyFix {
    DependencyFix(
      dependency: dependency, target: target,
      packagePath: packagePath(of: target), package: nil)
  }

  /// The checked package's folder relative to the workspace root, for `--package-path`.
  func packagePath(of target: String) -> String {
    analysis.package.target(named: target).flatMap { analysis.workspace.package(of: $0) }
      .map { analysis.workspace.relativePath(of: $0.root) } ?? ""
  }

  /// ` (under #if CONDITION)`, or nothing for an unconditional import.
  static func under(_ condition: String?) -> String {
    condition.map { " (under #if \($0))" } ?? ""
  }

  /// Each cycle once, with the import behind each step and the edge cheapest to invert.
  mutating func checkCycles(layerIndices: [String: Int]) {
    for cycle in cycles {
      var notes = evidence(along: cycle)
      if let advice = cheapestEdge(of: cycle, layerIndices: layerIndices) { notes.append(advice) }
      violations.append(
        Violation(
          rule: .cycle, severity: .error, target: cycle[0], module: cycle[1],
          location: notes.lazy.compactMap(\.location).first
            ?? manifest(of: cycle[0])?.dependency(
              declaredName(from: cycle[0], to: cycle[1]), of: cycle[0]),
          path: cycle,
          message: "Dependency cycle: \(chain(cycle)). SwiftPM refuses to "
            + "build it. Break one edge: move the shared code down, or let the lower target "
            + "declare a protocol that the higher one implements.",
          notes: notes))
    }
  }

  /// The edge of a cycle to break with a protocol: one that points up the layers if any does,
  /// then the fewest uses that a protocol cannot carry, then the fewest uses.
  func cheapestEdge(of cycle: [String], layerIndices: [String: Int]) -> Violation.Note? {
    let drafts = zip(cycle, cycle.dropFirst()).compactMap { from, to in
      try? analysis.bridge(from: from, to: to)
    }
    func pointsUp(_ draft: BridgeDraft) -> Int {
      guard let from = layerIndices[draft.from], let to = layerIndices[draft.to] else { return 1 }
      return from > to ? 0 : 1
    }
    guard
      let best = drafts.min(by: { lhs, rhs in
        ([pointsUp(lhs)] + lhs.cost).lexicographicallyPrecedes([pointsUp(rhs)] + rhs.cost)
      })
    else { return nil }
    let uses = best.uses.count
    let blockers = best.blockers.count
    guard uses > 0 else {
      return Violation.Note(
        location: nil,
        message: "\(best.from) uses none of \(best.to)'s public declarations that depgraph can "
          + "see: the edge \(best.from) -> \(best.to) may simply be removed.")
    }
    return Violation.Note(
      location: best.uses.first?.location,
      message: "The edge cheapest to invert is \(best.from) -> \(best.to): \(uses) "
        + "use\(uses == 1 ? "" : "s") of \(best.to), \(blockers) that a protocol cannot carry. "
        + "'depgraph bridge --from \(best.from) --to \(best.to)' drafts the protocol.")
  }

  mutating func checkImports(strict: Bool) {
    for target in analysis.package.targets {
      let direct = Set(analysis.graph.dependencies(of: target.name))
      // Most imports are of direct dependencies; the closure is computed only when one is not.
      var closure: Set<String>?
      let imported = (importedTargets[target.name] ?? [:]).sorted { $0.key < $1.key }
      for (imported, imports) in imported where !direct.contains(imported) {
        if closure == nil { closure = analysis.graph.closure(of: target.name) }
        let crossing = packageIdentity(of: imported) != target.package
        // A product of a package that could not be read may bring in any module of another
        // package: such imports are unchecked, never reported.
        if crossing, reachesUnreadProducts(target.name, closure: closure ?? []) { continue }
        if closure?.contains(imported) != true {
          // Imports count too: two targets that import each other undeclared cannot both be
          // fixed by declaring.
          if let back = combinedGraph.path(from: imported, to: target.name) {
            reportCyclicImport(of: imported, by: target.name, imports: imports, back: back)
            continue
          }
          let declaration = declaring(imported, in: target)
          for sourceImport in imports {
            let condition = sourceImport.declaration.condition
            violations.append(
              Violation(
                rule: .undeclaredImport, severity: .error, target: target.name, module: imported,
                location: sourceImport.location,
                message: "\(target.name) imports \(imported)\(Self.under(condition)) but does "
                  + "not depend on it, directly or through another dependency; it builds only "
                  + "when \(imported) happens to be built first. \(declaration.advice)",
                condition: condition,
                fix: declaration.fix))
          }
        } else if strict {
          // A dependency that re-exports the module gives a declared path to it.
          if direct.contains(where: { reexports[$0]?.contains(imported) == true }) { continue }
          let path =
            analysis.graph.path(from: target.name, to: imported) ?? [target.name, imported]
          let declaration = declaring(imported, in: target)
          let advice =
            crossing
            ? declaration.advice
            : "Declare \"\(imported)\" as a direct dependency of \(target.name), or re-export it "
              + "from \(path[1]) with @_exported import."
          for sourceImport in imports {
            let condition = sourceImport.declaration.condition
            violations.append(
              Violation(
                rule: .transitiveImport, severity: .error, target: target.name, module: imported,
                location: sourceImport.location, path: path,
                message: "\(target.name) imports \(imported)\(Self.under(condition)), which it "
                  + "reaches only through \(chain(path)). \(advice)",
                condition: condition,
                fix: declaration.fix))
          }
        }
      }
    }
  }

  /// The identity of the package of a checked or dependency target.
  func packageIdentity(of target: String) -> String? {
    analysis.package.target(named: target)?.package ?? analysis.dependencyTargets[target]?.package
  }

  /// Whether the target, or a target it depends on, declares a product of a package that
  /// could not be read.
  func reachesUnreadProducts(_ target: String, closure: Set<String>) -> Bool {
    analysis.unresolvedProducts[target] != nil
      || closure.contains { analysis.unresolvedProducts[$0] != nil }
  }

  /// How `target` declares a dependency that makes `imported` importable: the sentence that
  /// says it, and the fix when SwiftPM's editor can make it.
  func declaring(_ imported: String, in target: Target) -> (advice: String, fix: DependencyFix?) {
    guard let identity = packageIdentity(of: imported), identity != target.package,
      let offering = analysis.workspace.package(identity: identity)
    else {
      return (
        "Add \"\(imported)\" to the dependencies of \(target.name) in Package.swift, or remove "
          + "the import.", addDependency(imported, to: target.name)
      )
    }
    let manifest = manifest(of: target.name)
    let file = manifest?.file ?? ManifestLocator.defaultFile
    guard let product = offering.products.first(where: { $0.targets.contains(imported) }) else {
      return (
        "No product of \(offering.name) offers \(imported), so no other package can depend on "
          + "it: add a product to \(offering.name)'s manifest, or remove the import.", nil
      )
    }
    let declaringPackage = analysis.workspace.package(identity: target.package)
    guard declaringPackage?.dependencies.contains(where: { $0.identity == identity }) == true
    else {
      // How the missing package would be declared: by the URL any manifest read gives it (a
      // checkout is no local package), or by its folder relative to the importer's.
      let manifests = analysis.workspace.packages + analysis.workspace.dependencies
      let url = manifests.lazy.flatMap(\.dependencies).compactMap {
        dependency -> String? in
        guard dependency.identity == identity, case .remote(let url) = dependency.source else {
          return nil
        }
        return url
      }.first
      let path = relativeFolder(offering.root, from: declaringPackage?.root)
      let declaration = url.map { ".package(url: \"\($0)\", ...)" } ?? ".package(path: \"\(path)\")"
      let spelling = URL(fileURLWithPath: offering.root).lastPathComponent
      // SwiftPM's editor declares a local package; a remote one needs a version to be chosen.
      let fix =
        url == nil
        ? DependencyFix(
          dependency: product.name, target: target.name, packagePath: packagePath(of: target.name),
          package: spelling, addingPackage: path)
        : nil
      return (
        "\(declaringPackage?.name ?? "Its package") does not depend on the package "
          + "\(offering.name): add \(declaration) to the package's dependencies in \(file), "
          + "then .product(name: \"\(product.name)\", package: \"\(spelling)\") to the "
          + "dependencies of \(target.name); or remove the import.", fix
      )
    }
    let spelling = manifest?.packageSpelling(of: identity) ?? identity
    return (
      "Add .product(name: \"\(product.name)\", package: \"\(spelling)\") to the dependencies "
        + "of \(target.name) in \(file), or remove the import.",
      DependencyFix(
        dependency: product.name, target: target.name, packagePath: packagePath(of: target.name),
        package: spelling)
    )
  }

  /// `folder` as a path from `base`, as `.package(path:)` spells it: `../Core`.
  func relativeFolder(_ folder: String, from base: String?) -> String {
    guard let base else { return folder }
    let to = folder.split(separator: "/")
    let from = base.split(separator: "/")
    let shared = zip(to, from).prefix { $0 == $1 }.count
    let path =
      Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init)
    return path.isEmpty ? "." : path.joined(separator: "/")
  }

  /// An import whose dependency cannot be declared: `imported` already reaches `importer`
  /// along `back`, by declared dependencies or imports, so the usual advice (declare it) would
  /// close a cycle. The message says so and
  /// points to the protocol bridge instead.
  mutating func reportCyclicImport(
    of imported: String, by importer: String, imports: [PackageAnalysis.SourceImport],
    back: [String]
  ) {
    let cycle = [importer] + back
    for sourceImport in imports {
      let condition = sourceImport.declaration.condition
      violations.append(
        Violation(
          rule: .cyclicImport, severity: .error, target: importer, module: imported,
          location: sourceImport.location, path: cycle,
          message: "\(importer) imports \(imported)\(Self.under(condition)), which already "
            + "reaches \(importer) (\(chain(back))). Declaring the dependency would close "
            + "the cycle \(chain(cycle)), which SwiftPM refuses: do not add it. Break the "
            + "edge instead: let \(importer) declare a protocol for what it uses of "
            + "\(imported), make \(imported)'s type conform, and pass it in through an "
            + "initializer where both are composed; 'depgraph bridge --from \(importer) --to "
            + "\(imported)' drafts it.",
          notes: evidence(along: back), condition: condition))
    }
  }

  /// Snippets and targets that declare nothing cannot act on an unused dependency; a
  /// dependency that declares nothing (a marker module) is there to be present, not imported.
  mutating func checkUnusedDependencies() {
    for target in analysis.package.targets
    where target.kind != .plugin && target.kind != .snippet
      && !analysis.declarationFreeTargets.contains(target.name)
    {
      for dependency in target.targetDependencies {
        let kind = analysis.package.target(named: dependency)?.kind
        guard kind != .plugin, kind != .macro,
          !analysis.declarationFreeTargets.contains(dependency),
          firstImport(in: target.name, of: dependency) == nil
        else { continue }
        let reexported = (reexports[dependency] ?? []).sorted()
        if reexported.contains(where: { firstImport(in: target.name, of: $0) != nil }) {
          continue
        }
        let condition = condition(from: target.name, to: dependency).map { " (\($0))" } ?? ""
        violations.append(
          Violation(
            rule: .unusedDependency, severity: .warning, target: target.name, module: dependency,
            location: manifest(of: target.name)?.dependency(dependency, of: target.name),
            message: "\(target.name) declares a dependency on \(dependency)\(condition) but no "
              + "source of it imports \(dependency)"
              + (reexported.isEmpty
                ? "" : " or what it re-exports (\(reexported.joined(separator: ", ")))")
              + ". Remove it from the dependencies of \(target.name) in Package.swift, or import "
              + "it where it is used."))
      }
    }
  }

  /// A declared product of another package is unused when no source imports a module of its
  /// targets; the exemptions are those of target dependencies.
  mutating func checkUnusedProducts() {
    for target in analysis.package.targets
    where target.kind != .plugin && target.kind != .snippet
      && !analysis.declarationFreeTargets.contains(target.name)
    {
      for resolved in analysis.products[target.name] ?? [] {
        let offered = resolved.product.targets
        let kinds = offered.map {
          analysis.package.target(named: $0)?.kind ?? analysis.dependencyTargets[$0]?.kind
        }
        guard !kinds.contains(where: { $0 == .plugin || $0 == .macro }),
          !offered.contains(where: analysis.declarationFreeTargets.contains),
          !offered.contains(where: { firstImport(in: target.name, of: $0) != nil }),
          !offered.contains(where: { offeredTarget in
            (reexports[offeredTarget] ?? []).contains {
              firstImport(in: target.name, of: $0) != nil
            }
          })
        else { continue }
        let package =
          analysis.workspace.package(identity: resolved.package)?.name ?? resolved.package
        let modules = offered.compactMap {
          analysis.package.target(named: $0)?.moduleNames.first
            ?? analysis.dependencyTargets[$0]?.moduleNames.first
        }
        violations.append(
          Violation(
            rule: .unusedDependency, severity: .warning, target: target.name,
            module: resolved.product.name,
            location: manifest(of: target.name)?.dependency(resolved.product.name, of: target.name),
            message: "\(target.name) declares the product \(resolved.product.name) of \(package) "
              + "but no source of it imports "
              + (modules.count == 1 ? modules[0] : "any of " + modules.joined(separator: ", "))
              + ". Remove it from the dependencies of \(target.name), or import it where it is "
              + "used."))
      }
    }
  }

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

  /// Compares the `#if` around each import of a conditional dependency with the platforms the
  /// dependency is declared for; see ``PlatformCondition`` for what is understood.
  mutating func checkConditions() {
    for target in analysis.package.targets {
      for (dependency, declared) in target.dependencyConditions.sorted(by: { $0.key < $1.key })
      where !declared.platforms.isEmpty {
        for sourceImport in importedTargets[target.name]?[dependency] ?? [] {
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
              "under #if \(condition ?? ""), which holds on "
              + outside.map { "." + DependencyCondition.spelling($0) }.joined(separator: ", ")
              + ", but declares it only \(declared): there the import finds no module. Limit "
              + "the #if to the declared platforms, or add them to the condition."
          case .unconditional:
            problem =
              "on every platform, but declares it only \(declared): elsewhere the import finds "
              + "no module. Put the import under #if os(...) or #if canImport(\(module))."
          case .unknown:
            problem =
              "under #if \(condition ?? ""), but declares it only \(declared), and depgraph "
              + "cannot tell which platforms that #if allows. Make sure it holds only there, or "
              + "use #if canImport(\(module))."
          }
          violations.append(
            Violation(
              rule: .conditionMismatch, severity: .warning, target: target.name,
              module: dependency, location: sourceImport.location,
              message: "\(target.name) imports \(dependency) \(problem)",
              condition: condition))
        }
      }
    }
  }

  var targetNames: [String] { analysis.package.targets.map(\.name) }

  /// The layer rules among `targets`: the whole workspace for its own rules, one package for
  /// a package's.
  mutating func checkLayers(_ rules: Rules, targets: [String]) {
    let layers = rules.layers
    guard !layers.isEmpty else { return }
    let position = rules.layerIndices(of: targets)
    for target in targets where position[target] == nil {
      violations.append(
        Violation(
          rule: .unlayeredTarget, severity: .warning, target: target,
          location: manifest(of: target)?.declaration(of: target),
          message: "\(target) is in no layer of the rules, so no layer rule constrains it. Add it, "
            + "or a pattern that matches it, to the layer it belongs to."))
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
          location: firstImport(in: from, of: to)?.location
            ?? manifest(of: from)?.dependency(declaredName(from: from, to: to), of: from),
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
            + "\(chain(path))."
            + (rule.because.map { " Because: \($0)." } ?? ""),
          notes: notes))
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
      switch warning {
      case .unreadableModuleMap(let target, let file, _):
        violations.append(
          Violation(
            rule: .unreadableSource, severity: .warning, target: target,
            location: Violation.Location(file: file, line: 1, column: 1),
            message: warning.description))
      case .targetLeftOut(let target, _):
        violations.append(
          Violation(
            rule: .skippedTarget, severity: .warning, target: target,
            location: manifest(of: target)?.declaration(of: target), message: warning.description))
      }
    }
  }

  func report() -> Report {
    let declared = Set(analysis.graph.edges.map { [$0.from, $0.to] })
    let checked = Set(targetNames)
    var edges: [Report.Edge] = []
    for (from, to) in combinedGraph.edges where checked.contains(from) && checked.contains(to) {
      let imports = importedTargets[from]?[to] ?? []
      edges.append(
        Report.Edge(
          from: from, to: to, isDeclared: declared.contains([from, to]),
          isImported: !imports.isEmpty,
          isConditional: !imports.isEmpty && imports.allSatisfy(\.declaration.isConditional),
          condition: condition(from: from, to: to)))
    }
    let sorted = violations.sorted(by: Violation.inReportOrder)
    var report = Report(
      packageName: analysis.package.name,
      root: analysis.package.root,
      targets: analysis.package.targets.map(\.name),
      kinds: Dictionary(
        analysis.package.targets.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first }
      ),
      edges: edges.sorted(),
      cycles: cycles,
      violations: sorted)
    report.packages = analysis.workspace.packages.map { package in
      Report.Package(
        name: package.name, identity: package.identity,
        path: analysis.workspace.relativePath(of: package.root),
        targets: package.targets.map(\.name))
    }
    return report
  }
}
