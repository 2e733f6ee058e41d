import Dispatch
import Foundation
import Testing

@testable import DependencyGraphSupport

@Suite("Concurrent map")
struct ConcurrentMapTests {
  @Test("Results keep the order of the elements", arguments: [0, 1, 2, 7, 100])
  func order(_ count: Int) {
    let elements = Array(0..<count)
    #expect(concurrentMap(elements) { $0 * 2 } == elements.map { $0 * 2 })
  }

  /// The empty array's storage is shared by every empty array of the process: a map of nothing
  /// that wrote its count raced with each thread reading an empty array (the thread sanitizer
  /// reported it, loading a workspace with no dependency packages).
  @Test("Mapping nothing from many threads at once writes no shared memory")
  func emptyFromManyThreads() {
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let empty: [Int] = []
      let mapped = concurrentMap(empty) { $0 + index }
      #expect(mapped.isEmpty && empty.count == 0)
    }
  }

  @Test("Two pieces of work run at once and each result comes back in its place")
  func twoAtOnce() {
    // Each waits for the other to start: run one after the other, neither would end.
    let started = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let (first, second) = concurrently {
      started.0.signal()
      return started.1.wait(timeout: .now() + 10) == .success ? "first" : "timed out"
    } _: {
      started.1.signal()
      return started.0.wait(timeout: .now() + 10) == .success ? 2 : -1
    }
    #expect(first == "first" && second == 2)
  }

  @Test("A value made on first use is made once, however many threads read it at once")
  func madeOnce() {
    // Each make waits a little, so that other threads read while it runs.
    let makes = Counter()
    let value = OnFirstUse {
      makes.increment()
      Thread.sleep(forTimeInterval: 0.01)
      return "made"
    }
    #expect(makes.count == 0)
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      #expect(value.value == "made")
    }
    #expect(makes.count == 1)
  }

  /// A count any thread may add to.
  private final class Counter: @unchecked Sendable {
    // Safe to share: `stored` is read and written only under `lock`.
    private let lock = NSLock()
    private var stored = 0
    var count: Int { lock.withLock { stored } }
    func increment() { lock.withLock { stored += 1 } }
  }
}
