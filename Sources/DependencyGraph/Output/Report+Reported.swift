extension Report {
  /// The findings as the outputs report them: one per line of a file for one target and
  /// module, with the others of that line in its ``Violation/also``.
  ///
  /// The one reported is the worst, errors before warnings, then by the order of
  /// ``Violation/Rule``'s cases: a cycle, an undeclared or cyclic import, then the rules a
  /// team writes (`layer`, `forbidden`), whose findings on that line then read as notes of
  /// one cause. Findings without a place are each reported alone. ``violations`` keeps every
  /// finding, which baselines, `allow` entries, `--only`, `diff` and SARIF use.
  public var reported: [Violation] {
    struct Line: Hashable {
      let file: String
      let line: Int
      let target: String
      let module: String?
    }
    let order = Dictionary(
      uniqueKeysWithValues: Violation.Rule.allCases.enumerated().map { ($1, $0) })
    func worse(_ lhs: Violation, _ rhs: Violation) -> Bool {
      (lhs.severity, order[lhs.rule] ?? 0) < (rhs.severity, order[rhs.rule] ?? 0)
    }
    var lines: [Line: [Violation]] = [:]
    for violation in violations {
      guard let location = violation.location else { continue }
      lines[
        Line(
          file: location.file, line: location.line, target: violation.target,
          module: violation.module), default: []
      ].append(violation)
    }
    var reported: [Violation] = []
    var done: Set<Line> = []
    // In report order, each line where its first finding was.
    for violation in violations {
      guard let location = violation.location else {
        reported.append(violation)
        continue
      }
      let line = Line(
        file: location.file, line: location.line, target: violation.target,
        module: violation.module)
      guard done.insert(line).inserted, let findings = lines[line] else { continue }
      // Two findings of one rule on a line (two imports of it) stay two findings.
      var sorted = findings.sorted(by: worse)
      var first = sorted.removeFirst()
      let (others, repeated) = (
        sorted.filter { $0.rule != first.rule }, sorted.filter { $0.rule == first.rule }
      )
      first.also = others
      reported.append(first)
      reported += repeated
    }
    return reported
  }
}
