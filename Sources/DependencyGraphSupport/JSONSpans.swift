import Foundation

/// Where each value of a JSON text lies, by byte offsets: enough of a parser to edit the text
/// in place, as `depgraph --fix` adds a target to a layer of a rules file and `affected`
/// enables the tests of a test plan, every other byte kept. Keys are decoded; values are not;
/// malformed text yields `nil`.
package struct JSONSpans {
  /// One value: its bytes, and those of its members or elements.
  package struct Span {
    /// The value's bytes.
    package var range: Range<Int>
    /// An object's members' values, by key.
    package var members: [String: Span] = [:]
    /// Where each member of an object starts: the opening quote of its key.
    package var memberStarts: [String: Int] = [:]
    /// An array's elements.
    package var elements: [Span] = []
  }

  package let bytes: [UInt8]
  /// Nesting left, so that hostile input cannot exhaust the stack.
  private var depth = 0

  package init(bytes: [UInt8]) { self.bytes = bytes }

  /// The first index at or after `index` that is not JSON white space.
  package func skipSpace(_ index: Int) -> Int {
    var index = index
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index
  }

  /// The value that starts at `start`, or `nil` when the text there is not one.
  package mutating func value(at start: Int) -> Span? {
    guard start < bytes.count, depth < 256 else { return nil }
    depth += 1
    defer { depth -= 1 }
    switch bytes[start] {
    case UInt8(ascii: "{"): return container(at: start, close: UInt8(ascii: "}"), keyed: true)
    case UInt8(ascii: "["): return container(at: start, close: UInt8(ascii: "]"), keyed: false)
    case UInt8(ascii: "\""): return string(at: start).map { Span(range: start..<$0) }
    default:
      var end = start
      while end < bytes.count, !",]} \t\n\r".utf8.contains(bytes[end]) { end += 1 }
      return end > start ? Span(range: start..<end) : nil
    }
  }

  /// The end of the string starting at `start`, after its closing quote.
  private func string(at start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      default: index += 1
      }
    }
    return nil
  }

  private mutating func container(at start: Int, close: UInt8, keyed: Bool) -> Span? {
    var span = Span(range: start..<start)
    var index = skipSpace(start + 1)
    if index < bytes.count, bytes[index] == close {
      span.range = start..<(index + 1)
      return span
    }
    while index < bytes.count {
      var key: String?
      let memberStart = index
      if keyed {
        guard bytes[index] == UInt8(ascii: "\""), let end = string(at: index) else { return nil }
        key =
          (try? JSONSerialization.jsonObject(
            with: Data(bytes[index..<end]), options: .fragmentsAllowed)) as? String
        index = skipSpace(end)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index = skipSpace(index + 1)
      }
      guard let element = value(at: index) else { return nil }
      if let key {
        span.members[key] = element
        span.memberStarts[key] = memberStart
      } else {
        span.elements.append(element)
      }
      index = skipSpace(element.range.upperBound)
      guard index < bytes.count else { return nil }
      if bytes[index] == close {
        span.range = start..<(index + 1)
        return span
      }
      guard bytes[index] == UInt8(ascii: ",") else { return nil }
      index = skipSpace(index + 1)
    }
    return nil
  }
}
