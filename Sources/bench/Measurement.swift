/// One benchmark row: the cost of an operation beside its baseline, measured in the same run.
struct Measurement: Sendable, Encodable {
  /// What was measured, for example `scan`.
  let name: String
  /// The size of the input: targets, modules or patterns.
  let size: Int
  let nanosecondsPerOperation: Double
  /// What it is compared with.
  let baseline: String
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

/// Why a benchmark could not run or measured the wrong thing: an error `bench` reports and
/// exits 1 for, never a trap.
struct BenchFailure: Error, CustomStringConvertible {
  let description: String
}

/// Throws ``BenchFailure`` with `reason` unless `condition` holds.
func require(_ condition: Bool, _ reason: @autoclosure () -> String) throws(BenchFailure) {
  guard condition else { throw BenchFailure(description: reason()) }
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
    best = min(best, nanosecondsPerOperation(clock.measure(body), operations: operations))
  }
  return best
}

/// Keeps a value alive and observable so the optimizer cannot delete the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Returns `value` unchanged, without the optimizer seeing which value it is: a closure passed
/// through it is called as an unknown closure, not inlined.
@inline(never)
func opaqueCopy<T>(_ value: T) -> T {
  value
}

/// Times one run of async `body` in nanoseconds per operation; callers keep the best of their
/// own rounds.
///
/// - Parameters:
///   - operations: How many operations one run of `body` performs.
///   - body: The work to time.
/// - Returns: The cost of one operation in this run, in nanoseconds.
/// - Throws: Whatever `body` throws.
func timeAsync(operations: Int, _ body: () async throws -> Void) async rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try await body()
  return nanosecondsPerOperation(start.duration(to: clock.now), operations: operations)
}

/// Nanoseconds per operation when `operations` operations took `elapsed`.
private func nanosecondsPerOperation(_ elapsed: Duration, operations: Int) -> Double {
  let nanoseconds =
    Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  return nanoseconds / Double(operations)
}
