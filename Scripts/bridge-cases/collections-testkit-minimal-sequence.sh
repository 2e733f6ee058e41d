#!/usr/bin/env bash
# A real upward import: BasicContainers (below the test-support library
# _CollectionsTestSupport in swift-collections) imports the test kit to probe how
# UniqueArray.append(copying:) grows its capacity. It constructs the kit's MinimalSequence,
# reads a property of the kit's ResettableValue class, and passes cases of the kit's enum
# UnderestimatedCountBehavior (.precise, .half) as arguments for a parameter of that enum type.
# Expected verdict: move, as a library should not use its test kit (and enum cases and a
# construction cannot travel through a protocol anyway).
# Usage: collections-testkit-minimal-sequence.sh CHECKOUT   (a clone of apple/swift-collections)
set -euo pipefail
cd "$1"
git checkout -q --force f425dffd5bf70fe2a880c5eb6568bbdcade9f4f5
git clean -qfd Sources
cat >Sources/BasicContainers/UniqueArray/UniqueArray+CapacityProbe.swift <<'SWIFT'
import _CollectionsTestSupport

extension UniqueArray {
  /// Appends `elements` through a minimal sequence that reports the given
  /// underestimated count; returns the new capacity and how many times the
  /// sequence was iterated.
  package mutating func _probeAppend(
    _ elements: [Element],
    underestimatedCount: UnderestimatedCountBehavior
  ) -> (capacity: Int, iterations: Int) {
    let source = MinimalSequence(elements: elements, underestimatedCount: underestimatedCount)
    append(copying: source)
    return (capacity: capacity, iterations: source.timesMakeIteratorCalled.value)
  }
}

package func _capacityGrowthReport<Element>(_ elements: [Element]) -> String {
  var precise = UniqueArray<Element>()
  let exact = precise._probeAppend(elements, underestimatedCount: .precise)
  var halved = UniqueArray<Element>()
  let half = halved._probeAppend(elements, underestimatedCount: .half)
  return "precise: \(exact.capacity), half: \(half.capacity)"
}
SWIFT
echo "bridge: --from BasicContainers --to _CollectionsTestSupport"
