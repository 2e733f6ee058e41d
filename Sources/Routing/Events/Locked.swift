#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A value that one thread at a time may read or change, behind a `pthread_mutex_t`.
///
/// Not `Mutex` from Synchronization: on Linux it hands a contended lock from one thread to the
/// next inside the kernel (a priority-inheritance futex), where the thread sanitizer cannot see
/// the hand-over, so every access made under it can be reported as a race. The sanitizer knows
/// `pthread_mutex_lock`, and `Mutex` would also need macOS 15 or iOS 18.
struct Locked<Value: Sendable>: @unchecked Sendable {
  // Sendable: the value is read and written only in `withLock`, with the mutex held.

  /// The value as the header and the mutex as the one element of a single allocation, so the
  /// mutex never moves and reaching the value costs no exclusivity check.
  private final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
    deinit {
      withUnsafeMutablePointerToElements { mutex in
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
      }
    }
  }

  private let storage: Storage

  init(_ value: Value) {
    let buffer = Storage.create(minimumCapacity: 1) { _ in value }
    storage = unsafeDowncast(buffer, to: Storage.self)
    storage.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      let status = pthread_mutex_init(mutex, nil)
      precondition(status == 0, "pthread_mutex_init failed with error \(status)")
    }
  }

  /// Runs `body` on the value with the lock held, and returns what it returns.
  func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try storage.withUnsafeMutablePointers { (value, mutex) throws(Failure) -> Result in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value.pointee)
    }
  }
}
