/// A package that a package's manifest depends on, as `swift package describe` lists it.
public struct PackageDependency: Hashable, Sendable {
  /// Where the dependency comes from.
  public enum Source: Hashable, Sendable {
    /// A `.package(path:)` dependency: its folder, absolute.
    case local(path: String)
    /// A `.package(url:)` dependency, found in the checkouts once resolved.
    case remote(url: String)
    /// A `.package(id:)` dependency of a package registry.
    case registry(id: String)
  }

  /// SwiftPM's identity of the dependency: the last component of its path or URL, lowercased,
  /// without `.git` (`swift-nio`).
  public let identity: PackageIdentity
  public let source: Source

  public init(identity: PackageIdentity, source: Source) {
    self.identity = identity
    self.source = source
  }

  /// The identity SwiftPM gives a package at `location`, a path or a URL.
  public static func identity(of location: String) -> PackageIdentity {
    PackageIdentity(spelledAs: checkoutName(of: location))
  }

  /// The folder SwiftPM checks a package at `location` out into: the last component of its URL
  /// (or path), without `.git`, its case kept.
  public static func checkoutName(of location: String) -> String {
    var name = location.split(separator: "/").last.map(String.init) ?? location
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name
  }
}

extension PackageDependency.Source: CustomStringConvertible {
  public var description: String {
    switch self {
    case .local(let path): path
    case .remote(let url): url
    case .registry(let id): id
    }
  }
}
