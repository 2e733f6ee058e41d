extension Violation.Rule {
  /// The severity of the rule's findings.
  public var severity: Violation.Severity { definition.severity }

  /// What the rule finds, in one sentence, for SARIF's rule descriptions and other listings.
  public var summary: String { definition.summary }

  /// What to do about a finding of the rule, for SARIF's rule help.
  public var help: String { definition.help }

  /// What the rule finds, in full, as the guide's table of rules says it.
  public var documentation: String { definition.documentation }

  /// When the rule runs, if not always: `with --strict only`.
  public var condition: String? { definition.condition }

  /// Every rule, in the order a check runs them and the guide lists them.
  public static var checkOrder: [Violation.Rule] { CheckRules.all.map(\.id) }

  private var definition: any CheckRule {
    guard let rule = CheckRules.byID[self] else {
      preconditionFailure("\(rawValue) has no rule in CheckRules.all")
    }
    return rule
  }
}
