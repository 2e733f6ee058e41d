import Dispatch
import Testing

@testable import DependencyGraph

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
}
