import DependencyGraphModel

extension SwiftPackage {
  /// The projects with each dependency on a target of another project named as that project
  /// names it now. A proxy keeps the name the target had when it was made; where no project
  /// read has a target of that name, the identifier it also keeps, `remoteGlobalIDString`,
  /// names the target in the project that has it, as Xcode resolves it.
  static func resolvingProxies(of packages: [SwiftPackage]) -> [SwiftPackage] {
    guard packages.contains(where: { !$0.xcodeProxies.isEmpty }) else { return packages }
    let known = Set(packages.flatMap { $0.targets.map(\.name) })
    var byIdentifier: [String: TargetName] = [:]
    for package in packages {
      byIdentifier.merge(package.xcodeIdentifiers) { first, _ in first }
    }
    return packages.map { package in
      var renamed: [TargetName: TargetName] = [:]
      for (stale, identifier) in package.xcodeProxies where !known.contains(stale) {
        if let current = byIdentifier[identifier], current != stale { renamed[stale] = current }
      }
      guard !renamed.isEmpty else { return package }
      let targets = package.targets.map { target in
        target.with(
          targetDependencies: target.targetDependencies.map { renamed[$0] ?? $0 },
          runtimeDependencies: target.runtimeDependencies.map { renamed[$0] ?? $0 })
      }
      var resolved = package.with(targets: targets)
      resolved.xcodeIdentifiers = package.xcodeIdentifiers
      return resolved
    }
  }
}
