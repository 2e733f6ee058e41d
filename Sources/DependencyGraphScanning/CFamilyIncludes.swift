package import DependencyGraphModel

/// What a C, Objective-C or C++ file takes from other targets: the modules its `@import` lines
/// name, and the headers its `#include` and `#import` lines name.
///
/// `#import <Dep/Header.h>` names the header `Dep/Header.h` and, by its first folder, the module
/// `Dep` (a framework's or a SwiftPM target's headers are included so); `#include "Dep.h"` names
/// a header only, which a dependency's headers may hold. A line comment (`// #include`) is
/// skipped; a directive inside a `/* */` comment or any `#if` block is read as any other, so a
/// dependency it names counts as used.
package struct CFamilyIncludes: Equatable, Sendable {
  /// The modules of `@import M;` and `@import M.Sub;`, and of `#import <M/Header.h>`.
  package var modules: Set<ModuleName> = []
  /// Each header as written between the quotes or angle brackets: `Dep.h`, `Dep/Header.h`.
  package var headers: Set<String> = []

  /// The extensions of the files a C-family compiler reads: sources and headers.
  package static let extensions: Set<String> = [
    "c", "m", "mm", "cc", "cpp", "cxx", "c++", "h", "hh", "hpp", "hxx", "h++", "inc",
  ]

  /// The extensions of headers, which a target's folder holds whether or not it compiles them.
  package static let headerExtensions: Set<String> = ["h", "hh", "hpp", "hxx", "h++", "inc"]

  /// Reads the directives of one file.
  package init(scanning bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      read(line: bytes[index..<end])
      index = end + 1
    }
  }

  package init() {}

  private mutating func read(line: ArraySlice<UInt8>) {
    var rest = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    if rest.starts(with: Array("@import".utf8)) {
      rest = rest.dropFirst("@import".count)
      let name = rest.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        .prefix { Self.isIdentifier($0) }
      if !name.isEmpty { modules.insert(ModuleName(String(decoding: name, as: UTF8.self))) }
      return
    }
    guard rest.first == UInt8(ascii: "#") else { return }
    rest = rest.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let directive = rest.prefix { Self.isIdentifier($0) }
    guard
      ["include", "import", "include_next"].contains(String(decoding: directive, as: UTF8.self))
    else { return }
    rest = rest.dropFirst(directive.count).drop {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
    guard let open = rest.first, open == UInt8(ascii: "<") || open == UInt8(ascii: "\"") else {
      return
    }
    let close = open == UInt8(ascii: "<") ? UInt8(ascii: ">") : open
    let header = rest.dropFirst().prefix { $0 != close }
    guard !header.isEmpty, header.endIndex < rest.endIndex else { return }
    let path = String(decoding: header, as: UTF8.self)
    headers.insert(path)
    if open == UInt8(ascii: "<"), let folder = path.split(separator: "/").first,
      path.contains("/")
    {
      modules.insert(ModuleName(String(folder)))
    }
  }

  /// Adds what another file of the same target reads.
  package mutating func formUnion(_ other: CFamilyIncludes) {
    modules.formUnion(other.modules)
    headers.formUnion(other.headers)
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || (byte >= 0x30 && byte <= 0x39)
  }
}
