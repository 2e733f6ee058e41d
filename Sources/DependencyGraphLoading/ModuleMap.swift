import DependencyGraphSupport

/// The top-level module names of a Clang `module.modulemap`: what a Swift file can `import`
/// from a C or system-library target.
///
/// It reads just enough of the module map language: comments, string literals, braces, and at
/// the top level `[explicit] [framework] module Name` (the name bare or quoted, as Clang takes
/// it) and `extern module Name "path"`.
/// Submodules (`explicit module Sub` inside braces) are reached as `import Name.Sub`, which
/// imports `Name`, so only top-level names are kept.
///
/// ```swift
/// let names = ModuleMap.moduleNames(
///   in: "module zlibLinux [system] { header \"zlib.h\" link \"z\" }")
/// // ["zlibLinux"]
/// ```
package enum ModuleMap {
  /// The top-level module names, in the order declared, without duplicates.
  ///
  /// - Complexity: O(*n*) in the number of bytes; invalid UTF-8 is tolerated.
  package static func moduleNames(in text: String) -> [String] {
    moduleNames(bytes: Array(text.utf8))
  }

  /// The top-level module names of a module map's bytes.
  package static func moduleNames(bytes: [UInt8]) -> [String] {
    var names: [String] = []
    var depth = 0
    // The words seen since the last top-level declaration ended, while they can still be one.
    var pending: [String] = []
    for token in CLikeTokenizer.tokens(in: bytes) {
      switch (token.kind, token.text) {
      case (.symbol, "{"):
        if depth == 0 { record(&pending, into: &names) }
        depth += 1
      case (.symbol, "}"):
        depth = max(0, depth - 1)
      case (.word, _) where depth == 0:
        pending.append(token.text)
      case (.string, let text) where depth == 0:
        if pending.last == "module" {
          // Clang takes a quoted name as the name: `module "llbuild" { ... }`; one that is
          // no identifier is no module an import can name.
          pending.append(isIdentifier(text) ? text : "\"")
        } else if pending.first == "extern" {
          // `extern module Name "path"` has no braces: it ends at its string.
          record(&pending, into: &names)
        } else {
          pending.append("\"")
        }
      default:
        continue
      }
    }
    return names
  }

  /// Whether `text` is a C identifier: ASCII letters, digits and `_`, not starting with a digit.
  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return text.utf8.allSatisfy {
      $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
        || (0x61...0x7A).contains($0)
    }
  }

  /// Whether a module of the map re-exports everything its headers import: `export *`.
  package static func exportsAll(bytes: [UInt8]) -> Bool {
    let tokens = CLikeTokenizer.tokens(in: bytes)
    return zip(tokens, tokens.dropFirst()).contains { $0.text == "export" && $1.text == "*" }
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
