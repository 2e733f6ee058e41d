import DependencyGraphModel
import DependencyGraphSupport

extension SwiftPackage {
  /// The packages with a distinct identity and distinct target names each, as one graph needs
  /// them. An Xcode workspace may hold two projects of one name in different folders, and
  /// targets of one name in different projects or packages (a framework `GRDB` in a project,
  /// and the package's target `GRDB` a demo app links), which Xcode tells apart by project.
  /// A later project whose identity is taken is identified by its path from `root`; a later
  /// target whose name is taken is named `Name (Project/Path.xcodeproj)` or
  /// `Name (package Name)`, with the dependencies and products that name it. Module names stay:
  /// imports still reach the target through the importer's declared dependencies.
  static func distinguishing(_ packages: [SwiftPackage], root: String) -> [SwiftPackage] {
    var identities: Set<PackageIdentity> = []
    var names: Set<TargetName> = []
    var result: [SwiftPackage] = []
    for package in packages {
      let place =
        package.xcodeProject.map { relative($0, to: root) ?? $0 }
        ?? "package \(package.name)"
      var identity = package.identity
      if identities.contains(identity), let project = package.xcodeProject {
        identity = PackageIdentity(spelledAs: relative(project, to: root) ?? project)
      }
      identities.insert(identity)
      var renamed: [TargetName: TargetName] = [:]
      for target in package.targets where names.contains(target.name) {
        renamed[target.name] = TargetName("\(target.name) (\(place))")
      }
      names.formUnion(package.targets.map { renamed[$0.name] ?? $0.name })
      result.append(
        identity == package.identity && renamed.isEmpty
          ? package : package.renaming(renamed, identity: identity))
    }
    return result
  }

  /// The same package under another identity, with targets renamed wherever the package
  /// names them: the targets themselves, their dependencies on each other, its products.
  private func renaming(_ names: [TargetName: TargetName], identity: PackageIdentity)
    -> SwiftPackage
  {
    func renamed(_ old: TargetName) -> TargetName { names[old] ?? old }
    let targets = targets.map { target in
      Target(
        name: renamed(target.name), c99name: target.c99name, kind: target.kind, path: target.path,
        sources: target.sources, inputFiles: target.inputFiles,
        excludedInputs: target.excludedInputs, moduleNames: target.moduleNames,
        targetDependencies: target.targetDependencies.map(renamed),
        productDependencies: target.productDependencies,
        dependencyConditions: Dictionary(
          target.dependencyConditions.map { (renamed(TargetName($0.key)).rawValue, $0.value) },
          uniquingKeysWith: { first, _ in first }),
        package: identity, runtimeDependencies: target.runtimeDependencies.map(renamed),
        buildConditions: target.buildConditions, isLinkOnly: target.isLinkOnly,
        moduleAliases: target.moduleAliases, linkedProducts: target.linkedProducts,
        unplacedProducts: target.unplacedProducts)
    }
    return SwiftPackage(
      name: name, root: root, identity: identity, targets: targets,
      products: products.map { Product(name: $0.name, targets: $0.targets.map(renamed)) },
      dependencies: dependencies, loadWarnings: loadWarnings, xcodeProject: xcodeProject,
      manifestName: manifestName)
  }
}
