import DependencyGraphAnalysis
import DependencyGraphLoading
import DependencyGraphModel
import Foundation

// What the import rules, `undeclared-import`, `transitive-import` and `cyclic-import`, advise:
// how to declare a dependency, and why the rules of a run ban declaring it.
extension CheckContext {
  /// `declaration` when no rule bans the edge it declares (`ban` is `nil`); otherwise advice
  /// that obeys the rules, with no fix: declaring an edge a layer or a `forbidden` rule bans
  /// trades one error for another, and `--fix` must never write it.
  func allowed(
    _ declaration: (advice: String, fix: DependencyFix?), from importer: TargetName,
    to imported: TargetName, ban: String?
  ) -> (advice: String, fix: DependencyFix?) {
    guard let ban else { return declaration }
    return (
      "Do not declare it: \(ban). Move what \(importer) uses of \(imported) into \(importer)'s "
        + "layer or a lower one, or invert the edge with a protocol that \(importer) declares "
        + "('\(bridgeCommand(from: importer, to: imported))' drafts it); or remove the "
        + "import.", nil
    )
  }

  /// Why the rules of `run` ban a dependency of `importer` on `imported`: a higher layer, an
  /// independent sibling, or a `forbidden` rule; `nil` when none does.
  func ruleBanning(from importer: TargetName, to imported: TargetName, _ run: CheckRun) -> String? {
    for scope in run.scopes {
      let layers = scope.rules.layers
      let position = scope.rules.layerIndices(of: scope.targets)
      if let from = position[importer], let to = position[imported] {
        if to < from {
          return "\(imported) is in layer '\(layers[to].name)', above \(importer)'s layer "
            + "'\(layers[from].name)'"
        }
        if to == from, layers[from].independent {
          return "\(importer) and \(imported) are independent siblings of layer "
            + "'\(layers[from].name)'"
        }
      }
      for edge in scope.rules.forbiddenEdges(among: targetNames) where edge.from == importer {
        let reaches =
          edge.to == imported
          || (edge.rule.transitive && combinedGraph.path(from: imported, to: edge.to) != nil)
        guard reaches else { continue }
        return "a forbidden rule bans \(importer) -> \(edge.to)"
          + (edge.rule.transitive ? ", even indirectly" : "")
          + (edge.rule.because.map { " (because: \($0))" } ?? "")
      }
    }
    return nil
  }

  /// The identity of the package of a checked or dependency target.
  func packageIdentity(of target: TargetName) -> PackageIdentity? {
    analysis.package.target(named: target)?.package ?? analysis.dependencyTargets[target]?.package
  }

  /// Whether the target, or a target it depends on, declares a product of a package that
  /// could not be read, or a target of a project that was not read. With `sparing`, a
  /// package's product counts only when a project names it without its package: a product of
  /// a package that a manifest or a project references, and that could not be read, is a
  /// remote one's (a local package is read), which never brings in a checked target; a
  /// product Xcode looks up in every package of the workspace may be a local package's, and
  /// another project's target may link anything. Without `countsProducts`, only the latter
  /// counts.
  func reachesUnreadProducts(
    _ target: TargetName, closure: Set<TargetName>, sparing: Bool = false,
    countsProducts: Bool = true
  ) -> Bool {
    let unread = { (name: TargetName) in
      let products = countsProducts ? analysis.unresolvedProducts[name] ?? [] : []
      let unplaced = analysis.package.target(named: name)?.unplacedProducts ?? []
      return (sparing ? products.contains(where: unplaced.contains) : !products.isEmpty)
        || analysis.unreadTargetDependencies[name] != nil
    }
    return unread(target) || closure.contains(where: unread)
  }

  /// How `target` declares a dependency that makes `imported` importable: the sentence that
  /// says it, and the fix when SwiftPM's editor can make it. Where the editor may change
  /// another call named like the target, no command is offered: it would break the manifest.
  func declaring(_ imported: TargetName, in target: Target) -> (advice: String, fix: DependencyFix?)
  {
    let (advice, fix) = declaringByEditor(imported, in: target)
    guard fix != nil, let manifest = manifest(of: target.name) else { return (advice, fix) }
    // SwiftPM's editor edits `Package.swift`, not the version-specific manifest SwiftPM reads.
    if !manifest.file.hasSuffix("/" + SwiftPackage.manifestFile),
      manifest.file != SwiftPackage.manifestFile
    {
      return (
        advice + " SwiftPM reads \(manifest.file) here, and its editor changes Package.swift "
          + "only: make the edit by hand.", nil
      )
    }
    guard manifest.editorMayMiss(target.name) else { return (advice, fix) }
    return (
      advice + " Edit \(manifest.file) by hand: SwiftPM's editor would change another call "
        + "named \(target.name).", nil
    )
  }

