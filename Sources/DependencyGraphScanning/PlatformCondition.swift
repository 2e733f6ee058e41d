package import DependencyGraphModel
import DependencyGraphSupport

/// What an import's `#if` condition says about the platforms it is compiled on, as far as a
/// reader of its text can tell without guessing.
///
/// Understood: a conjunction (`&&`) whose parts include `os(X)`, `canImport` of a platform's C
/// library (`Darwin`, `Glibc`, `Musl`, `Bionic`, `WASILibc`, `WinSDK`) or of an Apple SDK's
/// framework (`UIKit`, `Network`), an `||` of those, or the negation of one (`!os(Windows)`);
/// and the `#else` of such a test. The platforms are those every such part allows.
/// `canImport(M)` of the imported module itself, or of one of its submodules, guards the
/// import on every platform. Other tests are not evaluated: a condition made only of them is
/// ``unknown``, and depgraph says so instead of deciding.
package enum PlatformCondition: Equatable {
  /// The import is not inside `#if`.
  case unconditional
  /// `canImport` of the imported module: compiled only where the module exists.
  case guarded
  /// Compiled at most on these SwiftPM platform names.
  case platforms([String])
  /// A condition whose platforms cannot be read off its text.
  case unknown

  package init(_ condition: CompilationCondition?, module: ModuleName) {
    guard let condition else {
      self = .unconditional
      return
    }
    var allowed: Set<String>?
    func allow(_ platforms: Set<String>) {
      allowed = allowed.map { $0.intersection(platforms) } ?? platforms
    }
    for clause in condition.clauses {
      switch clause {
      case .holds(let test):
        for part in Self.split(test, on: "&&") {
          let part = Self.stripParentheses(part)
          if Self.canImportModule(part) == module.rawValue {
            self = .guarded
            return
          }
          if let platforms = Self.platforms(ofAlternatives: part) { allow(platforms) }
        }
      case .fails(let test):
        // An earlier branch that did not hold: `!(A || B)`, where both are platform tests.
        let parts = Self.split(test, on: "&&")
        if parts.count == 1, let platforms = Self.platforms(ofAlternatives: parts[0]) {
          allow(Self.everyPlatform.subtracting(platforms))
        }
      }
    }
    self = allowed.map { .platforms($0.sorted()) } ?? .unknown
  }

  /// Every platform SwiftPM names.
  package static let everyPlatform: Set<String> = [
    "android", "driverkit", "freebsd", "ios", "linux", "maccatalyst", "macos", "openbsd", "tvos",
    "visionos", "wasi", "watchos", "windows",
  ]

  /// The platforms an `||` of platform tests allows, each maybe negated (`!os(Windows)`);
  /// `nil` when one of them is no platform test.
  private static func platforms(ofAlternatives text: String) -> Set<String>? {
    var union: Set<String> = []
    for alternative in split(stripParentheses(text), on: "||").map(stripParentheses) {
      if alternative.hasPrefix("!") {
        let negated = stripParentheses(String(alternative.dropFirst()))
        guard !negated.contains("||"), !negated.contains("&&"),
          let platforms = platforms(in: negated)
        else { return nil }
        union.formUnion(everyPlatform.subtracting(platforms))
      } else {
        guard let platforms = platforms(in: alternative) else { return nil }
        union.formUnion(platforms)
      }
    }
    return union
  }

  /// The module a `canImport` test names: `C` for `canImport(C.os.lock)` or
  /// `canImport(C, _version: 2)`.
  private static func canImportModule(_ test: String) -> String? {
    guard test.hasPrefix("canImport("), test.hasSuffix(")") else { return nil }
    let argument = test.dropFirst("canImport(".count).dropLast().prefix { $0 != "," }
    return argument.split(separator: ".").first.map { String($0).trimmingWhitespace }
  }

  /// The platforms a test allows, as SwiftPM names them: `os(Linux)` -> `linux`, and a
  /// `canImport` of a platform's C library, such as `canImport(Glibc)` -> `linux`, `freebsd`,
  /// `openbsd`.
  private static func platforms(in test: String) -> [String]? {
    if let module = canImportModule(test) {
      return switch module {
      case "Darwin": ["ios", "maccatalyst", "macos", "tvos", "visionos", "watchos"]
      case "Glibc": ["freebsd", "linux", "openbsd"]
      case "Musl": ["linux"]
      case "Bionic", "Android": ["android"]
      case "WASILibc", "wasi_pthread": ["wasi"]
      case "WinSDK", "ucrt": ["windows"]
      case "UIKit": ["ios", "maccatalyst", "tvos", "visionos"]
      case "AppKit", "Cocoa": ["macos", "maccatalyst"]
      case "WatchKit": ["watchos"]
      // Any other framework of an Apple SDK that no toolchain brings elsewhere.
      case _
      where SystemModules.appleSDKs.contains(module)
        && !SystemModules.toolchain.contains(module):
        ["ios", "maccatalyst", "macos", "tvos", "visionos", "watchos"]
      default: nil
      }
    }
    return platform(in: test).map { [$0] }
  }

  /// `os(Linux)` -> `linux`, as SwiftPM names platforms.
  private static func platform(in test: String) -> String? {
    guard test.hasPrefix("os("), test.hasSuffix(")") else { return nil }
    let name = test.dropFirst(3).dropLast().trimmingWhitespace
    return switch name {
    case "macOS", "OSX": "macos"
    case "iOS": "ios"
    case "tvOS": "tvos"
    case "watchOS": "watchos"
    case "visionOS", "xrOS": "visionos"
    case "Linux": "linux"
    case "Windows": "windows"
    case "Android": "android"
    case "WASI": "wasi"
    case "OpenBSD": "openbsd"
    case "FreeBSD": "freebsd"
    default: nil
    }
  }

  /// Splits at `separator` outside parentheses, trimming each part.
  private static func split(_ text: String, on separator: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0, text[index...].hasPrefix(separator) {
        parts.append(current.trimmingWhitespace)
        current = ""
        index = text.index(index, offsetBy: separator.count)
        continue
      }
      current.append(character)
      index = text.index(after: index)
    }
    parts.append(current.trimmingWhitespace)
    return parts
  }

  /// `(os(Linux))` -> `os(Linux)`, when the outer parentheses enclose the whole text.
  private static func stripParentheses(_ text: String) -> String {
    var text = text.trimmingWhitespace
    while text.hasPrefix("("), text.hasSuffix(")"), balanced(text.dropFirst().dropLast()) {
      text = String(text.dropFirst().dropLast()).trimmingWhitespace
    }
    return text
  }

  private static func balanced(_ text: Substring) -> Bool {
    var depth = 0
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }
}
