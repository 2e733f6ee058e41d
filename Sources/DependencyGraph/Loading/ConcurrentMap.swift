import Dispatch

/// `transform` of every element, run at once over the cores; the results keep the order.
///
/// No lock: each iteration initializes a slot of its own, and `concurrentPerform` returns only
/// once every iteration has.
func concurrentMap<Element: Sendable, Value: Sendable>(
  _ elements: [Element], _ transform: @Sendable (Element) -> Value
) -> [Value] {
  // An array of capacity 0 is the one empty storage every empty array shares: setting its
  // count would write memory that other threads read at the same time.
  guard !elements.isEmpty else { return [] }
  return [Value](unsafeUninitializedCapacity: elements.count) { buffer, initializedCount in
    // Safe to share: no two iterations write the same slot, and none reads one.
    nonisolated(unsafe) let slots = buffer
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      (slots.baseAddress! + index).initialize(to: transform(elements[index]))
    }
    initializedCount = elements.count
  }
}

/// `first` and `second` at once, on two threads when the machine has them.
func concurrently<First: Sendable, Second: Sendable>(
  _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
  // Each is written by one iteration and read after both have ended.
  nonisolated(unsafe) var one: First?
  nonisolated(unsafe) var two: Second?
  DispatchQueue.concurrentPerform(iterations: 2) { index in
    if index == 0 { one = first() } else { two = second() }
  }
  guard let one, let two else { fatalError("concurrentPerform ran every iteration") }
  return (one, two)
}
