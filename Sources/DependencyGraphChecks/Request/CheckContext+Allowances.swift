import DependencyGraphModel

extension CheckContext {
  /// Moves the findings that an entry accepts from ``violations`` to ``allowed``, and reports
  /// each entry that accepts nothing, so that exceptions cannot outlive their reason unseen.
  mutating func apply(_ allowances: [Rules.Allowance]) {
    guard !allowances.isEmpty else { return }
    var used: Set<Int> = []
    var kept: [Violation] = []
    for violation in violations.sorted(by: Violation.inReportOrder) {
      if let index = allowances.firstIndex(where: { $0.matches(violation) }) {
        used.insert(index)
        allowed.append(
          Report.AllowedFinding(violation: violation, because: allowances[index].because))
      } else {
        kept.append(violation)
      }
    }
    for (index, allowance) in allowances.enumerated() where !used.contains(index) {
      let module = allowance.module.map { " and \($0)" } ?? ""
      kept.append(
        Violation(
          // The entry's target, a name or a pattern, stands as the finding's.
          rule: .unmatchedAllow, target: TargetName(allowance.target),
          subject: allowance.module.map(Violation.Subject.pattern),
          location: allowance.location,
          message: "The allow entry for \(allowance.rule.rawValue) on \(allowance.target)"
            + "\(module) matches no finding (because: \(allowance.because)). Remove it, or "
            + "correct its rule or names."))
    }
    violations = kept
  }
}