  private func declaringByEditor(_ imported: TargetName, in target: Target)
    -> (advice: String, fix: DependencyFix?)
  {
    if let project = xcodeProject(of: target.name) {
      return (linking(imported, in: target, of: project), nil)
    }
    guard let identity = packageIdentity(of: imported), identity != target.package,
      let offering = analysis.workspace.package(identity: identity)
    else {
      let file = analysis.workspace.package(of: target)?.manifestName ?? SwiftPackage.manifestFile
      return (
        "Add \"\(imported)\" to the dependencies of \(target.name) in \(file), or remove the "
          + "import.", addDependency(imported, to: target.name)
      )
    }
    let manifest = manifest(of: target.name)
    let file = manifest?.file ?? SwiftPackage.manifestFile
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
          dependency: product.name.rawValue, target: target.name,
          packagePath: packagePath(of: target.name), package: spelling, addingPackage: path)
        : nil
      return (
        "\(declaringPackage?.name ?? "Its package") does not depend on the package "
          + "\(offering.name): add \(declaration) to the package's dependencies in \(file), "
          + "then .product(name: \"\(product.name)\", package: \"\(spelling)\") to the "
          + "dependencies of \(target.name); or remove the import.", fix
      )
    }
    let spelling = manifest?.packageSpelling(of: identity) ?? identity.rawValue
    return (
      "Add .product(name: \"\(product.name)\", package: \"\(spelling)\") to the dependencies "
        + "of \(target.name) in \(file), or remove the import.",
      DependencyFix(
        dependency: product.name.rawValue, target: target.name,
        packagePath: packagePath(of: target.name), package: spelling)
    )
  }

  /// The rest of the message for an import of an app, an extension or a watch app, which no
  /// target can link (a unit test may import the app that hosts it); `nil` for any other
  /// import.
  func appImport(of imported: TargetName, by target: Target) -> String? {
    guard let kind = analysis.package.target(named: imported)?.kind, kind.isApp,
      !(kind == .application && target.kind == .test)
    else { return nil }
    let names: [Target.Kind: String] = [.application: "an app", .appExtension: "an app extension"]
    let named = names[kind] ?? "a watch app"
    // A UI test drives the app from another process: app code it compiles is most often a
    // file of the app that is a member of the UI test target by mistake.
    let fix =
      target.kind == .uiTest
      ? "A UI test drives \(imported) from another process: if the file is \(imported)'s code, "
        + "remove it from the Target Membership of \(target.name); else move what it uses of "
        + "\(imported) into a framework or a package product that both link."
      : "Move what \(target.name) uses of \(imported) into a framework or a package product "
        + "that both link, or remove the import."
    return ", \(named), which no target can link: only a unit test it hosts may import an app. "
      + fix
  }

  /// How a target of an Xcode project gets `imported`: a target of the same project is a
  /// target dependency, a package's target comes with a product the target links.
  func linking(_ imported: TargetName, in target: Target, of project: String) -> String {
    // A framework built for other platforms only cannot be linked, whatever the phase.
    if let built = platforms(of: analysis.package.target(named: imported)),
      let building = platforms(of: target), built.isDisjoint(with: building)
    {
      let names = { (platforms: Set<String>) in platforms.sorted().joined(separator: ", ") }
      return "\(imported) is built for \(names(built)) and \(target.name) for \(names(building)): "
        + "no build of \(target.name) can link it. Build \(imported) for \(names(building)) too, "
        + "or put the import under #if canImport(\(imported)) where the code is shared."
    }
    let offering = packageIdentity(of: imported).flatMap {
      analysis.workspace.package(identity: $0)
    }
    let step: String
    if let offering, offering.xcodeProject == nil {
      guard let product = offering.products.first(where: { $0.targets.contains(imported) })
      else {
        return "No product of \(offering.name) offers \(imported), so \(project) cannot link it: "
          + "add a product to \(offering.name)'s manifest, or remove the import."
      }
      step =
        "add the product \(product.name) of \(offering.name) to the Frameworks, Libraries, and "
        + "Embedded Content of \(target.name)"
    } else if let other = xcodeProject(of: imported), other != project {
      // Target Dependencies list the targets of the same project only.
      let product =
        analysis.package.target(named: imported)?.moduleNames.first ?? ModuleName(imported.rawValue)
      step =
        "add \(product).framework, the product of \(other), to the Frameworks, Libraries, and "
        + "Embedded Content of \(target.name) (both projects in one workspace)"
    } else {
      step = "add \(imported) to the Target Dependencies of \(target.name)"
    }
    return "In \(project), \(step), or remove the import (depgraph does not edit Xcode projects)."
  }

  /// The platforms every configuration of a target builds for, when its settings say:
  /// an Xcode target's `SUPPORTED_PLATFORMS` or `SDKROOT`; `nil` for a package's target.
  private func platforms(of target: Target?) -> Set<String>? {
    let configurations = target?.buildConditions.configurations ?? []
    let known = configurations.compactMap(\.platforms)
    guard !known.isEmpty, known.count == configurations.count else { return nil }
    return known.reduce(into: Set<String>()) { $0.formUnion($1) }
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
}
