/// Matches plain links straight from their bytes, for ``DeepLinkTable``.
///
/// Most links an app receives are plain: printable ASCII without `%`, `?` or `#`. For those,
/// the table walks its pattern tree over the link's bytes, finding each literal segment in
/// ``LiteralEdges`` by a hash of its bytes, and creates text only for the values a route
/// captures. Anything else, and every link that would be rejected, goes through
/// ``DeepLinkURL`` and the tree of strings, which stay the reference: this matcher finds a
/// pattern only where that path finds the same one, and leaves every error to it. It is not
/// generic, so that the walk runs specialized whatever the table's route type.
@usableFromInline
struct PlainLinkMatcher: Sendable {
  /// Where a node's one capture leads and the entry that ends there, each `-1` for none:
  /// plain values, so that reading them costs no reference counting. A node whose segment
  /// several captures would accept leaves the link to the full path, which weighs them.
  private struct Branches: Sendable {
    /// The integer capture's child and the range it accepts, when it is the node's only capture.
    var integer: Int
    var lower: Int
    var upper: Int
    /// The text capture's child, when it is the node's only capture.
    var string: Int
    var entry: Int
    /// Whether more than one capture leaves this node.
    var severalCaptures: Bool
  }

  /// What a walk found below a node.
  private enum Outcome {
    case entry(Int)
    case none
    /// The full path must decide: a dot segment, or a node with several captures.
    case undecided
  }

  private let scheme: [UInt8]
  private let branches: [Branches]
  private let literals: LiteralEdges

  /// Creates the matcher of a built tree.
  ///
  /// - Parameters:
  ///   - scheme: The table's scheme, lower-cased.
  ///   - nodes: The table's pattern tree.
  init(scheme: String, nodes: [DeepLinkNode]) {
    let edges = nodes.indices.flatMap { parent in
      nodes[parent].literals.map { (parent: parent, literal: $0.key, child: $0.value) }
    }
    self.scheme = Array(scheme.utf8)
    self.branches = nodes.map { node in
      let integer = node.integers.count == 1 ? node.integers[0] : nil
      return Branches(
        integer: integer?.child ?? -1, lower: integer?.range.lowerBound ?? 0,
        upper: integer?.range.upperBound ?? 0, string: node.string ?? -1,
        entry: node.entry ?? -1,
        severalCaptures: node.integers.count + (node.string == nil ? 0 : 1) > 1)
    }
    self.literals = LiteralEdges(edges)
  }

  /// The entry that a plain link matches and where its path starts, or `nil` when the link is
  /// not plain or matches nothing, for the full path to decide.
  ///
  /// - Returns: The entry's index and the byte offset of the link's first segment, or `nil`.
  /// - Complexity: O(*n*) in the link's length, independent of the number of patterns.
  @usableFromInline
  func match(_ link: String) -> (entry: Int, pathStart: Int)? {
    var contiguous = link
    return contiguous.withUTF8 { match(bytes: $0) }
  }

  /// The entry that the link's bytes match, and where its path starts.
  private func match(bytes: UnsafeBufferPointer<UInt8>) -> (entry: Int, pathStart: Int)? {
    guard bytes.count <= DeepLinkURL.maximumLength else { return nil }
    var colon = -1
    for offset in 0..<bytes.count {
      let byte = bytes[offset]
      // Printable ASCII only, and none of `#`, `%`, `?`: those need the full parser.
      guard byte >= 0x21 && byte <= 0x7E, byte != 0x23, byte != 0x25, byte != 0x3F else {
        return nil
      }
      if byte == 0x3A && colon < 0 { colon = offset }
    }
    guard colon == scheme.count, colon + 2 < bytes.count, bytes[colon + 1] == 0x2F,
      bytes[colon + 2] == 0x2F
    else { return nil }
    for offset in 0..<colon where lowercasedASCII(bytes[offset]) != scheme[offset] {
      return nil
    }

    // A trailing slash leaves an empty last segment, which the walk refuses: the full parser
    // names the link's one spelling.
    let first = colon + 3
    guard case .entry(let entry) = walk(bytes, from: first, to: bytes.count, node: 0, depth: 0)
    else { return nil }
    return (entry, first)
  }

