import Metrics

public final class TestMetrics: MetricsFactory {
  public private(set) var counters: [TestCounter] = []

  public init() {}

  public func makeCounter(label: String) -> Int {
    counters.append(TestCounter(label: label))
    return counters.count
  }

  public func reset() { counters = [] }
}

public struct TestCounter {
  public let label: String
}
