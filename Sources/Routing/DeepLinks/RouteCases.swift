/// Which case of a route enum a value is, and the values that case holds, read from the value
/// as the Swift runtime lays it out: what `Mirror` reads, without its cost per call.
///
/// `Mirror` finds a value's case through the enum's value witnesses, then resolves the case's
/// payload type from its mangled name, on every call: most of the time printing a link took.
/// This reads the same records once, when a table is built, and keeps each case's payload
/// types; printing then asks the enum's `getEnumTag` witness for the case and copies the
/// payload out with `destructiveProjectEnumData`, as `Mirror` does. Both witnesses and the
/// records are the stable ABI of Apple's platforms (Swift 5) and of Linux.
///
/// Where any of it is not as expected the layout is `nil`, and so is a case's payload types
/// where its values are not stored in place (an `indirect` case boxes them): printing asks
/// `Mirror` then. Pointer authentication signs these pointers on `arm64e`, so there it is
/// always `nil`.
@usableFromInline
struct RouteCases: Sendable {
  /// Per case, by tag (cases with values first, in declaration order, then the others): the
  /// types its values have, in order, none for a case without values; `nil` for a case whose
  /// values are not stored in place.
  let payloadTypes: [[ObjectIdentifier]?]

  /// The layout of `type`'s cases, or `nil` if it is not an enum whose layout this reads.
  init?(_ type: Any.Type) {
    #if _ptrauth(_arm64e)
      return nil
    #else
      let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
      guard metadata.load(as: Int.self) == MetadataKind.enum,
        Self.valueWitnesses(metadata).load(fromByteOffset: ValueWitness.flags, as: UInt32.self)
          & ValueWitness.hasEnumWitnesses != 0
      else { return nil }
      let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
      guard descriptor.load(as: UInt32.self) & 0x1F == ContextKind.enum,
        let fields = descriptor.relativeTarget(at: EnumDescriptor.fields)
      else { return nil }
      let cases =
        Int(
          descriptor.load(fromByteOffset: EnumDescriptor.payloadCases, as: UInt32.self) & 0xFF_FFFF)
        + Int(descriptor.load(fromByteOffset: EnumDescriptor.emptyCases, as: UInt32.self))
      let recordSize = Int(fields.load(fromByteOffset: FieldDescriptor.recordSize, as: UInt16.self))
      guard Int(fields.load(fromByteOffset: FieldDescriptor.count, as: UInt32.self)) == cases,
        recordSize >= FieldRecord.size
      else { return nil }
      payloadTypes = (0..<cases).map { tag in
        let record = fields + FieldDescriptor.records + tag * recordSize
        guard let name = record.relativeTarget(at: FieldRecord.typeName) else { return [] }
        guard record.load(as: UInt32.self) & FieldRecord.isIndirect == 0,
          let type = Self.resolve(name, in: descriptor, of: metadata)
        else { return nil }
        return Self.elements(of: type)
      }
    #endif
  }

  /// The tag of `route`'s case: its index in ``payloadTypes``.
  ///
  /// - Precondition: `Route` has a layout.
  @usableFromInline
  static func tag<Route>(of route: Route) -> Int {
    let metadata = unsafeBitCast(Route.self as Any.Type, to: UnsafeRawPointer.self)
    let getEnumTag = Self.valueWitnesses(metadata).load(
      fromByteOffset: ValueWitness.getEnumTag,
      as: (@convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32).self)
    return withUnsafePointer(to: route) { Int(getEnumTag($0, metadata)) }
  }

  /// The values `route` holds, as a tuple of them (or the one value).
  ///
  /// - Precondition: `Payload`'s elements are the types ``payloadTypes`` has for the route's
  ///   tag in `Route`'s layout, which is not `nil`.
  @inlinable
  static func payload<Route, Payload>(of route: Route, as _: Payload.Type) -> Payload {
    withUnsafeTemporaryAllocation(of: Route.self, capacity: 1) { buffer in
      let copy = buffer.baseAddress.unsafelyUnwrapped
      copy.initialize(to: route)
      // The copy's tag is stripped; what is left is the payload, at the start of the value,
      // and it is moved out: nothing of the copy remains to destroy.
      stripTag(copy, of: Route.self)
      return UnsafeMutableRawPointer(copy).bindMemory(to: Payload.self, capacity: 1).move()
    }
  }

