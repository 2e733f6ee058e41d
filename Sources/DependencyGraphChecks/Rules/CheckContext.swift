import DependencyGraphAnalysis
import DependencyGraphLoading
import DependencyGraphModel
import DependencyGraphScanning
import DependencyGraphSupport

/// What every check reads: the package's lookups, computed once, and the violations found so
/// far. Each rule is a file of its own (`CycleRule.swift`, ...), listed in ``CheckRules/all``.
struct CheckContext {
  let analysis: PackageAnalysis
  /// For each target, the package targets its sources import, each with its imports in order.
  let importedTargets: [TargetName: [TargetName: [PackageAnalysis.SourceImport]]]
  /// The target, checked or of a dependency, that each module name belongs to.
  let targetOfModule: [ModuleName: TargetName]
  /// For each target, the targets it re-exports with `@_exported import`, directly or through
  /// targets it re-exports.
  let reexports: [TargetName: Set<TargetName>]
  /// For each target, the modules it re-exports that no target read offers: those of a
  /// package that could not be read, or a framework outside every package.
  let unreadReexports: [TargetName: Set<ModuleName>]
  /// For each target, its imports of modules that no target read offers and neither the
  /// toolchain nor the Apple SDKs provide, in order: what the unknown-module and
  /// unresolved-dependency checks look at, gathered in the one pass over every import.
  let outsideImports: [TargetName: [PackageAnalysis.SourceImport]]
  /// Declared dependencies together with imported ones.
  let combinedGraph: TargetGraph
  /// The cycles of the declared graph, found once for the check and the report.
  let cycles: [[TargetName]]
  /// Each checked package's manifest, by identity.
  let manifests: [PackageIdentity: ManifestLocator]
  var violations: [Violation] = []
  /// The findings that `allow` entries accepted, with their reasons.
  var allowed: [Report.AllowedFinding] = []
  /// Every import of a target that its importer does not depend on directly, classified
  /// once for the import rules.
  private(set) var importEdges: [ImportEdge] = []
  /// The flags that name what was read, for the commands findings suggest: ` --workspace .`.
  var sourceArguments = ""

  /// The command that drafts the bridge breaking `from -> to`, with the run's flags.
  func bridgeCommand(from: TargetName, to: TargetName) -> String {
    "depgraph bridge\(sourceArguments) --from \(from) --to \(to)"
  }

  init(analysis: PackageAnalysis) {
    self.analysis = analysis
    var targetOfModule: [ModuleName: TargetName] = [:]
    let dependencyTargets = analysis.dependencyTargets.values.sorted { $0.name < $1.name }
    for target in analysis.package.targets + dependencyTargets {
      for module in target.moduleNames where targetOfModule[module] == nil {
        targetOfModule[module] = target.name
      }
    }
    // Targets that share a module name (an app built for two platforms) are told apart by the
    // importer's declared dependencies.
    var sharedModules: [ModuleName: [TargetName]] = [:]
    for target in analysis.package.targets {
      for module in target.moduleNames where targetOfModule[module] != target.name {
        sharedModules[module, default: [targetOfModule[module]!]].append(target.name)
      }
    }
    // The manifests are read on another core while this one goes through the imports.
    let (imports, manifests) = concurrently(
      {
        Self.importedTargets(
          of: analysis, targetOfModule: targetOfModule, sharedModules: sharedModules)
      }, { Self.manifests(of: analysis) })
    let importedTargets = imports.imported
    self.importedTargets = importedTargets
    outsideImports = imports.outside
    self.manifests = manifests
    unreadReexports = imports.unreadReexports
    self.targetOfModule = targetOfModule
    let reexportGraph = TargetGraph(edges: imports.reexports.mapValues { Array($0) })
    reexports = Dictionary(
      uniqueKeysWithValues: imports.reexports.keys.map { ($0, reexportGraph.closure(of: $0)) })
    var edges: [TargetName: [TargetName]] = [:]
    for target in analysis.graph.nodes {
      edges[target] =
        analysis.graph.dependencies(of: target)
        + (importedTargets[target].map { Array($0.keys) } ?? [])
    }
    combinedGraph = TargetGraph(edges: edges)
    cycles = analysis.graph.cycles
    importEdges = classifiedImports()
  }

