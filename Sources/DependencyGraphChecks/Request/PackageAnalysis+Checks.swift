public import DependencyGraphAnalysis
public import DependencyGraphModel
import Foundation

extension PackageAnalysis {
  /// Runs every check on the package.
  ///
  /// - Parameters:
  ///   - rules: Layers and forbidden edges to enforce, if any.
  ///   - strict: Whether to report imports of targets reached only through another dependency.
  /// - Returns: The graph and every violation, sorted.
  /// - Complexity: O(*t* × (*t* + *e*) + *i*) for *t* targets, *e* edges and *i* imports.
  public func check(rules: Rules? = nil, strict: Bool = false) -> Report {
    check(rules: rules, packageRules: [:], strict: strict)
  }

  /// Runs every check on a workspace whose packages each bring their own rules.
  ///
  /// - Parameters:
  ///   - rules: Rules for the whole workspace, such as its root's `depgraph.json`, if any.
  ///   - packageRules: Each package's own rules, by package identity, naming only the
  ///     package's targets: their layers constrain the edges between those targets, a target
  ///     of the package in none of them is unlayered, and forbidden edges and `allow` entries
  ///     apply as written.
  ///   - strict: Whether to report imports of targets reached only through another dependency.
  ///   - sourceArguments: The flags that named what was read (``CheckRequest/Source/arguments``),
  ///     for the commands that findings suggest.
  /// - Returns: The graph and every violation, sorted.
  public func check(
    rules: Rules?, packageRules: [PackageIdentity: Rules], strict: Bool = false,
    sourceArguments: String = ""
  ) -> Report {
    var context = CheckContext(analysis: self)
    context.sourceArguments = sourceArguments
    let scopes =
      (rules.map { [CheckRun.Scope(rules: $0, targets: context.targetNames)] } ?? [])
      + packageRules.sorted { $0.key < $1.key }.map { identity, rules in
        CheckRun.Scope(
          rules: rules, targets: package.targets.filter { $0.package == identity }.map(\.name))
      }
    let run = CheckRun(
      strict: strict, scopes: scopes,
      layerIndices: rules?.layerIndices(of: package.targets.map(\.name)) ?? [:])
    for rule in CheckRules.all { rule.check(&context, run) }
    // The rules file's exceptions filter what the rules found; the baseline and `--only`
    // filter the report later, in `CheckRequest`.
    for scope in run.scopes { context.apply(scope.rules.allow) }
    var report = context.report()
    report.layers = scopes.flatMap { $0.rules.resolvedLayers(for: $0.targets) }
    return report
  }
}
