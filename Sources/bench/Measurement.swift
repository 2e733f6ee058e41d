/// One benchmark row: the cost of an operation beside its baseline, measured in the same run.
struct Measurement: Sendable, Encodable {
  /// What was measured, for example `scan`.
  let name: String
  /// The size of the input: targets, modules or patterns.
  let size: Int
  /// Nanoseconds per operation.
  let nanosecondsPerOperation: Double
  /// What it is compared with.
  let baseline: String
  /// Nanoseconds per operation of the baseline.
  let baselineNanosecondsPerOperation: Double

  /// How many times the baseline's cost the operation's cost is.
  var ratio: Double { nanosecondsPerOperation / baselineNanosecondsPerOperation }

  /// The keys of `bench --json`: `name`, `size`, `ns_per_op`, `baseline`, `baseline_ns_per_op`
  /// and `ratio`.
  enum CodingKeys: String, CodingKey {
    case name, size, baseline, ratio
    case nanosecondsPerOperation = "ns_per_op"
    case baselineNanosecondsPerOperation = "baseline_ns_per_op"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(size, forKey: .size)
    try container.encode(nanosecondsPerOperation, forKey: .nanosecondsPerOperation)
    try container.encode(baseline, forKey: .baseline)
    try container.encode(baselineNanosecondsPerOperation, forKey: .baselineNanosecondsPerOperation)
    try container.encode(ratio, forKey: .ratio)
  }
}

/// Times `body` and returns the best of `rounds` runs in nanoseconds per operation.
///
/// The best run, not the mean, because on a shared machine noise only ever adds time.
///
/// - Parameters:
///   - rounds: How many times to run `body`.
///   - operations: How many operations one run of `body` performs.
///   - body: The work to time.
/// - Returns: The lowest observed cost of one operation, in nanoseconds.
func bestTime(rounds: Int, operations: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var best = Double.infinity
  for _ in 0..<rounds {
    let elapsed = clock.measure(body)
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    best = min(best, nanoseconds / Double(operations))
  }
  return best
}

/// Keeps a value alive and observable so the optimizer cannot delete the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Times async `body` and returns the best of `rounds` runs in nanoseconds per operation.
///
/// - Parameters:
///   - rounds: How many times to run `body`.
///   - operations: How many operations one run of `body` performs.
///   - body: The work to time.
/// - Returns: The lowest observed cost of one operation, in nanoseconds.
/// - Throws: Whatever `body` throws.
func bestTimeAsync(
  rounds: Int, operations: Int, _ body: () async throws -> Void
) async rethrows -> Double {
  let clock = ContinuousClock()
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = clock.now
    try await body()
    let elapsed = start.duration(to: clock.now)
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    best = min(best, nanoseconds / Double(operations))
  }
  return best
}
