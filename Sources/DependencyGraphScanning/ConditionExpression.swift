import DependencyGraphModel
import DependencyGraphSupport

/// The value of an `#if` condition for a build that defines some flags, in three-valued logic:
/// `true`, `false`, or `nil` when it depends on what the text cannot tell (the platform, a
/// module's presence, the compiler's version, a flag only some builds define).
///
/// Flags, `true` and `false`, `!`, `&&`, `||` and parentheses are evaluated; so are `os(X)` and
/// `targetEnvironment(macCatalyst)` when the configuration knows its platforms (an Xcode
/// target built for watchOS alone never compiles `#if os(iOS)`). `canImport(M)` holds where M
/// is a module of the target's dependency closure, or of the SDK of each platform the
/// configuration builds for, and fails where no platform it builds for has M
/// (`canImport(UIKit)` for watchOS); elsewhere it is `nil`, as is every other test written as a
/// call (`swift(>=5.9)`, `hasFeature(X)`) and every compiler feature (`$Embedded`).
/// `false && anything` is `false`, as the compiler sees it.
package enum ConditionExpression {
  /// Why a condition's text could not be read.
  package struct Malformed: Error, Equatable {
    package let reason: String
  }

  /// Evaluates `text` for a build of `configuration`.
  ///
  /// - Throws: ``Malformed`` for text that is no condition: unbalanced parentheses, an operator
  ///   without an operand, a character a condition cannot hold.
  static func evaluate(_ text: String, in configuration: BuildConditions.Configuration)
    throws(Malformed) -> Bool?
  {
    var parser = Parser(bytes: Array(text.utf8), configuration: configuration)
    let value = try parser.disjunction()
    parser.skipSpaces()
    guard parser.index == parser.bytes.count else {
      throw parser.unexpected()
    }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    let configuration: BuildConditions.Configuration
    var index = 0

    mutating func disjunction() throws(Malformed) -> Bool? {
      var value = try conjunction()
      while consume("||") {
        let next = try conjunction()
        value = value == true || next == true ? true : (value == nil || next == nil ? nil : false)
      }
      return value
    }

    mutating func conjunction() throws(Malformed) -> Bool? {
      var value = try negation()
      while consume("&&") {
        let next = try negation()
        value =
          value == false || next == false ? false : (value == nil || next == nil ? nil : true)
      }
      return value
    }

    mutating func negation() throws(Malformed) -> Bool? {
      if consume("!") { return try negation().map { !$0 } }
      return try primary()
    }

    mutating func primary() throws(Malformed) -> Bool? {
      skipSpaces()
      if consume("(") {
        let value = try disjunction()
        guard consume(")") else { throw Malformed(reason: "a '(' is never closed") }
        return value
      }
      let start = index
      // `$Embedded` tests a compiler feature: known to the compiler, not to a reader.
      let isFeature = bytes[index...].first == UInt8(ascii: "$")
      if isFeature { index += 1 }
      while index < bytes.count, Self.isIdentifier(bytes[index], first: index == start) {
        index += 1
      }
      guard index > start + (isFeature ? 1 : 0) else {
        index = start
        throw unexpected()
      }
      if isFeature { return nil }
      let name = String(decoding: bytes[start..<index], as: UTF8.self)
      skipSpaces()
      if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
        let argumentsStart = index + 1
        try skipArguments()
        let argument = String(decoding: bytes[argumentsStart..<(index - 1)], as: UTF8.self)
          .trimmingWhitespace
        switch name {
        case "os": return configuration.targets(os: argument)
        case "canImport": return Self.canImport(argument, in: configuration)
        // Mac Catalyst builds an iOS app for the Mac: not a build that is not for iOS.
        case "targetEnvironment" where argument == "macCatalyst":
          return configuration.targets(os: "iOS") == false ? false : nil
        default: return nil
        }
      }
      switch name {
      case "true": return true
      case "false": return false
      default: return configuration.defines(name)
      }
    }

    /// Whether `canImport(argument)` holds. A version (`canImport(M, _version: 2)`) or a
    /// submodule (`canImport(C.os.lock)`) asks what only the module's files say: `nil`.
    private static func canImport(
      _ argument: String, in configuration: BuildConditions.Configuration
    ) -> Bool? {
      guard !argument.contains(","), !argument.contains(".") else { return nil }
      let module = ModuleName(argument)
      if configuration.importable.contains(module) { return true }
      if configuration.unimportable.contains(module) { return false }
      guard let platforms = configuration.platforms,
        let offering = SystemModules.platforms(offering: module)
      else { return nil }
      if platforms.isSubset(of: offering.always) { return true }
      return platforms.isDisjoint(with: offering.maybe) ? false : nil
    }

    /// Skips a call's parenthesized arguments, which are not evaluated.
    mutating func skipArguments() throws(Malformed) {
      var depth = 0
      repeat {
        if bytes[index] == UInt8(ascii: "(") { depth += 1 }
        if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
        index += 1
      } while depth > 0 && index < bytes.count
      guard depth == 0 else { throw Malformed(reason: "a '(' is never closed") }
    }

    mutating func consume(_ token: String) -> Bool {
      skipSpaces()
      let token = Array(token.utf8)
      guard bytes[index...].starts(with: token) else { return false }
      index += token.count
      return true
    }

    mutating func skipSpaces() {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 9 {
        index += 1
      }
    }

    func unexpected() -> Malformed {
      guard index < bytes.count else {
        return Malformed(reason: "it ends where an operand is expected")
      }
      let rest = String(decoding: bytes[index...], as: UTF8.self)
      return Malformed(
        reason: rest.hasPrefix(")")
          ? "a ')' has no matching '('" : "'\(rest.prefix(12))' is not part of a condition")
    }

    private static func isIdentifier(_ byte: UInt8, first: Bool) -> Bool {
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        || byte >= 0x80 || (!first && byte >= 0x30 && byte <= 0x39)
    }
  }
}
