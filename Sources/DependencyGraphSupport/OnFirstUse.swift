import Foundation

/// A value made the first time it is read, once, whichever thread reads it first; the others
/// wait for it.
package final class OnFirstUse<Value: Sendable>: @unchecked Sendable {
  // Safe to share: `made` is read and written only under `lock`, and `make` is Sendable.
  private let lock = NSLock()
  private var made: Value?
  private let make: @Sendable () -> Value

  package init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  package var value: Value {
    lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
