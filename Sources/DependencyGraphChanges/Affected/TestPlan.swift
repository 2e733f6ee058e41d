import DependencyGraphLoading
public import DependencyGraphModel
import DependencyGraphScanning
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
  /// - Throws: ``ConfigurationError/invalidTestPlan(file:reason:)`` when it is not JSON, has no
  ///   `testTargets` array, or an entry names no target.
  public init(data: Data, file: String) throws(GraphError) {
    self.bytes = Array(data)
    self.file = file
    let decoded: JSONValue
    do {
      decoded = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw .configuration(.invalidTestPlan(file: file, reason: "it is not JSON"))
    }
    guard case .object(let top) = decoded, case .array(let targets)? = top["testTargets"] else {
      throw .configuration(.invalidTestPlan(file: file, reason: "it has no 'testTargets' list"))
    }
    var spans = JSONSpans(bytes: bytes)
    guard let list = spans.value(at: spans.skipSpace(0))?.members["testTargets"],
      list.elements.count == targets.count
    else {
      throw .configuration(
        .invalidTestPlan(file: file, reason: "its 'testTargets' list cannot be read"))
    }
    let objects = list.elements.map(Self.entryPlaces)
    var entries: [Entry] = []
    for (index, (target, object)) in zip(targets, objects).enumerated() {
      guard case .object(let fields) = target, case .object(let reference)? = fields["target"],
        case .string(let name)? = reference["name"]
      else {
        throw .configuration(
          .invalidTestPlan(file: file, reason: "testTargets[\(index)] names no target"))
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
          disabled: fields["enabled"] == .bool(false)
            ? object.enabledMember.map { Self.removal(of: $0, in: spans) } : nil))
    }
    self.entries = entries
  }

  /// Where an entry of `testTargets` starts its members, and where its `enabled` member lies.
  private static func entryPlaces(_ entry: JSONSpans.Span) -> (
    firstMember: Int, enabledMember: Range<Int>?
  ) {
    let firstMember = entry.memberStarts.values.min() ?? entry.range.lowerBound + 1
    guard let start = entry.memberStarts["enabled"], let value = entry.members["enabled"] else {
      return (firstMember, nil)
    }
    return (firstMember, start..<value.range.upperBound)
  }

  /// The bytes to remove with a member: its comma and the space up to the next member, or,
  /// for the last member, the comma before it.
  private static func removal(of member: Range<Int>, in spans: JSONSpans) -> Range<Int> {
    let after = spans.skipSpace(member.upperBound)
    if after < spans.bytes.count, spans.bytes[after] == UInt8(ascii: ",") {
      return member.lowerBound..<spans.skipSpace(after + 1)
    }
    let comma = spans.bytes[..<member.lowerBound].lastIndex(of: UInt8(ascii: ","))
    return (comma ?? member.lowerBound)..<member.upperBound
  }

  /// Reads the plan at `path`, named `name` in messages.
  ///
  /// - Throws: ``FileError/unreadable(path:reason:)`` and the errors of
  ///   ``init(data:file:)``.
  public init(path: String, shownAs name: String) throws(GraphError) {
    try self.init(data: try contents(ofFile: path, shownAs: name), file: name)
  }

  /// Writes an edited plan over the file at `path`, whole or not at all.
  ///
  /// - Throws: ``FileError/unwritable(path:reason:)``.
  public static func write(_ data: Data, to path: String) throws(GraphError) {
    try writeFile(data, to: path, shownAs: path)
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
  /// - Throws: ``ConfigurationError/invalidTestPlan(file:reason:)`` naming the unknown targets.
  public func enabling(only reached: [TargetName], known: [TargetName]) throws(GraphError)
    -> Data
  {
    let known = Set(known.map(\.rawValue))
    let unknown = entries.map(\.name).filter { !known.contains($0) }
    guard unknown.isEmpty else {
      throw .configuration(
        .invalidTestPlan(
          file: file,
          reason:
            "it lists \(unknown.joined(separator: ", ")), which no project or package read has"))
    }
    let reached = Set(reached.map(\.rawValue))
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
