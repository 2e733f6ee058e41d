public import DependencyGraphModel

/// One `import` declaration found in a source file, with where it is and what qualifies it.
public struct ImportDeclaration: Hashable, Sendable {
  /// The declaration kind of a scoped import: `import struct M.Point`.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case `typealias`, `struct`, `class`, `enum`, `protocol`, `let`, `var`, `func`
  }

  /// The access level written in front of an import: `public import M`.
  public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `public`, `package`, `internal`, `fileprivate`, `private`
  }

  /// The imported module: the first component of the path, so `import M.Sub` imports `M`.
  public let module: ModuleName

  /// The whole dotted path after `import` and its kind, for example `["M", "Sub"]`.
  public let path: [String]

  /// The declaration kind of a scoped import, or `nil`.
  public let kind: Kind?

  /// The attributes in front of it as written, for example `["@testable", "@_spi(Internal)"]`.
  public let attributes: [String]

  /// The access level written in front of it, or `nil`.
  public let accessLevel: AccessLevel?

  /// What the `#if` blocks around it require, or `nil` when it is unconditional.
  public let condition: CompilationCondition?

  /// The 1-based line of the `import` keyword.
  public let line: Int

  /// The 1-based column of the `import` keyword, counted in UTF-8 bytes as compilers do.
  public let column: Int

  /// Creates a declaration from its parts.
  ///
  /// - Parameters:
  ///   - path: The dotted path after `import` and its kind; must not be empty.
  ///   - kind: The declaration kind of a scoped import.
  ///   - attributes: The attributes as written.
  ///   - accessLevel: The access level as written.
  ///   - condition: The enclosing `#if` conditions.
  ///   - line: The 1-based line of the `import` keyword.
  ///   - column: The 1-based column of the `import` keyword.
  public init(
    path: [String],
    kind: Kind? = nil,
    attributes: [String] = [],
    accessLevel: AccessLevel? = nil,
    condition: CompilationCondition? = nil,
    line: Int,
    column: Int
  ) {
    precondition(!path.isEmpty, "An import declaration imports at least a module.")
    self.module = ModuleName(path[0])
    self.path = path
    self.kind = kind
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.condition = condition
    self.line = line
    self.column = column
  }

  /// Whether the import sits inside an `#if` block.
  public var isConditional: Bool { condition != nil }

  /// Whether it is `@_exported import` of a whole module, which makes the module visible to
  /// every importer of this file's module. `@_exported import struct M.Point` re-exports that
  /// one declaration: an importer that writes `import M` still needs M itself.
  public var isReexport: Bool { kind == nil && isExported }

  /// Whether it is `@_exported`, of a whole module or of one declaration of it.
  public var isExported: Bool { attributes.contains("@_exported") }
}
