/// The result of checking a package: its graph and every violation, ready to print.
public struct Report: Hashable, Sendable {
  /// A dependency between two targets, declared in the manifest or made by imports.
  public struct Edge: Hashable, Sendable, Comparable {
    /// The target that depends.
    public let from: TargetName
    /// The target depended on.
    public let to: TargetName
    /// Whether the manifest declares it.
    public let isDeclared: Bool
    /// Whether the sources import it; `false` for a declared dependency nobody imports.
    public let isImported: Bool
    /// Whether every import that makes it sits inside `#if`.
    public let isConditional: Bool
    /// The manifest's condition on the declared dependency, if it has one.
    public let condition: DependencyCondition?

    /// Edges sort by source, then destination.
    public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }

    package init(
      from: TargetName, to: TargetName, isDeclared: Bool, isImported: Bool, isConditional: Bool,
      condition: DependencyCondition?
    ) {
      self.from = from
      self.to = to
      self.isDeclared = isDeclared
      self.isImported = isImported
      self.isConditional = isConditional
      self.condition = condition
    }
  }

  /// One checked package of a workspace and its targets.
  public struct Package: Hashable, Sendable {
    public let name: String
    /// SwiftPM's identity of the package.
    public let identity: PackageIdentity
    /// The package's folder relative to ``Report/root``; empty for the root itself.
    public let path: String
    /// The package's targets, sorted.
    public let targets: [TargetName]

    public init(name: String, identity: PackageIdentity, path: String, targets: [TargetName]) {
      self.name = name
      self.identity = identity
      self.path = path
      self.targets = targets
    }
  }

  /// The package's name, or the workspace's when several packages are checked.
  public let packageName: String
  /// The absolute path of the package's root, which every ``Violation/Location`` is relative to.
  public let root: String
  /// Every target, sorted.
  public let targets: [TargetName]
  /// The checked packages, in the order given; one for a single package.
  public var packages: [Package] = []
  /// The folders a search of the workspace folder did not enter (`Pods`, `.build`, ...),
  /// relative to the root and sorted; empty when the packages were given.
  public package(set) var skippedFolders: [String] = []
  /// The kinds of the targets, by name.
  public let kinds: [TargetName: Target.Kind]
  /// Declared and imported dependencies between targets, sorted.
  public let edges: [Edge]
  /// Each cycle of declared dependencies once, as a closed path.
  public let cycles: [[TargetName]]
  /// Every violation, sorted by place, then rule; without those of a baseline or an `allow`
  /// entry once they are applied.
  public package(set) var violations: [Violation]
  /// The layers of the rules, top down, each with the targets it holds (patterns resolved);
  /// empty without rules. Drawings group targets by them.
  public package(set) var layers: [Rules.ResolvedLayer] = []

  /// A finding that an `allow` entry of the rules accepts, with the entry's reason.
  public struct AllowedFinding: Hashable, Sendable {
    public let violation: Violation
    public let because: String

    package init(violation: Violation, because: String) {
      self.violation = violation
      self.because = because
    }
  }

  /// An import that no configuration of its target's build compiles, so no check counts it.
  public struct UncompiledImport: Hashable, Sendable {
    public let target: TargetName
    public let module: ModuleName
    public let location: Violation.Location
    /// The `#if` condition around it, as Swift would write it.
    public let condition: String
    /// The configurations it was evaluated in.
    public let configurations: [String]

    package init(
      target: TargetName, module: ModuleName, location: Violation.Location, condition: String,
      configurations: [String]
    ) {
      self.target = target
      self.module = module
      self.location = location
      self.condition = condition
      self.configurations = configurations
    }
  }

  /// The imports under `#if` that no configuration compiles, in file order; `--verbose`
  /// lists them.
  public package(set) var uncompiledImports: [UncompiledImport] = []

  /// The findings that `allow` entries accepted, left out of ``violations``.
  public package(set) var allowed: [AllowedFinding] = []
  /// The findings left out because a baseline records them, once one is applied.
  public package(set) var baselineComparison: BaselineComparison? = nil

  /// The names a finding's target may be: the targets, and what today's findings name besides
  /// (a dependency package whose own dependency was never resolved), so that a baseline this
  /// report wrote is read back.
  public var namesOfFindings: [TargetName] {
    Array(Set(targets + violations.map(\.target))).sorted()
  }

  /// The errors as reported: the findings of one line count once (see ``reported``).
  public var errorCount: Int { reported.count { $0.severity == .error } }

  /// The warnings as reported: the findings of one line count once (see ``reported``).
  public var warningCount: Int { reported.count { $0.severity == .warning } }

  /// The violations of one rule.
  ///
  /// - Returns: Its violations, in report order.
  public func violations(of rule: Violation.Rule) -> [Violation] {
    violations.filter { $0.rule == rule }
  }

  /// The pairs of targets that some violation names as an edge or along its path.
  package var violatingEdges: Set<[TargetName]> {
    var result: Set<[TargetName]> = []
    for violation in violations {
      if let path = violation.path {
        for (from, to) in zip(path, path.dropFirst()) { result.insert([from, to]) }
      } else if let module = violation.module {
        // The subject's name, read as a target's: the other end of the edge when it names one.
        result.insert([violation.target, TargetName(module)])
      }
    }
    return result
  }

  package init(
    packageName: String, root: String, targets: [TargetName], packages: [Package] = [],
    skippedFolders: [String] = [], kinds: [TargetName: Target.Kind], edges: [Edge],
    cycles: [[TargetName]],
    violations: [Violation], layers: [Rules.ResolvedLayer] = [],
    uncompiledImports: [UncompiledImport] = [],
    allowed: [AllowedFinding] = [], baselineComparison: BaselineComparison? = nil
  ) {
    self.packageName = packageName
    self.root = root
    self.targets = targets
    self.packages = packages
    self.skippedFolders = skippedFolders
    self.kinds = kinds
    self.edges = edges
    self.cycles = cycles
    self.violations = violations
    self.layers = layers
    self.uncompiledImports = uncompiledImports
    self.allowed = allowed
    self.baselineComparison = baselineComparison
  }
}