  /// For each target, the package targets its sources import with those imports; the targets
  /// each re-exports; the modules it re-exports that no target read offers; and its imports of
  /// modules from outside everything read.
  private static func importedTargets(
    of analysis: PackageAnalysis, targetOfModule: [ModuleName: TargetName],
    sharedModules: [ModuleName: [TargetName]]
  ) -> (
    imported: [TargetName: [TargetName: [PackageAnalysis.SourceImport]]],
    reexports: [TargetName: Set<TargetName>], unreadReexports: [TargetName: Set<ModuleName>],
    outside: [TargetName: [PackageAnalysis.SourceImport]]
  ) {
    var importedTargets: [TargetName: [TargetName: [PackageAnalysis.SourceImport]]] = [:]
    var directReexports: [TargetName: Set<TargetName>] = [:]
    var unreadReexports: [TargetName: Set<ModuleName>] = [:]
    var outsideImports: [TargetName: [PackageAnalysis.SourceImport]] = [:]
    for (target, imports) in analysis.imports {
      // A target imports few modules many times: each module is looked up once, to the
      // list of imports of the target that offers it (`nil` when none does).
      var lists: [(target: TargetName, imports: [PackageAnalysis.SourceImport])] = []
      var listOfModule: [ModuleName: Int?] = [:]
      let importing = analysis.package.target(named: target)
      // An alias names another module: `import GameUtils` loads the product's `Utils`.
      let aliases = importing?.moduleAliases ?? [:]
      // A target's own module name is itself (Swift ignores the import), even when another
      // target shares the name: the watchOS build of a framework that iOS builds too.
      let ownModules = Set(importing?.moduleNames ?? [])
      func list(of name: ModuleName) -> Int? {
        if let known = listOfModule[name] { return known }
        let module = aliases[name] ?? name
        let declared = sharedModules[module].flatMap { candidates in
          let closure = analysis.graph.closure(of: target)
          return candidates.first(where: closure.contains)
        }
        let resolved = ownModules.contains(module) ? target : declared ?? targetOfModule[module]
        let list = resolved.map { imported in
          lists.firstIndex { $0.target == imported }
            ?? {
              lists.append((imported, []))
              return lists.count - 1
            }()
        }
        listOfModule[name] = list
        return list
      }
      for sourceImport in imports {
        let module = sourceImport.declaration.module
        guard let list = list(of: module) else {
          if sourceImport.declaration.isReexport {
            unreadReexports[target, default: []].insert(module)
          }
          if !SystemModules.contains(module) {
            outsideImports[target, default: []].append(sourceImport)
          }
          continue
        }
        guard lists[list].target != target else { continue }
        lists[list].imports.append(sourceImport)
        if sourceImport.declaration.isReexport {
          directReexports[target, default: []].insert(lists[list].target)
        }
      }
      importedTargets[target] = Dictionary(
        lists.lazy.filter { !$0.imports.isEmpty }.map { ($0.target, $0.imports) },
        uniquingKeysWith: { first, _ in first })
    }
    // A C target's module map exports what its public headers import.
    for (target, reexported) in analysis.headerReexports() {
      directReexports[target, default: []].formUnion(reexported)
    }
    for (target, modules) in analysis.dependencyReexports {
      for module in modules {
        if let reexported = targetOfModule[module] {
          if reexported != target { directReexports[target, default: []].insert(reexported) }
        } else {
          unreadReexports[target, default: []].insert(module)
        }
      }
    }
    return (importedTargets, directReexports, unreadReexports, outsideImports)
  }

  /// Each checked package's manifest (an Xcode project's `project.pbxproj`), by identity,
  /// read for where findings point.
  private static func manifests(of analysis: PackageAnalysis) -> [PackageIdentity: ManifestLocator]
  {
    let leftOut = analysis.package.loadWarnings.compactMap { warning -> TargetName? in
      if case .targetLeftOut(let target, _) = warning { target } else { nil }
    }
    var manifests: [PackageIdentity: ManifestLocator] = [:]
    for package in analysis.workspace.packages {
      guard let text = analysis.manifests[package.identity] else { continue }
      if let project = package.xcodeProject {
        manifests[package.identity] = ManifestLocator(
          xcodeProject: text, targets: package.targets.map(\.name),
          file: analysis.workspace.relativePath(of: project + "/project.pbxproj"))
        continue
      }
      let prefix = analysis.workspace.relativePath(of: package.root)
      manifests[package.identity] = ManifestLocator(
        manifest: text, targets: package.targets.map(\.name) + leftOut,
        file: prefix.isEmpty ? package.manifestName : prefix + "/" + package.manifestName)
    }
    return manifests
  }

  /// The manifest that declares a checked target.
  func manifest(of target: TargetName) -> ManifestLocator? {
    guard let package = analysis.package.target(named: target)?.package else {
      // A target SwiftPM left out is in no package's target list; one package has one manifest.
      return manifests.count == 1 ? manifests.values.first : nil
    }
    return manifests[package]
  }

  /// The Xcode project that declares a checked target, as `Name.xcodeproj`; `nil` for a
  /// package's target.
  func xcodeProject(of target: TargetName) -> String? {
    analysis.package.target(named: target).flatMap { analysis.workspace.package(of: $0) }?
      .xcodeProject.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
  }

  /// The sentence that says where to remove a dependency of `target`: its manifest, or the
  /// settings of its Xcode project, which depgraph does not edit.
  func removal(from target: TargetName, isProduct: Bool) -> String {
    guard let project = xcodeProject(of: target) else {
      let file =
        analysis.package.target(named: target)
        .flatMap { analysis.workspace.package(of: $0) }?.manifestName ?? SwiftPackage.manifestFile
      return "Remove it from the dependencies of \(target)" + (isProduct ? "" : " in \(file)")
    }
    let list = isProduct ? "Frameworks, Libraries, and Embedded Content" : "Target Dependencies"
    return "Remove it from the \(list) of \(target) in \(project) (depgraph does not edit Xcode "
      + "projects)"
  }

