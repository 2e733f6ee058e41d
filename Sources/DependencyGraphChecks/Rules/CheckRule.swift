public import DependencyGraphModel

/// One rule of the checker: the check that finds its findings. What the rule is (its severity,
/// what it finds, what to do about it) is stated once, in the model's
/// `Violation.Rule.definition`. A new rule is a new case of `Violation.Rule` with its
/// definition, a file like this, and its line in ``CheckRules/all``.
protocol CheckRule: Sendable {
  var id: Violation.Rule { get }

  /// Adds the rule's findings to `context`.
  func check(_ context: inout CheckContext, _ run: CheckRun)
}

/// What one run of the checks was asked: how strict, and which rules files apply to which
/// targets.
struct CheckRun {
  /// One rules file and the targets it constrains.
  struct Scope {
    let rules: Rules
    let targets: [TargetName]
  }

  /// Whether imports reached only through another dependency are reported.
  let strict: Bool
  /// The workspace's rules for all its targets, then each package's own for its targets.
  let scopes: [Scope]
  /// Each target's layer in the workspace's rules, for telling which edge of a cycle points up.
  let layerIndices: [TargetName: Int]
}

/// Every rule of the checker, in the order a check runs them.
enum CheckRules {
  /// Every rule; a test fails when a case of ``Violation/Rule`` has no rule here, or two.
  static let all: [any CheckRule] = [
    CycleRule(),
    UndeclaredImportRule(),
    CyclicImportRule(),
    TransitiveImportRule(),
    UnusedDependencyRule(),
    ConditionMismatchRule(),
    LayerRule(),
    ForbiddenRule(),
    UnreadableSourceRule(),
    SkippedTargetRule(),
    UnlayeredTargetRule(),
    UnresolvedDependencyRule(),
    UnknownModuleRule(),
    // Last, as the guide lists it: its findings come from the `allow` entries, applied after
    // every rule.
    UnmatchedAllowRule(),
  ]

  /// The rule of each identifier.
  static let byID: [Violation.Rule: any CheckRule] = Dictionary(
    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}

extension Violation.Rule {
  /// Every rule, in the order a check runs them and the guide lists them.
  public static var checkOrder: [Violation.Rule] { CheckRules.all.map(\.id) }
}
