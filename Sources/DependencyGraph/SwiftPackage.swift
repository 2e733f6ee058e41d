/// A Swift package as `depgraph` sees it: its root folder and its targets.
///
/// Load one with ``PackageLoader/load(packagePath:)`` or decode a saved description with
/// ``init(describeJSON:root:)``.
///
/// ```swift
/// let package = try PackageLoader.load(packagePath: "/path/to/package")
/// let graph = TargetGraph(package)
/// print(graph.path(from: "AppMain", to: "Routing") ?? [])
/// ```
public struct SwiftPackage: Hashable, Sendable {
  /// The package's name from its manifest.
  public let name: String

  /// The absolute path of the package's root folder, without a trailing slash.
  public let root: String

  /// The package's targets, sorted by name.
  public let targets: [Target]

  /// Creates a package from its parts.
  ///
  /// - Parameters:
  ///   - name: The package's name.
  ///   - root: The absolute path of the package's root folder.
  ///   - targets: The package's targets, in any order.
  public init(name: String, root: String, targets: [Target]) {
    self.name = name
    self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    self.targets = targets.sorted { $0.name < $1.name }
  }

  /// The target with this name, if the package has one.
  ///
  /// - Parameter name: A target name.
  /// - Returns: The target, or `nil`.
  /// - Complexity: O(log *n*) for *n* targets.
  public func target(named name: String) -> Target? {
    var low = 0
    var high = targets.count
    while low < high {
      let middle = (low + high) / 2
      if targets[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low < targets.count && targets[low].name == name ? targets[low] : nil
  }
}
