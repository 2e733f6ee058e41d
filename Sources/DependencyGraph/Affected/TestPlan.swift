import DependencyGraphSupport

public import Foundation

/// An Xcode test plan (`.xctestplan`), edited so that it runs only the test targets a change
/// reaches: each target it lists gets `"enabled" : false` unless reached, and a reached one
/// loses that member. Every other byte of the file stays as it was, so the diff of the plan is
/// those lines alone.
///
/// ```swift
/// let plan = try TestPlan(data: contents, file: "App.xctestplan")
/// let edited = try plan.enabling(only: reached.tests, known: reached.allTests)
/// ```
public struct TestPlan: Sendable {
  /// One entry of `testTargets`: where its object and its `enabled` member are in the file.
  struct Entry {
    let name: String
    /// The byte offset of the object's first member, where `enabled` goes.
    let firstMember: Int
    /// What follows an inserted member: a line break and the member's indentation, or a space.
    let separator: [UInt8]
    /// The bytes of an `"enabled" : false` member to remove, with its comma and line end.
    let disabled: Range<Int>?
  }

  private let bytes: [UInt8]
  private let file: String
  let entries: [Entry]

  /// Reads a plan.
  ///
  /// - Throws: ``GraphError/invalidTestPlan(file:reason:)`` when it is not JSON, has no
  ///   `testTargets` array, or an entry names no target.
  public init(data: Data, file: String) throws(GraphError) {
    self.bytes = Array(data)
    self.file = file
    let decoded: JSONValue
    do {
      decoded = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw .invalidTestPlan(file: file, reason: "it is not JSON")
    }
    guard case .object(let top) = decoded, case .array(let targets)? = top["testTargets"] else {
      throw .invalidTestPlan(file: file, reason: "it has no 'testTargets' list")
    }
    var scanner = JSONScanner(bytes: bytes)
    let objects = scanner.testTargetObjects()
    guard objects.count == targets.count else {
      throw .invalidTestPlan(file: file, reason: "its 'testTargets' list cannot be read")
    }
    var entries: [Entry] = []
    for (index, (target, object)) in zip(targets, objects).enumerated() {
      guard case .object(let fields) = target, case .object(let reference)? = fields["target"],
        case .string(let name)? = reference["name"]
      else {
        throw .invalidTestPlan(file: file, reason: "testTargets[\(index)] names no target")
      }
      // The space before the first member: a line break and indentation in a plan as Xcode
      // writes it, which the inserted member repeats; nothing or a space in a compact one.
      var spaceStart = object.firstMember
      while spaceStart > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[spaceStart - 1]) {
        spaceStart -= 1
      }
      let space = bytes[spaceStart..<object.firstMember]
      let separator: [UInt8] =
        space.lastIndex(of: 0x0A).map { [0x0A] + Array(space[($0 + 1)...]) } ?? [0x20]
      entries.append(
        Entry(
          name: name, firstMember: object.firstMember,
          separator: separator,
          disabled: fields["enabled"] == .bool(false) ? object.enabledMember : nil))
    }
    self.entries = entries
  }

  /// Reads the plan at `path`, named `name` in messages.
  ///
  /// - Throws: ``GraphError/unreadableFile(path:reason:)`` and the errors of
  ///   ``init(data:file:)``.
  public init(path: String, shownAs name: String) throws(GraphError) {
    try self.init(data: try contents(ofFile: path, shownAs: name), file: name)
  }

  /// Writes an edited plan over the file at `path`, whole or not at all.
  ///
  /// - Throws: ``GraphError/unwritableFile(path:reason:)``.
  public static func write(_ data: Data, to path: String) throws(GraphError) {
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .unwritableFile(path: path, reason: systemReason(error))
    }
  }

  /// The names of the test targets the plan lists, in its order.
  public var targets: [String] { entries.map(\.name) }

  /// The plan with every listed target disabled unless `reached` holds it.
  ///
  /// - Parameters:
  ///   - reached: The test targets the change reaches.
  ///   - known: The names of every test target read; a listed target outside them is an
  ///     error, since the plan and the projects disagree.
  /// - Returns: The plan's bytes, edited.
  /// - Throws: ``GraphError/invalidTestPlan(file:reason:)`` naming the unknown targets.
  public func enabling(only reached: [String], known: [String]) throws(GraphError) -> Data {
    let known = Set(known)
    let unknown = entries.map(\.name).filter { !known.contains($0) }
    guard unknown.isEmpty else {
      throw .invalidTestPlan(
        file: file,
        reason: "it lists \(unknown.joined(separator: ", ")), which no project or package read has")
    }
    let reached = Set(reached)
    var result: [UInt8] = []
    var position = 0
    for entry in entries {
      let enabled = reached.contains(entry.name)
      if enabled, let disabled = entry.disabled {
        result += bytes[position..<disabled.lowerBound]
        position = disabled.upperBound
      } else if !enabled, entry.disabled == nil {
        result += bytes[position..<entry.firstMember]
        result += Array(#""enabled" : false,"#.utf8) + entry.separator
        position = entry.firstMember
      }
    }
    result += bytes[position...]
    return Data(result)
  }
}

