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
      let target: TargetName
      let module: String?
    }
    let order = Dictionary(
      uniqueKeysWithValues: Violation.Rule.allCases.enumerated().map { ($1, $0) })
    func worse(_ lhs: Violation, _ rhs: Violation) -> Bool {
      (lhs.severity, order[lhs.rule] ?? 0) < (rhs.severity, order[rhs.rule] ?? 0)
    }
    func line(of violation: Violation) -> Line? {
      violation.location.map {
        Line(file: $0.file, line: $0.line, target: violation.target, module: violation.module)
      }
    }
    var lines: [Line: [Violation]] = [:]
    for violation in violations {
      if let line = line(of: violation) { lines[line, default: []].append(violation) }
    }
    var reported: [Violation] = []
    var done: Set<Line> = []
    // In report order, each line where its first finding was.
    for violation in violations {
      guard let line = line(of: violation) else {
        reported.append(violation)
        continue
      }
      guard done.insert(line).inserted else { continue }
      var sorted = lines[line, default: []].sorted(by: worse)
      var first = sorted.removeFirst()
      // Two findings of one rule on a line (two imports of it) stay two findings.
      first.also = sorted.filter { $0.rule != first.rule }
      reported.append(first)
      reported += sorted.filter { $0.rule == first.rule }
    }
    return reported
  }
}
