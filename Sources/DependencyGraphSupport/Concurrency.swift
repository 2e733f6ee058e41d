import Dispatch

/// `transform` of every element, run at once over the cores; the results keep the order.
///
/// No lock: each iteration initializes a slot of its own, and `concurrentPerform` returns only
/// once every iteration has.
package func concurrentMap<Element: Sendable, Value: Sendable>(
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

/// `first` and `second` at once: `second` on another thread, `first` on the caller's.
///
/// Not `concurrentPerform`: libdispatch runs a `concurrentPerform` nested in another one on
/// one thread, and `first` is often a load that maps over packages with one.
package func concurrently<First: Sendable, Second: Sendable>(
  _ first: () -> First, _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
  // Safe to share: initialized by the other thread before it leaves the group, moved out
  // after the wait.
  nonisolated(unsafe) let two = UnsafeMutablePointer<Second>.allocate(capacity: 1)
  defer { two.deallocate() }
  let group = DispatchGroup()
  DispatchQueue.global().async(group: group) { two.initialize(to: second()) }
  let one = first()
  group.wait()
  return (one, two.move())
}
