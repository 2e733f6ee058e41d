import Foundation

/// What a change reaches: the targets that own the changed files, every target that depends
/// on one of them, and the tests among those, so that CI runs only what the change can break.
public struct AffectedTargets: Hashable, Sendable {
  /// The changed files, relative to the workspace root (absolute outside it), sorted.
  public let changed: [String]
  /// The targets the change reaches, checked or of a dependency package, sorted.
  public let targets: [String]
  /// The test targets among ``targets``, sorted.
  public let tests: [String]
  /// The changed files that no target owns (a README, a CI script), sorted: they reach
  /// nothing.
  public let unowned: [String]
}

extension PackageAnalysis {
  /// The targets a change to `files` reaches.
  ///
  /// A file belongs to the package whose folder holds it most closely, and there to the
  /// target whose folder holds it most closely, or, in an Xcode project, whose sources list
  /// it. A package's `Package.swift` or `Package.resolved`, or any file of a project's
  /// `.xcodeproj`, reaches every target of that package or project: what such a change does
  /// to each target is not compared yet, so none is left out. Every target that depends on a
  /// reached one, through declared dependencies, products across packages or an Xcode
  /// project's links, is reached too.
  ///
  /// - Parameter files: The changed files, absolute or relative to the workspace root.
  /// - Returns: The changed files, the targets reached, their tests, and the files no target
  ///   owns.
  /// - Complexity: O(*f* × *p* + *t* + *e*) for *f* files, *p* packages, *t* targets and *e*
  ///   edges, plus the sources of the projects' targets once.
  public func affected(byChanging files: [String]) -> AffectedTargets {
    let root = workspace.root
    let absolute = files.map { file in
      file.hasPrefix("/") ? XcodeProjectPath.normalized(file) : XcodeProjectPath.joined(root, file)
    }
    let packages = (workspace.packages + workspace.dependencies).sorted {
      $0.root.count > $1.root.count
    }
    // The sources each project target compiles, since a project's targets share one folder.
    var projectSources: [String: String] = [:]
    for package in packages where package.xcodeProject != nil {
      for target in package.targets {
        for source in target.sourcePaths {
          projectSources[package.root + "/" + source] = target.name
        }
      }
    }
    var owning: Set<String> = []
    var unowned: [String] = []
    for file in absolute {
      guard let package = packages.first(where: { file.hasPrefix($0.root + "/") }) else {
        unowned.append(file)
        continue
      }
      let relative = String(file.dropFirst(package.root.count + 1))
      if let project = package.xcodeProject {
        if file.hasPrefix(project + "/") {
          owning.formUnion(package.targets.map(\.name))
        } else if let target = projectSources[file] {
          owning.insert(target)
        } else {
          unowned.append(file)
        }
        continue
      }
      if relative == "Package.swift" || relative == "Package.resolved"
        || (relative.hasPrefix("Package@swift-") && relative.hasSuffix(".swift"))
      {
        owning.formUnion(package.targets.map(\.name))
        continue
      }
      let owner = package.targets.filter { target in
        !target.path.isEmpty && target.path != "." && relative.hasPrefix(target.path + "/")
      }.max { $0.path.count < $1.path.count }
      if let owner { owning.insert(owner.name) } else { unowned.append(file) }
    }
    let reached = graph.dependents(of: owning)
    let kinds = Dictionary(
      (package.targets + dependencyTargets.values).map { ($0.name, $0.kind) },
      uniquingKeysWith: { first, _ in first })
    return AffectedTargets(
      changed: absolute.map(workspace.relativePath(of:)).sorted(),
      targets: reached.sorted(),
      tests: reached.filter { kinds[$0]?.isTest == true }.sorted(),
      unowned: unowned.map(workspace.relativePath(of:)).sorted())
  }
}
