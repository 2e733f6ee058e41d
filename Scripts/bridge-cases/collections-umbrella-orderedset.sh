#!/usr/bin/env bash
# A real upward import through the umbrella module: DequeModule (below Collections in
# swift-collections) imports Collections to accept an OrderedSet: a convenience initializer and
# an append-missing-members method. At this commit Collections does not `@_exported import` its
# members: it declares forwarding typealiases (`public typealias OrderedSet<Element: Hashable> =
# OrderedCollections.OrderedSet<Element>`). The only Collections declaration used is that
# typealias (twice); the type itself and its Sequence conformance are declared in
# OrderedCollections, which depends only on InternalCollectionsUtilities, not on DequeModule.
# (The file uses no OrderedSet members: the package enables MemberImportVisibility, under which
# members need a direct import of OrderedCollections.)
# Expected verdict: import (depend on OrderedCollections instead of Collections).
# Usage: collections-umbrella-orderedset.sh CHECKOUT   (a clone of apple/swift-collections)
set -euo pipefail
cd "$1"
git checkout -q --force f425dffd5bf70fe2a880c5eb6568bbdcade9f4f5
git clean -qfd Sources
cat >Sources/DequeModule/Deque/Deque+OrderedSet.swift <<'SWIFT'
import Collections

extension Deque where Element: Hashable {
  /// Creates a deque holding the members of an ordered set, in the set's order.
  public init(orderedSet: OrderedSet<Element>) {
    self.init(orderedSet)
  }

  /// Appends the members of `set` that are not already in the deque, in order.
  public mutating func appendMissing(from set: OrderedSet<Element>) {
    for element in set where !contains(element) {
      append(element)
    }
  }
}
SWIFT
echo "bridge: --from DequeModule --to Collections"
