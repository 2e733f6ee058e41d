import DependencyGraphSupport

/// The packages `depgraph` checks together, and the dependency packages it could read.
///
/// A workspace of one package is what `depgraph` checks by default; `--workspace DIR` or
/// several package paths make one graph of every target of every package, in which a product
/// dependency on another checked package is an edge to the product's targets.
///
/// ```swift
/// let workspace = try Workspace.load(packagePaths: [app, core])
/// let report = PackageAnalysis(workspace: workspace).check(strict: true)
/// ```
public struct Workspace: Hashable, Sendable {
  /// The workspace's name: the package's for one package, the folder's otherwise.
  public let name: String

  /// The absolute path that file paths in reports are relative to.
  public let root: String

  /// The packages that are checked, in the order given.
  public let packages: [SwiftPackage]

  /// The dependency packages whose manifests were found, sorted by identity: their products
  /// say which modules a product dependency provides. They are not checked.
  public let dependencies: [SwiftPackage]

  /// What could not be read, in the order found.
  public let problems: [DependencyProblem]

  /// The folders a search of the workspace folder did not enter, absolute and sorted
  /// (``Search/skipped``); empty when the packages were given.
  public let skippedFolders: [String]

  public init(
    name: String, root: String, packages: [SwiftPackage], dependencies: [SwiftPackage] = [],
    problems: [DependencyProblem] = [], skippedFolders: [String] = []
  ) {
    self.name = name
    self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    self.packages = packages
    self.dependencies = dependencies.sorted { $0.identity < $1.identity }
    self.problems = problems
    self.skippedFolders = skippedFolders
  }

  /// A workspace of one package whose dependency packages are not read: each is a problem,
  /// so that the imports it could provide are named as unchecked.
  public init(_ package: SwiftPackage) {
    self.init(
      name: package.name, root: package.root, packages: [package],
      problems: package.dependencies.map { dependency in
        DependencyProblem(
          identity: dependency.identity, requiredBy: [package.name],
          file: package.root + "/Package.swift",
          reason: "\(dependency.identity) (\(dependency.source)) is not read: only the package's "
            + "own description was given. Load the package with PackageAnalysis.load or run "
            + "depgraph without --describe-json to check imports of its products.")
      })
  }

  /// The checked or dependency package with this identity.
  public func package(identity: PackageIdentity) -> SwiftPackage? {
    packages.first { $0.identity == identity } ?? dependencies.first { $0.identity == identity }
  }
}

/// A dependency package, or a file about one, that could not be read: its products are then
/// unknown, and imports that only it could provide go unchecked.
public struct DependencyProblem: Hashable, Sendable {
  /// The identity of the package at fault.
  public let identity: PackageIdentity
  /// The checked packages whose manifests depend on it, by name; empty for a problem with a
  /// checked package itself.
  public let requiredBy: [String]
  /// The file or folder at fault, absolute.
  public let file: String
  /// What is wrong and how to fix it, one sentence.
  public let reason: String

  public init(identity: PackageIdentity, requiredBy: [String], file: String, reason: String) {
    self.identity = identity
    self.requiredBy = requiredBy
    self.file = file
    self.reason = reason
  }
}

extension Workspace {
  /// Every checked target in one package rooted at ``root``: each target's folder is relative
  /// to the root, and its ``Target/package`` names the package that declares it.
  package var combined: SwiftPackage {
    guard packages.count > 1 || packages.first?.root != root else {
      return packages.first ?? SwiftPackage(name: name, root: root, targets: [])
    }
    var targets: [Target] = []
    var warnings: [LoadWarning] = []
    for package in packages {
      let prefix = relativePath(of: package.root)
      targets += package.targets.map { $0.in(package: package.identity, under: prefix) }
      warnings += package.loadWarnings.map { $0.under(prefix) }
    }
    return SwiftPackage(
      name: name, root: root, identity: packages.count == 1 ? packages[0].identity : nil,
      targets: targets, loadWarnings: warnings)
  }

  /// The path of `folder` relative to ``root``; empty for the root itself, and `folder` itself
  /// when it is outside the root.
  public func relativePath(of folder: String) -> String {
    relative(folder, to: root) ?? folder
  }

  /// The checked package that declares a target.
  package func package(of target: Target) -> SwiftPackage? {
    packages.first { $0.identity == target.package }
  }
}

extension LoadWarning {
  /// The same warning, with its file under `prefix`.
  func under(_ prefix: String) -> LoadWarning {
    guard !prefix.isEmpty else { return self }
    switch self {
    case .unreadableModuleMap(let target, let file, let reason):
      return .unreadableModuleMap(target: target, file: prefix + "/" + file, reason: reason)
    case .unusableProjectObject(let file, let line, let object, let reason):
      return .unusableProjectObject(
        file: prefix + "/" + file, line: line, object: object, reason: reason)
    case .missingProjectFile(let file, let target, let path):
      return .missingProjectFile(file: prefix + "/" + file, target: target, path: path)
    case .emptyProjectTarget(let file, let line, let target):
      return .emptyProjectTarget(file: prefix + "/" + file, line: line, target: target)
    case .unreadableBuildSettings(let file, let line, let reason):
      return .unreadableBuildSettings(file: prefix + "/" + file, line: line, reason: reason)
    case .podsNotInstalled(let podfile, let command, let targets, let pods):
      return .podsNotInstalled(
        podfile: joinedPath(prefix, podfile), command: command, targets: targets, pods: pods)
    case .targetLeftOut:
      return self
    }
  }
}
