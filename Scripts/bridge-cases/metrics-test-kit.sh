#!/usr/bin/env bash
# A real upward import: CoreMetrics (below MetricsTestKit in swift-metrics) bootstraps the
# test kit's TestMetrics: a construction passed where CoreMetrics' own MetricsFactory is
# expected, a method and a property. Expected verdict: move, as a library should not use its
# test kit.
# Usage: metrics-test-kit.sh CHECKOUT   (a clone of apple/swift-metrics)
set -euo pipefail
cd "$1"
git checkout -q --force d51c8d13fa366eec807eedb4e37daa60ff5bfdd5
git clean -qfd Sources
cat >Sources/CoreMetrics/MetricsSystem+Testing.swift <<'SWIFT'
import MetricsTestKit

extension MetricsSystem {
  /// Bootstraps a fresh test factory and returns it, with nothing recorded.
  public static func bootstrapForTesting() -> TestMetrics {
    let metrics = TestMetrics()
    MetricsSystem.bootstrapInternal(metrics)
    metrics.reset()
    precondition(metrics.counters.isEmpty)
    return metrics
  }
}
SWIFT
echo "bridge: --from CoreMetrics --to MetricsTestKit"
