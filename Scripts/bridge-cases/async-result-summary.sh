#!/usr/bin/env bash
# A real upward import: AsyncAlgorithms (below AsyncSequenceValidation in
# swift-async-algorithms; AsyncSequenceValidation depends on AsyncAlgorithms) gets a summary of a
# validation run that it is handed: only instance members of AsyncSequenceValidation's
# ExpectationResult (expected, actual), of its Event (when) and of ExpectationFailure
# (description, specification). The local name `value` holds an Int in one function and a
# String in another, and the labeled tuple elements `pair.from` / `pair.to` are not members
# of AsyncSequenceValidation.
# Expected verdict: bridge (a protocol in AsyncAlgorithms with these read-only requirements,
# adopted by AsyncSequenceValidation's types, breaks the cycle).
# Usage: async-result-summary.sh CHECKOUT   (a clone of apple/swift-async-algorithms)
# The remote dependency is rewritten to a sibling clone: ../swift-collections
# (apple/swift-collections, checked out at f425dffd5bf70fe2a880c5eb6568bbdcade9f4f5).
set -euo pipefail
cd "$1"
git checkout -q --force 3da39bbc4e687d4192af7c9cf4eab805745a0b9c
git clean -qfd Sources
git -C ../swift-collections checkout -q --force f425dffd5bf70fe2a880c5eb6568bbdcade9f4f5
perl -0pi -e 's#\.package\(\s*url:\s*"https://github\.com/[^/"]+/([^"/]+?)(?:\.git)?"(?:[^()]++|(\((?:[^()]++|(?-1))*\)))*\)#.package(path: "../$1")#g' Package.swift
cat >Sources/AsyncAlgorithms/ValidationSummary.swift <<'SWIFT'
import AsyncSequenceValidation

@available(AsyncAlgorithms 1.0, *)
struct ValidationSummary {
  /// The first and last expected ticks of a run, if it expected anything.
  func span(of result: AsyncSequenceValidationDiagram.ExpectationResult) -> (from: String, to: String)? {
    guard let first = result.expected.first, let last = result.expected.last else { return nil }
    return (from: first.when.description, to: last.when.description)
  }

  func summary(of result: AsyncSequenceValidationDiagram.ExpectationResult) -> String {
    let value = result.actual.count
    guard let pair = span(of: result) else { return "\(value) events, none expected" }
    return "\(value) events, expected from \(pair.from) to \(pair.to)"
  }

  func line(for failure: AsyncSequenceValidationDiagram.ExpectationFailure) -> String {
    let value = failure.description
    return failure.specification == nil ? value : "\(value) (in a specified input)"
  }
}
SWIFT
echo "bridge: --from AsyncAlgorithms --to AsyncSequenceValidation"
