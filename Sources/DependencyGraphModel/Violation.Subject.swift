extension Violation {
  /// What a finding is about beside its target: the other end of the edge at fault, said
  /// with what kind of name it is.
  public enum Subject: Hashable, Sendable {
    /// A module that a source file of the target imports and no target read offers.
    case importedModule(ModuleName)
    /// A target or product that the target declares as a dependency.
    case dependency(DependencyName)
    /// The target at the other end of an edge of the graph: the next target of a cycle, the
    /// one a layer or a forbidden edge keeps the target from, or the one an import reaches
    /// (`my-lib`, whose module a file imports as `my_lib`).
    case target(TargetName)
    /// A dependency package, by its identity.
    case package(PackageIdentity)
    /// The module pattern of a rules file's `allow` entry.
    case pattern(String)

    /// The name, as a report's `module` field, a baseline and an `allow` entry give it.
    public var name: String {
      switch self {
      case .dependency(let dependency): dependency.name
      case .target(let target): target.rawValue
      case .pattern(let pattern): pattern
      case .importedModule(let module): module.rawValue
      case .package(let identity): identity.rawValue
      }
    }
  }

  /// The name of the ``subject``, as a report's `module` field, a baseline and an `allow`
  /// entry give it.
  public var module: String? { subject?.name }
}
