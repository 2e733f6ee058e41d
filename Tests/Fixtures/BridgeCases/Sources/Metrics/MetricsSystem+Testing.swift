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
