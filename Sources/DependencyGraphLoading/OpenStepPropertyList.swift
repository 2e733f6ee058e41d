/// A value of an OpenStep property list, the text format of `project.pbxproj`: strings,
/// arrays, dictionaries and data, typed as they are read.
///
/// Read by a parser of our own rather than Foundation's `PropertyListSerialization`, which
/// gives untyped values and leaks an error object for every file it refuses: a process that
/// reads many projects (a fuzzer, an editor) grew by about 1.7 KB per malformed file.
///
/// ```swift
/// let list = try OpenStepPropertyList.parse(Array("{ isa = PBXGroup; children = (A, B); }".utf8))
/// let isa = list.dictionary?["isa"]?.string  // "PBXGroup"
/// ```
package enum OpenStepPropertyList: Hashable, Sendable {
  case string(String)
  case array([OpenStepPropertyList])
  case dictionary([String: OpenStepPropertyList])
  case data([UInt8])

  package var string: String? {
    if case .string(let string) = self { string } else { nil }
  }

  package var dictionary: [String: OpenStepPropertyList]? {
    if case .dictionary(let dictionary) = self { dictionary } else { nil }
  }

  /// Why a text is not an OpenStep property list, and the line where the reading stopped.
  package struct Malformed: Error, Hashable, Sendable {
    let line: Int
    let reason: String
  }

  /// The deepest nesting of arrays and dictionaries read; Xcode writes six levels.
  static let maximumDepth = 64

  /// Reads the one value of `bytes`, with comments and white space around it.
  ///
  /// - Throws: ``Malformed`` naming the line where the text stops being a property list.
  package static func parse(_ bytes: [UInt8]) throws(Malformed) -> OpenStepPropertyList {
    // Xcode writes UTF-8 (`// !$*UTF8*$!`), and Foundation refuses a file that is not.
    guard String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) else {
      throw Malformed(line: 1, reason: "it is not valid UTF-8")
    }
    var reader = Reader(bytes: bytes)
    let value = try reader.value(depth: 0)
    try reader.skipSpace()
    guard reader.isAtEnd else { throw reader.malformed("text follows the property list") }
    return value
  }

  /// Reads a property list byte by byte, keeping the line for errors.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1

    var isAtEnd: Bool { offset >= bytes.count }

    func malformed(_ reason: String) -> Malformed { Malformed(line: line, reason: reason) }

    mutating func value(depth: Int) throws(Malformed) -> OpenStepPropertyList {
      guard depth <= OpenStepPropertyList.maximumDepth else {
        throw malformed("it nests deeper than \(OpenStepPropertyList.maximumDepth) levels")
      }
      try skipSpace()
      guard !isAtEnd else { throw malformed("it ends where a value should be") }
      switch bytes[offset] {
      case UInt8(ascii: "{"): return .dictionary(try dictionary(depth: depth))
      case UInt8(ascii: "("): return .array(try array(depth: depth))
      case UInt8(ascii: "<"): return .data(try data())
      case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
      default: return .string(try unquoted())
      }
    }

    /// `{ key = value; ... }`.
    private mutating func dictionary(depth: Int) throws(Malformed)
      -> [String: OpenStepPropertyList]
    {
      offset += 1
      var result: [String: OpenStepPropertyList] = [:]
      while true {
        try skipSpace()
        guard !isAtEnd else { throw malformed("a dictionary is not closed") }
        if bytes[offset] == UInt8(ascii: "}") {
          offset += 1
          return result
        }
        let key =
          bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
          ? try quoted() : try unquoted()
        try skipSpace()
        if !isAtEnd, bytes[offset] == UInt8(ascii: ";") {
          // `key;` is `key = key;`, as Foundation reads it (the form of a .strings file).
          offset += 1
          result[key] = .string(key)
          continue
        }
        try expect(UInt8(ascii: "="), "a dictionary key is not followed by '='")
        result[key] = try value(depth: depth + 1)
        try expect(UInt8(ascii: ";"), "a dictionary value is not followed by ';'")
      }
    }

    /// `( value, value, )`: a comma after the last value is allowed.
    private mutating func array(depth: Int) throws(Malformed) -> [OpenStepPropertyList] {
      offset += 1
      var result: [OpenStepPropertyList] = []
      while true {
        try skipSpace()
        guard !isAtEnd else { throw malformed("an array is not closed") }
        if bytes[offset] == UInt8(ascii: ")") {
          offset += 1
          return result
        }
        result.append(try value(depth: depth + 1))
        try skipSpace()
        guard !isAtEnd else { throw malformed("an array is not closed") }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
        } else if bytes[offset] != UInt8(ascii: ")") {
          throw malformed("array elements are not separated by ','")
        }
      }
    }

    /// `<0fbd 77>`: pairs of hexadecimal digits, white space between them ignored.
    private mutating func data() throws(Malformed) -> [UInt8] {
      offset += 1
      var result: [UInt8] = []
      var high: UInt8?
      while !isAtEnd {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: ">") {
          guard high == nil else { throw malformed("data has an odd number of digits") }
          return result
        }
        if byte == UInt8(ascii: "\n") { line += 1 }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
          || byte == UInt8(ascii: "\r")
        {
          continue
        }
        guard let digit = Self.hexDigit(byte) else { throw malformed("data holds a non-digit") }
        if let first = high {
          result.append(first << 4 | digit)
          high = nil
        } else {
          high = digit
        }
      }
      throw malformed("data is not closed")
    }

    /// A string in double or single quotes, with the escapes OpenStep allows: `\n`, `\t`,
    /// `\"`, `\\`, octal `\012` and `\U00e9`.
    private mutating func quoted() throws(Malformed) -> String {
      let quote = bytes[offset]
      offset += 1
      var result: [UInt8] = []
      while !isAtEnd {
        let byte = bytes[offset]
        offset += 1
        if byte == quote { return String(decoding: result, as: UTF8.self) }
        if byte == UInt8(ascii: "\n") { line += 1 }
        guard byte == UInt8(ascii: "\\") else {
          result.append(byte)
          continue
        }
        guard !isAtEnd else { break }
        let escaped = bytes[offset]
        offset += 1
        switch escaped {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var value = UInt32(escaped - UInt8(ascii: "0"))
          for _ in 0..<2
          where !isAtEnd && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
            value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
          }
          result.append(contentsOf: Self.utf8(value))
        case UInt8(ascii: "U"):
          var value: UInt32 = 0
          for _ in 0..<4 {
            guard !isAtEnd, let digit = Self.hexDigit(bytes[offset]) else {
              throw malformed("a \\U escape does not have four hexadecimal digits")
            }
            value = value * 16 + UInt32(digit)
            offset += 1
          }
          result.append(contentsOf: Self.utf8(value))
        default:
          if escaped == UInt8(ascii: "\n") { line += 1 }
          result.append(escaped)
        }
      }
      throw malformed("a quoted string is not closed")
    }

    /// A string of the characters OpenStep writes without quotes: letters, digits and
    /// `_$/:.-`.
    private mutating func unquoted() throws(Malformed) -> String {
      let start = offset
      while !isAtEnd, Self.isUnquoted(bytes[offset]) { offset += 1 }
      guard offset > start else {
        let shown = bytes[offset] < 0x80 ? "'\(Character(UnicodeScalar(bytes[offset])))'" : "a byte"
        throw malformed("\(shown) cannot start a value")
      }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func expect(_ byte: UInt8, _ reason: String) throws(Malformed) {
      try skipSpace()
      guard !isAtEnd, bytes[offset] == byte else { throw malformed(reason) }
      offset += 1
    }

    /// Skips white space, `// ...` to the end of the line and `/* ... */`.
    mutating func skipSpace() throws(Malformed) {
      while !isAtEnd {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\n") {
          line += 1
          offset += 1
        } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
          || byte == UInt8(ascii: "\r")
        {
          offset += 1
        } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
          bytes[offset + 1] == UInt8(ascii: "/")
        {
          while !isAtEnd, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
        } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
          bytes[offset + 1] == UInt8(ascii: "*")
        {
          offset += 2
          while offset + 1 < bytes.count,
            !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/"))
          {
            if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
          }
          guard offset + 1 < bytes.count else { throw malformed("a comment is not closed") }
          offset += 2
        } else {
          return
        }
      }
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
        UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
        true
      default: false
      }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }

    /// The UTF-8 bytes of a code point; a surrogate or an invalid one becomes U+FFFD.
    private static func utf8(_ value: UInt32) -> [UInt8] {
      Array(String(Character(UnicodeScalar(value) ?? "\u{FFFD}")).utf8)
    }
  }
}
