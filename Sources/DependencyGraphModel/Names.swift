/// A name of one kind: a target's, a module's, a product's or a package's identity.
///
/// The kinds are spelled alike, and one name can be several of them at once (the target and
/// module `Core`, offered by the product `Core` of the package `core`), but each is compared
/// only with its own kind: a product dependency is not a target, and an import names a module,
/// not a target or a product. A name converts to another kind only where a rule of the
/// build says so, such as ``Target/c99name(of:)`` or a product's targets.
///
/// A name reads as its text (`"\(name)"`), sorts as its text does, and a string literal
/// makes one: `let core: ModuleName = "Core"`.
public protocol TypedName:
  Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral
where StringLiteralType == String {
  /// The name as written.
  var rawValue: String { get }

  /// The name `rawValue`.
  init(_ rawValue: String)
}

extension TypedName {
  public init(stringLiteral value: String) { self.init(value) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { rawValue }

  /// Whether the name is empty: not known.
  public var isEmpty: Bool { rawValue.isEmpty }
}

extension Sequence where Element: TypedName {
  /// The names' text, joined: `Core, UI` for `["Core", "UI"]` and `", "`.
  public func joined(separator: String = "") -> String {
    map(\.rawValue).joined(separator: separator)
  }
}

/// SwiftPM's identity of a package: the last component of its path or URL, lowercased,
/// without `.git` (`swift-nio`). Packages are told apart by it, never by their names.
public struct PackageIdentity: TypedName {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The identity of the package that `name` spells: a folder's or checkout's name, or the
  /// `package:` of a product dependency, compared without case as SwiftPM does.
  public init(spelledAs name: String) { self.init(name.lowercased()) }
}

/// The name of a target as its package or project declares it (`my-lib`, `Core`): a node of
/// the target graph, a finding's target, a `targets:` entry of a rules file.
public struct TargetName: TypedName {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The name an `import` uses: a Swift target's C99 name, a module of a module map, a
/// platform's or the toolchain's module (`Foundation`).
public struct ModuleName: TypedName {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The name of a package's product, which other packages' targets depend on:
/// `.product(name: "NIOCore", package: "swift-nio")`, or an Xcode target's package product.
public struct ProductName: TypedName {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The name of a declared dependency: a target of the same package, or a product of another.
public enum DependencyName: Hashable, Sendable {
  case target(TargetName)
  case product(ProductName)

  /// The name as the manifest or project writes it.
  public var name: String {
    switch self {
    case .target(let target): target.rawValue
    case .product(let product): product.rawValue
    }
  }
}
