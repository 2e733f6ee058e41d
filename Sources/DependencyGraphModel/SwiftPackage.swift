/// A Swift package as `depgraph` sees it: its root folder, its targets, and what SwiftPM or the
/// loader had to say while reading it.
///
/// Load one with ``PackageLoader/load(packagePath:swift:manifestCache:)`` or decode a saved description with
/// ``init(describeJSON:root:source:)``.
///
/// ```swift
/// let package = try PackageLoader.load(packagePath: packagePath)
/// let graph = TargetGraph(package)
/// let path = graph.path(from: "App", to: "Core")  // ["App", "Core"]
/// ```
public struct SwiftPackage: Hashable, Sendable {
  /// The manifest's name: where a finding without a place points.
  public static let manifestFile = "Package.swift"

  /// The package's name from its manifest.
  public let name: String

  /// The absolute path of the package's root folder, without a trailing slash.
  public let root: String

  /// SwiftPM's identity of the package: its folder's name, lowercased.
  public let identity: PackageIdentity

  /// The package's targets, sorted by name.
  public let targets: [Target]

  /// The package's products, in manifest order.
  public let products: [Product]

  /// The packages the manifest depends on, in manifest order.
  public let dependencies: [PackageDependency]

  /// Problems met while loading that leave part of the package unchecked, in the order found.
  public let loadWarnings: [LoadWarning]

  /// For the targets of an Xcode project, the `.xcodeproj` folder, absolute; `nil` for a
  /// package. A project has no manifest: findings about it point into its `project.pbxproj`,
  /// and depgraph does not edit it.
  public let xcodeProject: String?

  /// The manifest SwiftPM evaluates, in ``root``: `Package.swift`, or a version-specific
  /// `Package@swift-6.2.swift` that it prefers. Findings and fixes point into this one.
  package let manifestName: String

  /// For an Xcode project, the target each object identifier stands for (a native target's
  /// and its product file's), and for each target of another project that a proxy names, the
  /// identifier it points at: what a workspace resolves a stale name by. Empty for a package,
  /// and read once, as the project is loaded.
  package var xcodeIdentifiers: [String: TargetName] = [:]
  package var xcodeProxies: [TargetName: String] = [:]

  /// Creates a package from its parts. Without an `identity`, it is derived from `root`; each
  /// target that names no package is given the package's identity.
  public init(
    name: String, root: String, identity: PackageIdentity? = nil, targets: [Target],
    products: [Product] = [], dependencies: [PackageDependency] = [],
    loadWarnings: [LoadWarning] = [], xcodeProject: String? = nil,
    manifestName: String = SwiftPackage.manifestFile
  ) {
    self.name = name
    let root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    self.root = root
    let identity = identity ?? PackageDependency.identity(of: root)
    self.identity = identity
    self.targets = targets.map { $0.package.isEmpty ? $0.in(package: identity) : $0 }
      .sorted { $0.name < $1.name }
    self.products = products
    self.dependencies = dependencies
    self.loadWarnings = loadWarnings
    self.xcodeProject = xcodeProject
    self.manifestName = manifestName
  }

  /// Where the versions of the remote packages are pinned: `Package.resolved` beside the
  /// manifest, or in the project's own workspace for an Xcode project.
  public var resolvedFile: String {
    xcodeProject.map { $0 + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved" }
      ?? root + "/Package.resolved"
  }

  /// The target with this name, if the package has one.
  ///
  /// - Complexity: O(log *n*) for *n* targets.
  public func target(named name: TargetName) -> Target? {
    var low = 0
    var high = targets.count
    while low < high {
      let middle = (low + high) / 2
      if targets[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low < targets.count && targets[low].name == name ? targets[low] : nil
  }

  /// The same package with other targets or more warnings.
  package func with(targets: [Target]? = nil, addingWarnings warnings: [LoadWarning] = [])
    -> SwiftPackage
  {
    SwiftPackage(
      name: name, root: root, identity: identity, targets: targets ?? self.targets,
      products: products, dependencies: dependencies, loadWarnings: loadWarnings + warnings,
      xcodeProject: xcodeProject, manifestName: manifestName)
  }
}

/// Something the loader could not read, or that SwiftPM warned about, which leaves part of a
/// package unchecked; `depgraph` reports each as a warning.
public enum LoadWarning: Hashable, Sendable {
  /// A target's `module.modulemap` could not be read or declares no module; the target is
  /// taken to be imported by its C99 name.
  case unreadableModuleMap(target: TargetName, file: String, reason: String)
  /// The manifest declares a target that `swift package describe` leaves out, with the
  /// warning SwiftPM printed about it, if any.
  case targetLeftOut(target: TargetName, swiftPMWarning: String?)
  /// An object of an Xcode project's `project.pbxproj` that could not be used, at `line` of
  /// `file`; what it describes is not checked.
  case unusableProjectObject(file: String, line: Int, object: String, reason: String)
  /// A folder or file that an Xcode project names is not on the disk.
  case missingProjectFile(file: String, target: TargetName, path: String)
  /// A target of an Xcode project that builds code compiles no source file (its Sources
  /// phase is empty or missing), at `line` of `file`.
  case emptyProjectTarget(file: String, line: Int, target: TargetName)
  /// A configuration file of an Xcode project that cannot be read, or an `#include` in one
  /// that cannot be followed, at `line` of `file`: the compilation conditions it would set
  /// are unknown.
  case unreadableBuildSettings(file: String, line: Int, reason: String)
  /// A project integrates pods that CocoaPods has not installed here: `Pods/` lacks what
  /// `pod install` makes from the `Podfile`, so the configuration files it would write for
  /// `targets` cannot be read and the pods' modules are unknown. `pods` are the modules the
  /// `Podfile.lock` names, as CocoaPods derives a module's name from its pod's.
  case podsNotInstalled(podfile: String, command: String, targets: [TargetName], pods: [ModuleName])
}

extension LoadWarning: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unreadableModuleMap(let target, let file, let reason):
      "Could not use the module map \(file) of \(target): \(reason). Imports of it are "
        + "matched by the name \(Target.c99name(of: target.rawValue)) only."
    case .targetLeftOut(let target, let warning):
      "SwiftPM leaves out target \(target), so it is not checked"
        + (warning.map { ": \($0)" } ?? ".")
    case .unusableProjectObject(let file, _, let object, let reason):
      "Object \(object) of \(file) cannot be used: \(reason). What it describes is not checked."
    case .missingProjectFile(let file, let target, let path):
      "\(file) gives \(target) the folder \(path), which does not exist. Its files are not "
        + "checked."
    case .emptyProjectTarget(let file, _, let target):
      "\(target) of \(file) compiles no source file (its Sources phase is empty or missing), "
        + "so it has no import to check; its dependencies still count."
    case .unreadableBuildSettings(let file, _, let reason):
      "Could not read the build settings of \(file): \(reason). Imports under #if are "
        + "checked as if any flag it may set were defined."
    case .podsNotInstalled(let podfile, let command, let targets, _):
      "CocoaPods has not installed the pods of \(podfile) here. Run '\(command)' in its folder. "
        + "Until then the configuration files it writes for "
        + targets.map(\.rawValue).joined(separator: ", ")
        + " cannot be read, and imports of modules no project read offers are not checked "
        + "there."
    }
  }
}