  /// The package a target belongs to, for chains that cross packages.
  func packageName(of target: TargetName) -> String? {
    packageIdentity(of: target).flatMap { analysis.workspace.package(identity: $0)?.name }
  }

  func firstImport(in target: TargetName, of imported: TargetName) -> PackageAnalysis.SourceImport?
  {
    importedTargets[target]?[imported]?.first
  }

  /// Whether `target` imports a module that `dependency`, or a target it re-exports,
  /// re-exports but no target read offers; such a dependency is used, though its module is not
  /// imported by name.
  func importsUnreadReexport(in target: TargetName, of dependency: TargetName) -> Bool {
    let modules = ([dependency] + (reexports[dependency] ?? [])).reduce(into: Set<ModuleName>()) {
      $0.formUnion(unreadReexports[$1] ?? [])
    }
    return !modules.isEmpty
      && (analysis.imports[target] ?? []).contains { modules.contains($0.declaration.module) }
  }

  /// The condition under which `from` declares `to`, if the dependency is conditional.
  func condition(from: TargetName, to: TargetName) -> DependencyCondition? {
    analysis.package.target(named: from)?.dependencyConditions[to.rawValue]
  }

  /// A chain of targets as text, with the condition of each conditional declared edge and
  /// the package of each step that enters another package.
  func chain(_ path: [TargetName]) -> String {
    var text = path.first?.rawValue ?? ""
    for (from, to) in zip(path, path.dropFirst()) {
      let package = packageName(of: to)
      let crossing =
        package != packageName(of: from)
        ? (xcodeProject(of: to) ?? package.map { "package \($0)" }).map { " (\($0))" } : nil
      text +=
        " -> " + to.rawValue + (crossing ?? "")
        + (condition(from: from, to: to).map { " (\($0))" } ?? "")
    }
    return text
  }

  /// Notes that show, for each step of a chain, the import that makes it.
  func evidence(along path: [TargetName]) -> [Violation.Note] {
    zip(path, path.dropFirst()).map { from, to in
      if let sourceImport = firstImport(in: from, of: to) {
        return Violation.Note(
          location: sourceImport.location,
          message: "\(from) imports \(to) here" + Self.under(sourceImport))
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
  func declaredName(from: TargetName, to: TargetName) -> String {
    analysis.products[from]?.first { $0.product.targets.contains(to) }?.product.name.rawValue
      ?? to.rawValue
  }

  /// The fix that declares a dependency of a checked target on a target of its own package.
  func addDependency(_ dependency: TargetName, to target: TargetName) -> DependencyFix {
    DependencyFix(
      dependency: dependency.rawValue, target: target,
      packagePath: packagePath(of: target), package: nil)
  }

  /// The checked package's folder relative to the workspace root, for `--package-path`.
  func packagePath(of target: TargetName) -> String {
    analysis.package.target(named: target).flatMap { analysis.workspace.package(of: $0) }
      .map { analysis.workspace.relativePath(of: $0.root) } ?? ""
  }

  /// ` (under #if CONDITION)`, or nothing for an unconditional import.
  /// The `#if` around an import, and the configurations that compile it when a flag rules
  /// out the others: ` (under #if DEBUG, compiled in debug only)`.
  static func under(_ sourceImport: PackageAnalysis.SourceImport) -> String {
    guard let condition = sourceImport.declaration.condition else { return "" }
    let configurations = sourceImport.configurations.map {
      ", compiled in \(listing($0)) only"
    }
    return " (under #if \(condition)\(configurations ?? ""))"
  }

  /// Names joined with commas, the first five and a count of the rest when there are more
  /// than six.
  static func listing(_ names: [some CustomStringConvertible]) -> String {
    let names = names.map(\.description)
    return names.count > 6
      ? names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
      : names.joined(separator: ", ")
  }

  var targetNames: [TargetName] { analysis.package.targets.map(\.name) }

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
    report.allowed = allowed
    report.uncompiledImports = analysis.package.targets.flatMap { target in
      (analysis.uncompiledImports[target.name] ?? []).map {
        Report.UncompiledImport(
          target: target.name, module: $0.declaration.module, location: $0.location,
          condition: $0.declaration.condition?.description ?? "false",
          configurations: target.buildConditions.configurations.map(\.name))
      }
    }
    report.packages = analysis.workspace.packages.map { package in
      Report.Package(
        name: package.name, identity: package.identity,
        path: analysis.workspace.relativePath(of: package.root),
        targets: package.targets.map(\.name))
    }
    report.skippedFolders = analysis.workspace.skippedFolders.map {
      analysis.workspace.relativePath(of: $0)
    }
    return report
  }
}