  /// Walks the tree along the segments from `start`, literal first, then the node's capture:
  /// the order of the full path's walk, so that both find the same pattern. An empty or dot
  /// segment, one past the limit, or several captures to weigh are left to the full path.
  private func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, node: Int, depth: Int
  ) -> Outcome {
    let branch = branches[node]
    guard start <= end else { return branch.entry < 0 ? .none : .entry(branch.entry) }
    var stop = start
    while stop < end && bytes[stop] != 0x2F { stop += 1 }
    guard stop > start, depth < DeepLinkURL.maximumSegments else { return .undecided }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<stop])
    if text[0] == 0x2E, text.count == 1 || (text.count == 2 && text[1] == 0x2E) {
      return .undecided
    }
    if let next = literals.child(of: node, named: text) {
      let found = walk(bytes, from: stop + 1, to: end, node: next, depth: depth + 1)
      guard case .none = found else { return found }
    }
    if branch.severalCaptures { return .undecided }
    if branch.integer >= 0 {
      guard let value = decimalInteger(text), value >= branch.lower, value <= branch.upper else {
        return .none
      }
      return walk(bytes, from: stop + 1, to: end, node: branch.integer, depth: depth + 1)
    }
    if branch.string >= 0 {
      return walk(bytes, from: stop + 1, to: end, node: branch.string, depth: depth + 1)
    }
    return .none
  }
}

/// The literal edges of a pattern tree, in one open-addressing hash table keyed by the parent
/// node and the literal's bytes, so that a segment is found without making a `String` of it.
struct LiteralEdges: Sendable {
  /// One edge in 16 bytes, so that a table of many patterns stays small in the cache.
  private struct Slot: Sendable {
    /// The parent node, or -1 for an empty slot.
    var parent: Int32 = -1
    var child: Int32 = 0
    /// Where the literal's bytes start in `bytes`.
    var start: UInt32 = 0
    var length: UInt16 = 0
    /// The hash's top 16 bits: most slots that hold another literal fail this test.
    var tag: UInt16 = 0
  }

  private var slots: [Slot]
  private var bytes: [UInt8] = []
  private let mask: Int

  /// Indexes literal edges.
  ///
  /// - Parameter edges: Every literal edge: parent node, literal's UTF-8, child node. A
  ///   literal longer than a link can be is left out: no link reaches it.
  init(_ edges: [(parent: Int, literal: [UInt8], child: Int)]) {
    var capacity = 16
    while capacity < edges.count * 2 { capacity *= 2 }
    slots = Array(repeating: Slot(), count: capacity)
    mask = capacity - 1
    for edge in edges where edge.literal.count <= DeepLinkURL.maximumLength {
      let start = bytes.count
      bytes += edge.literal
      let hash = bytes.withUnsafeBufferPointer {
        Self.hash(parent: edge.parent, UnsafeBufferPointer(rebasing: $0[start...]))
      }
      var index = Int(truncatingIfNeeded: hash) & mask
      while slots[index].parent >= 0 { index = (index + 1) & mask }
      slots[index] = Slot(
        parent: Int32(edge.parent), child: Int32(edge.child), start: UInt32(start),
        length: UInt16(bytes.count - start), tag: UInt16(truncatingIfNeeded: hash >> 48))
    }
  }

  /// The node that the literal `name` leads to from `parent`, if any.
  func child(of parent: Int, named name: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(parent: parent, name)
    let tag = UInt16(truncatingIfNeeded: hash >> 48)
    return slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { stored in
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].parent >= 0 {
          let slot = slots[index]
          if slot.tag == tag, Int(slot.parent) == parent, Int(slot.length) == name.count {
            let start = Int(slot.start)
            var offset = 0
            while offset < name.count && stored[start + offset] == name[offset] { offset += 1 }
            if offset == name.count { return Int(slot.child) }
          }
          index = (index + 1) & mask
        }
        return nil
      }
    }
  }

  /// FNV-1a over the bytes, seeded with the parent node and mixed so that the low bits, which
  /// pick the slot, and the high bits, which make the tag, depend on every byte.
  private static func hash(parent: Int, _ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: parent)
    for byte in name {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9 ^ (hash >> 32)
  }
}

/// The value of a decimal integer in its one canonical spelling, `0` or `-?[1-9][0-9]*`,
/// within `Int`'s range; `nil` for anything else, `+1`, `01` and `-0` among them, so that one
/// value has one link.
func decimalInteger(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
  var digits = text[...]
  let negative = digits.first == 0x2D
  if negative { digits = digits.dropFirst() }
  guard let first = digits.first, first != 0x30 || (digits.count == 1 && !negative) else {
    return nil
  }
  var value = 0
  for byte in digits {
    let digit = byte &- 0x30
    guard digit < 10 else { return nil }
    let (shifted, overflowOnMultiply) = value.multipliedReportingOverflow(by: 10)
    let (next, overflowOnAdd) =
      negative
      ? shifted.subtractingReportingOverflow(Int(digit))
      : shifted.addingReportingOverflow(Int(digit))
    guard !overflowOnMultiply, !overflowOnAdd else { return nil }
    value = next
  }
  return value
}

/// ``decimalInteger(_:)`` of a string's UTF-8.
func decimalInteger(_ text: String) -> Int? {
  var text = text
  return text.withUTF8 { decimalInteger($0) }
}
