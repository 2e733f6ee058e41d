#!/usr/bin/env bash
# A real upward import: AsyncAlgorithms (below AsyncSequenceValidation in
# swift-async-algorithms; AsyncSequenceValidation depends on AsyncAlgorithms) gets fixtures for
# marble diagrams: SourceLocation values built inside a map closure, the ASCII theme taken from
# the static `.ascii`, the Token cases .step, .value(_:) and .finish passed as arguments to the
# theme's description(for:), and arithmetic on the diagram clock's Step (`/` is overloaded in
# AsyncSequenceValidation: Step / Int -> Step and Step / Step -> Double; called once).
# Expected verdict: move (constructions, a static member, enum cases and operators on
# AsyncSequenceValidation's value types cannot be carried by a protocol declared in AsyncAlgorithms).
# Usage: async-diagram-fixtures.sh CHECKOUT   (a clone of apple/swift-async-algorithms)
# The remote dependency is rewritten to a sibling clone: ../swift-collections
# (apple/swift-collections, checked out at f425dffd5bf70fe2a880c5eb6568bbdcade9f4f5).
set -euo pipefail
cd "$1"
git checkout -q --force 3da39bbc4e687d4192af7c9cf4eab805745a0b9c
git clean -qfd Sources
git -C ../swift-collections checkout -q --force f425dffd5bf70fe2a880c5eb6568bbdcade9f4f5
perl -0pi -e 's#\.package\(\s*url:\s*"https://github\.com/[^/"]+/([^"/]+?)(?:\.git)?"(?:[^()]++|(\((?:[^()]++|(?-1))*\)))*\)#.package(path: "../$1")#g' Package.swift
cat >Sources/AsyncAlgorithms/DiagramFixtures.swift <<'SWIFT'
import AsyncSequenceValidation

@available(AsyncAlgorithms 1.0, *)
enum DiagramFixtures {
  /// One source location per line of a multi-line diagram, so failures point at the right line.
  static func locations(forLines lines: [UInt]) -> [SourceLocation] {
    lines.map { line in SourceLocation(file: #filePath, line: line) }
  }

  /// Renders `values`, separated by `gap` silent steps and followed by a finish, as ASCII marbles.
  static func marbles(_ values: [String], gap: Int) -> String {
    let theme: AsyncSequenceValidationDiagram.ASCIITheme = .ascii
    let separator = String(repeating: theme.description(for: .step), count: gap)
    let body = values.map { theme.description(for: .value($0)) }.joined(separator: separator)
    return body + theme.description(for: .finish)
  }

  /// How many `interval`s of the diagram clock fit between `start` and `end`.
  static func periods(
    from start: AsyncSequenceValidationDiagram.Clock.Instant,
    to end: AsyncSequenceValidationDiagram.Clock.Instant,
    interval: AsyncSequenceValidationDiagram.Clock.Step
  ) -> Double {
    start.duration(to: end) / interval
  }
}
SWIFT
echo "bridge: --from AsyncAlgorithms --to AsyncSequenceValidation"
