/// The top-level module names of a Clang `module.modulemap`: what a Swift file can `import`
/// from a C or system-library target.
///
/// It reads just enough of the module map language: comments, string literals, braces, and at
/// the top level `[explicit] [framework] module Name` and `extern module Name "path"`.
/// Submodules (`explicit module Sub` inside braces) are reached as `import Name.Sub`, which
/// imports `Name`, so only top-level names are kept.
///
/// ```swift
/// ModuleMap.moduleNames(in: "module zlibLinux [system] { header \"zlib.h\" link \"z\" }")
/// // ["zlibLinux"]
/// ```
public enum ModuleMap {
  /// The top-level module names, in the order declared, without duplicates.
  ///
  /// - Complexity: O(*n*) in the number of bytes; invalid UTF-8 is tolerated.
  public static func moduleNames(in text: String) -> [String] {
    moduleNames(bytes: Array(text.utf8))
  }

  /// The top-level module names of a module map's bytes.
  public static func moduleNames(bytes: [UInt8]) -> [String] {
    var names: [String] = []
    var depth = 0
    // The words seen since the last top-level declaration ended, while they can still be one.
    var pending: [String] = []
    var position = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == slash, position + 1 < bytes.count, bytes[position + 1] == slash {
        while position < bytes.count, bytes[position] != newline { position += 1 }
      } else if byte == slash, position + 1 < bytes.count, bytes[position + 1] == star {
        position += 2
        while position < bytes.count,
          !(bytes[position] == star && position + 1 < bytes.count && bytes[position + 1] == slash)
        {
          position += 1
        }
        position += 2
      } else if byte == quote {
        position += 1
        while position < bytes.count, bytes[position] != quote, bytes[position] != newline {
          position += bytes[position] == backslash ? 2 : 1
        }
        position += 1
        // `extern module Name "path"` has no braces: it ends at its string.
        if depth == 0, pending.first == "extern" { record(&pending, into: &names) }
        pending.append("\"")
      } else if byte == openBrace {
        if depth == 0 { record(&pending, into: &names) }
        depth += 1
        position += 1
      } else if byte == closeBrace {
        depth = max(0, depth - 1)
        position += 1
      } else if isIdentifierHead(byte) {
        let start = position
        while position < bytes.count, isIdentifierBody(bytes[position]) { position += 1 }
        if depth == 0 { pending.append(String(decoding: bytes[start..<position], as: UTF8.self)) }
      } else {
        position += 1
      }
    }
    return names
  }

  /// Keeps the name of the top-level declaration whose words are `pending` and clears them.
  private static func record(_ pending: inout [String], into names: inout [String]) {
    defer { pending.removeAll() }
    // Modifiers (`explicit`, `framework`, `extern`) come before `module`, attributes after
    // the name; the last `module` word wins over any stray words before it.
    guard let keyword = pending.lastIndex(of: "module"), keyword + 1 < pending.count else {
      return
    }
    let name = pending[keyword + 1]
    guard name != "\"", !names.contains(name) else { return }
    names.append(name)
  }
}

private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let newline = UInt8(ascii: "\n")
private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")

private func isIdentifierHead(_ byte: UInt8) -> Bool {
  (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
}

private func isIdentifierBody(_ byte: UInt8) -> Bool {
  isIdentifierHead(byte) || (byte >= 0x30 && byte <= 0x39)
}
