import DependencyGraphSupport
import Foundation

extension Rules {
  /// A rules file's text with `target` added to the `targets` of the layer named `layer`, and
  /// every other byte as it was: its formatting, key order and spacing are the author's.
  ///
  /// ```swift
  /// let edited = Rules.adding("SettingsModule", toLayer: "features", in: text)
  /// // "targets": ["ColorServiceModule", "LoginModule", "SettingsModule"]
  /// ```
  ///
  /// - Returns: The new text, or `nil` when the text is not a rules object whose `layers` hold
  ///   a layer of that name with a `targets` array.
  public static func adding(_ target: String, toLayer layer: String, in text: String) -> String? {
    let bytes = Array(text.utf8)
    var scanner = JSONSpans(bytes: bytes)
    guard let root = scanner.value(at: scanner.skipSpace(0)),
      let layers = root.members["layers"]
    else { return nil }
    for element in layers.elements {
      guard let name = element.members["name"], let targets = element.members["targets"],
        (try? JSONSerialization.jsonObject(
          with: Data(bytes[name.range]), options: .fragmentsAllowed)) as? String == layer,
        bytes[targets.range.upperBound - 1] == UInt8(ascii: "]")
      else { continue }
      let quoted = String(decoding: (try? JSONEncoder().encode(target)) ?? Data(), as: UTF8.self)
      // After the last element, or straight after `[` when there is none.
      let insertion = targets.elements.last?.range.upperBound ?? targets.range.lowerBound + 1
      let inserted = (targets.elements.isEmpty ? "" : ", ") + quoted
      return String(decoding: bytes[..<insertion], as: UTF8.self) + inserted
        + String(decoding: bytes[insertion...], as: UTF8.self)
    }
    return nil
  }
}

extension Rules {
  /// Adds each target to its layer in the rules file at `path`, as ``adding(_:toLayer:in:)``
  /// does, and writes the file once.
  ///
  /// - Parameters:
  ///   - placements: Each target and the name of the layer it goes to.
  ///   - path: The rules file.
  ///   - name: The file as messages show it.
  /// - Throws: ``GraphError/unreadableFile(path:reason:)`` or
  ///   ``GraphError/unwritableFile(path:reason:)``; ``GraphError/invalidRules(file:reason:)``
  ///   when the file has no such layer. The file is unchanged then.
  public static func add(
    _ placements: [(target: String, layer: String)], toFile path: String, shownAs name: String
  ) throws(GraphError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      throw .unreadableFile(path: name, reason: exists ? systemReason(error) : "no such file")
    }
    var text = String(decoding: data, as: UTF8.self)
    for placement in placements {
      guard let edited = adding(placement.target, toLayer: placement.layer, in: text) else {
        throw .invalidRules(
          file: name,
          reason: "it has no layer '\(placement.layer)' with a 'targets' array to add "
            + "\(placement.target) to")
      }
      text = edited
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .unwritableFile(path: name, reason: systemReason(error))
    }
  }
}

/// Where each value of a JSON text lies, by byte offsets: enough of a parser to edit the text
/// in place. Strings are not decoded; malformed text yields `nil`.
private struct JSONSpans {
  /// One value: its bytes, and those of its members or elements.
  struct Span {
    var range: Range<Int>
    var members: [String: Span] = [:]
    var elements: [Span] = []
  }

  let bytes: [UInt8]
  /// Nesting left, so that hostile input cannot exhaust the stack.
  private var depth = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func skipSpace(_ index: Int) -> Int {
    var index = index
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index
  }

  mutating func value(at start: Int) -> Span? {
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
      if let key { span.members[key] = element } else { span.elements.append(element) }
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
