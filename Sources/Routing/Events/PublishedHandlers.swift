import Synchronization

/// The router's handlers as dispatch reads them: a hash table of atomic words that readers
/// search without a lock, while writers, one at a time under the router's lock, add and replace
/// entries in place.
///
/// A key is written after its value, both with release ordering, and read with acquire
/// ordering, so a reader that finds a key finds its value. The table grows by publishing a
/// larger copy; the smaller one stays allocated, as a reader may still be searching it, which
/// costs at most as much memory again as the table in use (each is half the next). A handler is
/// held by ``owned`` for the router's lifetime: one that a replacement takes out of the table
/// may still be in a reader's hands, so it is released with the router, not before.
///
/// Everything here but ``value(for:)`` must be called with the router's lock held: the
/// type is `@unchecked Sendable` on that condition, which `EventRouter` keeps.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
// Safe to share: readers touch only `current` and the slots, all atomics; `generations`,
// `owned` and `count` are read and written only under the router's lock.
final class PublishedHandlers: @unchecked Sendable {
  /// One generation of slots: the key of each (the bits of an `ObjectIdentifier`, 0 for an
  /// empty slot), and the unretained handler it holds.
  // Safe to share: `capacity` and the two pointers never change after `init`, and every
  // access to the memory they point at is an atomic operation.
  final class Slots: @unchecked Sendable {
    let capacity: Int
    let keys: UnsafeMutablePointer<Atomic<UInt>>
    let values: UnsafeMutablePointer<Atomic<UInt>>

    /// Empty slots, `capacity` of them, a power of two.
    init(capacity: Int) {
      self.capacity = capacity
      keys = .allocate(capacity: capacity)
      values = .allocate(capacity: capacity)
      for index in 0..<capacity {
        (keys + index).initialize(to: Atomic(0))
        (values + index).initialize(to: Atomic(0))
      }
    }

    deinit {
      keys.deinitialize(count: capacity)
      values.deinitialize(count: capacity)
      keys.deallocate()
      values.deallocate()
    }

    /// The handler's bits under `key`, or 0.
    func value(for key: UInt) -> UInt {
      var slot = Self.home(of: key, capacity: capacity)
      while true {
        let found = keys[slot].load(ordering: .acquiring)
        if found == key { return values[slot].load(ordering: .acquiring) }
        if found == 0 { return 0 }
        slot = (slot + 1) & (capacity - 1)
      }
    }

    /// The slot that holds `key`, or the empty slot where probing for it stops.
    func slot(of key: UInt) -> Int {
      var slot = Self.home(of: key, capacity: capacity)
      while case let found = keys[slot].load(ordering: .relaxed), found != 0, found != key {
        slot = (slot + 1) & (capacity - 1)
      }
      return slot
    }

    /// Where probing for `key` starts, as in ``HandlerTable``.
    private static func home(of key: UInt, capacity: Int) -> Int {
      HandlerTable.home(of: key, capacity: capacity)
    }
  }

  /// The generation readers search, as the bits of an unretained ``Slots``.
  private let current: Atomic<UInt>
  /// Every generation, the current one last: an older one may still be searched.
  private var generations: [Slots]
  /// Every handler ever stored, so that none is released while a reader may hold its bits.
  private var owned: [any AnyObject & Sendable] = []
  private var count = 0

  init() {
    let first = Slots(capacity: 16)
    generations = [first]
    current = Atomic(UInt(bitPattern: Unmanaged.passUnretained(first).toOpaque()))
  }

  /// The handler stored under `key`, or `nil`; takes no lock.
  ///
  /// - Complexity: O(1) on average.
  func value(for key: ObjectIdentifier) -> AnyObject? {
    let bits = current.load(ordering: .acquiring)
    // The generation is never released while the router lives, so no reference is taken.
    let slots = Unmanaged<Slots>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    let value = slots._withUnsafeGuaranteedRef { $0.value(for: UInt(bitPattern: key)) }
    guard let pointer = UnsafeRawPointer(bitPattern: value) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Stores `value` under `key`, which must not be present. The caller holds the router's lock.
  func insert(_ value: any AnyObject & Sendable, for key: ObjectIdentifier) {
    var slots = generations[generations.count - 1]
    if (count + 1) * 2 > slots.capacity {
      slots = grown(from: slots)
    }
    store(value, for: UInt(bitPattern: key), in: slots)
    count += 1
  }

  /// Stores `value` under `key` in place of the handler there. The caller holds the router's
  /// lock.
  ///
  /// - Returns: Whether `key` was present; nothing changes when it was not.
  func replace(_ value: any AnyObject & Sendable, for key: ObjectIdentifier) -> Bool {
    let slots = generations[generations.count - 1]
    let slot = slots.slot(of: UInt(bitPattern: key))
    guard slots.keys[slot].load(ordering: .relaxed) == UInt(bitPattern: key) else {
      return false
    }
    owned.append(value)
    slots.values[slot].store(bits(of: value), ordering: .releasing)
    return true
  }

  private func store(_ value: any AnyObject & Sendable, for key: UInt, in slots: Slots) {
    let slot = slots.slot(of: key)
    owned.append(value)
    // The value first: a reader that sees the key sees it.
    slots.values[slot].store(bits(of: value), ordering: .releasing)
    slots.keys[slot].store(key, ordering: .releasing)
  }

  /// A generation of twice the slots holding every entry of `slots`, published for readers.
  private func grown(from slots: Slots) -> Slots {
    let larger = Slots(capacity: slots.capacity * 2)
    for index in 0..<slots.capacity {
      let key = slots.keys[index].load(ordering: .relaxed)
      guard key != 0 else { continue }
      let slot = larger.slot(of: key)
      larger.values[slot].store(slots.values[index].load(ordering: .relaxed), ordering: .relaxed)
      larger.keys[slot].store(key, ordering: .relaxed)
    }
    generations.append(larger)
    // Release: a reader that loads the new generation sees every slot written above.
    current.store(
      UInt(bitPattern: Unmanaged.passUnretained(larger).toOpaque()), ordering: .releasing)
    return larger
  }

  private func bits(of value: any AnyObject & Sendable) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(value as AnyObject).toOpaque())
  }
}
