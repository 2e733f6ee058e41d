public protocol MetricsFactory: AnyObject {
  func makeCounter(label: String) -> Int
}

public enum MetricsSystem {
  nonisolated(unsafe) static var factory: (any MetricsFactory)?

  static func bootstrapInternal(_ factory: any MetricsFactory) {
    self.factory = factory
  }
}