/// Finds, without decoding values, where each object of a top-level `testTargets` array starts
/// its members and where its own `"enabled"` member lies.
private struct JSONScanner {
  let bytes: [UInt8]
  var index = 0

  struct Object {
    var firstMember: Int
    var enabledMember: Range<Int>?
  }

  mutating func testTargetObjects() -> [Object] {
    skipSpace()
    guard peek == UInt8(ascii: "{") else { return [] }
    index += 1
    while true {
      skipSpace()
      guard peek == UInt8(ascii: "\"") else { return [] }
      let key = string()
      skipSpace()
      guard peek == UInt8(ascii: ":") else { return [] }
      index += 1
      skipSpace()
      if key == "testTargets" { return arrayOfObjects() }
      skipValue()
      skipSpace()
      guard peek == UInt8(ascii: ",") else { return [] }
      index += 1
    }
  }

  private mutating func arrayOfObjects() -> [Object] {
    guard peek == UInt8(ascii: "[") else { return [] }
    index += 1
    var objects: [Object] = []
    while true {
      skipSpace()
      if peek == UInt8(ascii: "]") { return objects }
      guard peek == UInt8(ascii: "{") else { return [] }
      index += 1
      skipSpace()
      var object = Object(firstMember: index)
      while peek == UInt8(ascii: "\"") {
        let start = index
        let key = string()
        skipSpace()
        index += 1  // ':'
        skipSpace()
        skipValue()
        let valueEnd = index
        skipSpace()
        let hasComma = peek == UInt8(ascii: ",")
        if hasComma { index += 1 }
        if key == "enabled" {
          if hasComma {
            // The member, its comma, and the space up to the next member.
            var end = index
            while let byte = end < bytes.count ? bytes[end] : nil,
              byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
            {
              end += 1
            }
            object.enabledMember = start..<end
          } else {
            // The last member: it goes with the comma before it.
            let comma = bytes[..<start].lastIndex(of: UInt8(ascii: ",")) ?? start
            object.enabledMember = comma..<valueEnd
          }
        }
        skipSpace()
      }
      guard peek == UInt8(ascii: "}") else { return [] }
      index += 1
      objects.append(object)
      skipSpace()
      if peek == UInt8(ascii: ",") { index += 1 }
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
      index += 1
    }
  }

  /// A string's contents, escapes left as written; `index` ends past the closing quote.
  private mutating func string() -> String {
    index += 1
    let start = index
    while let byte = peek, byte != UInt8(ascii: "\"") {
      index += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    let text = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
    index += 1
    return text
  }

  /// Skips a value: a string, or anything up to the `,`, `}` or `]` that ends it, nested
  /// brackets and strings included.
  private mutating func skipValue() {
    var depth = 0
    while let byte = peek {
      switch byte {
      case UInt8(ascii: "\""):
        _ = string()
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return }
        depth -= 1
      case UInt8(ascii: ","):
        if depth == 0 { return }
      default: break
      }
      index += 1
    }
  }
}
