import Foundation

/// A value that one thread at a time may read or change, behind an `NSLock`.
///
/// Not `Mutex` from Synchronization: on Linux it hands a contended lock over inside the kernel,
/// where the thread sanitizer cannot see it, so the scans made under it are reported as races.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // Sendable: `value` is read and written only in `withLock`, with `lock` held.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held, and returns what it returns.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
