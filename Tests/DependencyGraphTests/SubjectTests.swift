import DependencyGraph
import TestSupport
import Testing

/// Each rule says what its findings are about with one kind of subject, on every fixture
/// whose golden output holds a finding of it.
@Suite("Findings' subjects")
struct SubjectTests {
  /// The kinds of subject a rule's findings may have; an empty list for none.
  static let kinds: [Violation.Rule: Set<String>] = [
    .cycle: ["target"], .layer: ["target"], .forbidden: ["target"],
    // An import that reaches a target read is about that target (`my-lib`, though the file
    // imports `my_lib`); only a module no target offers is about the module itself.
    .undeclaredImport: ["target"], .cyclicImport: ["target"], .transitiveImport: ["target"],
    .unknownModule: ["importedModule"],
    // A declared dependency says whether it is a target of the package or another's product;
    // a condition is read where the import reaches a target.
    .unusedDependency: ["dependency.target", "dependency.product"],
    .conditionMismatch: ["dependency.target"],
    .unresolvedDependency: ["package", "dependency.target", "dependency.product"],
    .unmatchedAllow: ["pattern", "none"],
    .unreadableSource: ["none"], .skippedTarget: ["none"], .unlayeredTarget: ["none"],
  ]

  static func kind(_ subject: Violation.Subject?) -> String {
    switch subject {
    case .importedModule: "importedModule"
    case .dependency(.target): "dependency.target"
    case .dependency(.product): "dependency.product"
    case .target: "target"
    case .package: "package"
    case .pattern: "pattern"
    case nil: "none"
    }
  }

  /// Fixtures whose findings, between them, are of every rule.
  static let sources: [CheckRequest.Source] = [
    .packages([fixturePath("RulesFileFindings")]), .packages([fixturePath("NaiveBridge")]),
    .packages([fixturePath("LegacyViolations")]), .packages([fixturePath("LeftOutTarget")]),
    .packages([fixturePath("RealWorldLayout")]), .packages([fixturePath("UnresolvedDependency")]),
    .workspace(fixturePath("Workspace")), .workspace(fixturePath("UnreadModules")),
  ]

  @Test("Every finding's subject is of a kind its rule gives, for a finding of every rule")
  func subjects() throws {
    var seen: Set<Violation.Rule> = []
    for source in Self.sources {
      let request = CheckRequest(source: source, strict: true, currentDirectory: fixturePath(""))
      for violation in try request.report().violations {
        seen.insert(violation.rule)
        #expect(
          Self.kinds[violation.rule]?.contains(Self.kind(violation.subject)) == true,
          "\(violation.rule.rawValue): \(String(describing: violation.subject))")
        #expect(violation.module == violation.subject?.name)
      }
    }
    #expect(seen == Set(Violation.Rule.allCases))
  }

  @Test("Every rule has its kinds of subject listed")
  func everyRuleListed() {
    #expect(Set(Self.kinds.keys) == Set(Violation.Rule.allCases))
  }
}
