/// Handlers keyed by the identity of their event type: a hash table with open addressing.
///
/// `Dictionary` hashes keys with SipHash, which resists keys chosen to collide by whoever sends
/// them. The keys here are the addresses of event types that the app's own code registers, so a
/// multiplicative hash of the address spreads them as well, in a fraction of the time: a
/// lookup is one multiplication and, at this table's load, one or two slots.
///
/// Slots hold keys and values in two arrays, so that looking past another key reads one word.
/// Entries are never removed, which keeps probing simple: a lookup stops at the first empty slot.
struct HandlerTable: Sendable {
  /// The key of each slot; `nil` for an empty one. Its count is a power of two.
  private var keys: [ObjectIdentifier?]
  private var values: [(any AnyObject & Sendable)?]
  /// How many slots are filled.
  private(set) var count = 0

  init() {
    self.init(capacity: 16)
  }

  /// Creates an empty table of `capacity` slots, a power of two.
  private init(capacity: Int) {
    keys = Array(repeating: nil, count: capacity)
    values = Array(repeating: nil, count: capacity)
  }

  /// The value stored under `key`, or `nil`.
  ///
  /// - Complexity: O(1) on average.
  func value(for key: ObjectIdentifier) -> (any AnyObject & Sendable)? {
    let slot = slot(of: key)
    return keys[slot] == key ? values[slot] : nil
  }

  /// Stores `value` under `key`, which the table must not hold yet.
  ///
  /// - Complexity: O(1) amortized.
  mutating func insert(_ value: any AnyObject & Sendable, for key: ObjectIdentifier) {
    // At most half full, so that a lookup rarely looks past a second slot.
    if (count + 1) * 2 > keys.count { grow() }
    let slot = slot(of: key)
    precondition(keys[slot] == nil, "HandlerTable.insert: the key is already present")
    keys[slot] = key
    values[slot] = value
    count += 1
  }

  /// Replaces the value stored under `key`.
  ///
  /// - Returns: Whether the table held `key`; when it did not, nothing changed.
  mutating func replace(_ value: any AnyObject & Sendable, for key: ObjectIdentifier) -> Bool {
    let slot = slot(of: key)
    guard keys[slot] == key else { return false }
    values[slot] = value
    return true
  }

  /// The slot that holds `key`, or else the empty slot where probing for it stops.
  private func slot(of key: ObjectIdentifier) -> Int {
    var slot = home(of: key)
    while let candidate = keys[slot], candidate != key {
      slot = (slot + 1) & (keys.count - 1)
    }
    return slot
  }

  /// The slot where probing for `key` starts.
  ///
  /// Fibonacci hashing of the type's address: the top bits of the product depend on all of the
  /// address's bits, so they pick the slot.
  private func home(of key: ObjectIdentifier) -> Int {
    let shift = UInt.bitWidth - keys.count.trailingZeroBitCount
    return Int(truncatingIfNeeded: (UInt(bitPattern: key) &* Self.multiplier) >> UInt(shift))
  }

  /// 2^64 divided by the golden ratio, made odd; its low half on a 32-bit machine.
  private static let multiplier = UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)

  /// Doubles the slots and places every entry again.
  private mutating func grow() {
    var larger = HandlerTable(capacity: keys.count * 2)
    for case (let key?, let value?) in zip(keys, values) {
      larger.insert(value, for: key)
    }
    self = larger
  }
}