  /// Turns the enum value at `value` into its payload, with the enum's
  /// `destructiveProjectEnumData` witness.
  @usableFromInline
  static func stripTag(_ value: UnsafeMutableRawPointer, of type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let project = valueWitnesses(metadata).load(
      fromByteOffset: ValueWitness.destructiveProjectEnumData,
      as: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void).self)
    project(value, metadata)
  }

  /// Whether a value of the type `from` is never cast to the type `to`: they differ, and
  /// each is a struct or an enum other than `Optional` and `AnyHashable`, so that neither
  /// wraps, unwraps, boxes nor upcasts to the other.
  static func neverCasts(from: ObjectIdentifier, to: ObjectIdentifier) -> Bool {
    func isPlainValue(_ type: ObjectIdentifier) -> Bool {
      let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
      return (kind == MetadataKind.struct || kind == MetadataKind.enum)
        && type != ObjectIdentifier(AnyHashable.self)
    }
    return from != to && isPlainValue(from) && isPlainValue(to)
  }

  /// The value witness table of a type: the word before its metadata.
  private static func valueWitnesses(_ metadata: UnsafeRawPointer) -> UnsafeRawPointer {
    (metadata - word).load(as: UnsafeRawPointer.self)
  }

  /// The type a field record's mangled name spells, with the enum's generic arguments.
  private static func resolve(
    _ name: UnsafeRawPointer, in descriptor: UnsafeRawPointer, of metadata: UnsafeRawPointer
  ) -> Any.Type? {
    // A mangled name may embed symbolic references: a byte from 1 to 0x17 followed by a
    // 32-bit relative offset, or from 0x18 to 0x1F followed by a pointer.
    var length = 0
    scan: while true {
      switch name.load(fromByteOffset: length, as: UInt8.self) {
      case 0: break scan
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + word
      default: length += 1
      }
    }
    return _getTypeByMangledNameInContext(
      name.assumingMemoryBound(to: UInt8.self), UInt(length), genericContext: descriptor,
      genericArguments: metadata + 2 * word)
  }

  /// The types a payload of `type` holds: a tuple's elements, whatever their labels, or the
  /// type itself.
  private static func elements(of type: Any.Type) -> [ObjectIdentifier] {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == MetadataKind.tuple else { return [ObjectIdentifier(type)] }
    let count = metadata.load(fromByteOffset: word, as: Int.self)
    // After the kind, the count and the labels, each element is its type and its offset.
    return (0..<count).map { index in
      let element = metadata.load(fromByteOffset: (3 + 2 * index) * word, as: UnsafeRawPointer.self)
      return ObjectIdentifier(unsafeBitCast(element, to: Any.Type.self))
    }
  }
}

private let word = MemoryLayout<UnsafeRawPointer>.size

/// The runtime's metadata kinds read here.
private enum MetadataKind {
  static let `struct` = 0x200
  static let `enum` = 0x201
  static let tuple = 0x301
}

/// Where a value witness table keeps what is read here: eight functions, the size and stride,
/// then two 32-bit fields (the flags first), then an enum's own witnesses.
private enum ValueWitness {
  static let flags = 10 * word
  static let getEnumTag = 10 * word + 8
  static let destructiveProjectEnumData = 11 * word + 8
  static let hasEnumWitnesses: UInt32 = 0x0020_0000
}

private enum ContextKind {
  static let `enum`: UInt32 = 18
}

/// Offsets in an enum's context descriptor.
private enum EnumDescriptor {
  static let fields = 16
  static let payloadCases = 20
  static let emptyCases = 24
}

/// Offsets in a field descriptor, whose records follow it.
private enum FieldDescriptor {
  static let recordSize = 10
  static let count = 12
  static let records = 16
}

/// Offsets in one field record: its flags, its type's mangled name and its name.
private enum FieldRecord {
  static let typeName = 4
  static let size = 12
  static let isIndirect: UInt32 = 0x1
}

extension UnsafeRawPointer {
  /// Where the relative pointer at `offset` leads: a 32-bit distance from its own address,
  /// `nil` for none.
  fileprivate func relativeTarget(at offset: Int) -> UnsafeRawPointer? {
    let field = self + offset
    let distance = field.load(as: Int32.self)
    return distance == 0 ? nil : field + Int(distance)
  }
}
