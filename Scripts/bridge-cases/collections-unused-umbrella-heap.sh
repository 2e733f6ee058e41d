#!/usr/bin/env bash
# An unused upward import: HeapModule (below Collections in swift-collections) gains a file that
# imports the umbrella Collections but uses only HeapModule's own Heap (count, popMax()) and the
# standard library. Collections declares a forwarding `public typealias Heap<Element:
# Comparable> = HeapModule.Heap<Element>`, so the name `Heap` also exists in the imported module;
# inside HeapModule it resolves to HeapModule's own declaration.
# Expected verdict: remove.
# Usage: collections-unused-umbrella-heap.sh CHECKOUT   (a clone of apple/swift-collections)
set -euo pipefail
cd "$1"
git checkout -q --force f425dffd5bf70fe2a880c5eb6568bbdcade9f4f5
git clean -qfd Sources
cat >Sources/HeapModule/Heap+Largest.swift <<'SWIFT'
import Collections

extension Heap {
  /// The `k` largest elements, largest first, leaving the heap unchanged.
  public func largest(_ k: Int) -> [Element] {
    var copy = self
    var result: [Element] = []
    result.reserveCapacity(Swift.min(k, count))
    while result.count < k, let next = copy.popMax() {
      result.append(next)
    }
    return result
  }
}
SWIFT
echo "bridge: --from HeapModule --to Collections"
