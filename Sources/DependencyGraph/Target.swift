/// One target of a package: its name, kind, sources and declared dependencies.
public struct Target: Hashable, Sendable {
  /// What a target builds.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A library module.
    case library
    /// An executable module.
    case executable
    /// A test module.
    case test
    /// A package plugin.
    case plugin
    /// A macro implementation.
    case macro
    /// A snippet.
    case snippet
    /// A system library or binary target, or a kind this version does not know.
    case other
  }

  /// The target's name in the manifest, for example `my-lib`.
  public let name: String

  /// The name the target is imported by, for example `my_lib`.
  public let c99name: String

  /// What the target builds.
  public let kind: Kind

  /// The target's folder, relative to the package root.
  public let path: String

  /// The target's source files, relative to ``path``, sorted.
  public let sources: [String]

  /// The targets of the same package that this target declares as dependencies, sorted.
  public let targetDependencies: [String]

  /// The products of other packages that this target declares as dependencies, sorted.
  public let productDependencies: [String]

  /// Creates a target from its parts.
  ///
  /// - Parameters:
  ///   - name: The target's name in the manifest.
  ///   - c99name: The module name it is imported by; derived from `name` when `nil`.
  ///   - kind: What the target builds.
  ///   - path: The target's folder, relative to the package root.
  ///   - sources: The source files, relative to `path`.
  ///   - targetDependencies: Names of the package's targets it depends on.
  ///   - productDependencies: Names of other packages' products it depends on.
  public init(
    name: String,
    c99name: String? = nil,
    kind: Kind = .library,
    path: String,
    sources: [String] = [],
    targetDependencies: [String] = [],
    productDependencies: [String] = []
  ) {
    self.name = name
    self.c99name = c99name ?? Target.c99name(of: name)
    self.kind = kind
    self.path = path
    self.sources = sources.sorted()
    self.targetDependencies = Array(Set(targetDependencies)).sorted()
    self.productDependencies = Array(Set(productDependencies)).sorted()
  }

  /// The source files' paths relative to the package root.
  public var sourcePaths: [String] {
    sources.map { path.isEmpty || path == "." ? $0 : path + "/" + $0 }
  }

  /// The module name SwiftPM derives from a target name: every character that cannot appear
  /// in a C identifier becomes `_`, and a leading digit gets a `_` in front.
  ///
  /// - Parameter name: A target name.
  /// - Returns: The name the target is imported by.
  public static func c99name(of name: String) -> String {
    var result = String(
      name.unicodeScalars.map { scalar -> Character in
        let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        let isDigit = ("0"..."9").contains(scalar)
        return isLetter || isDigit || scalar == "_" ? Character(scalar) : "_"
      })
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
      result = "_" + result
    }
    return result
  }
}
