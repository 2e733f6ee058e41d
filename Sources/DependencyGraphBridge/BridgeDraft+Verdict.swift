import DependencyGraphModel
import DependencyGraphScanning
import Foundation

extension BridgeDraft {
  /// Whether the edge should be bridged at all, and why, in one sentence.
  public struct Verdict: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
      /// The lower target declares a protocol for what it uses; the upper one conforms.
      case bridge
      /// The code that makes the edge belongs in the upper target, or the declarations it
      /// needs belong in the lower one: no protocol fits.
      case move
      /// The import is unused.
      case remove
      /// What is used is declared by modules the upper target re-exports, which do not
      /// depend on the lower one: depend on those instead.
      case `import`
    }

    public let kind: Kind
    /// Why, naming the files or declarations to move where there are any.
    public let reason: String
  }

  /// What the upper target is, as far as the verdict cares.
  struct UpperTarget {
    /// Why it is a test kit, if it is one: it imports a test framework, or its name says so.
    let testKit: String?
    /// Its value types (`struct`, `enum`), by name.
    let valueTypes: Set<String>
  }

  /// The verdict on the edge, from the draft's uses, protocols and blockers:
  /// - no use: `remove`;
  /// - a test kit: `move` the code that uses it out of the lower target;
  /// - arithmetic on the upper target's value types, or values of them that the lower target
  ///   makes and changes itself: `move` the code up, as an injected instance would be shared
  ///   rather than made;
  /// - nothing a protocol can carry: `move` the declarations it needs down;
  /// - otherwise `bridge`, naming what must move first when some uses block.
  func judged(upper: UpperTarget) -> Verdict {
    let files = Set((uses + reexported.values.joined()).map(\.location.file)).sorted()
    let named = Self.list(files, noun: "file")
    if let verdict = reexportVerdict(files: named) { return verdict }
    guard !uses.isEmpty else {
      let deletions =
        edits.imports.isEmpty ? "" : edits.imports.count == 1 ? "the import" : "the imports"
      let manifest = edits.manifestDependency == nil ? "" : "the manifest's dependency"
      let what = [deletions, manifest].filter { !$0.isEmpty }.joined(separator: " and ")
      return Verdict(
        kind: .remove,
        reason: "\(from) uses no declaration of \(to): delete \(what.isEmpty ? "the edge" : what).")
    }
    if let testKit = upper.testKit {
      return Verdict(
        kind: .move,
        reason: "\(to) is a test kit (\(testKit)), which \(from) should not "
          + "depend on: move the code that uses it (\(named)) into \(to) or into the tests.")
    }
    let operators = uses.filter { $0.kind == .operator }
    let arithmetic = Set(operators.compactMap { $0.candidates.first?.container })
      .intersection(upper.valueTypes)
    if !arithmetic.isEmpty {
      let symbols = Set(operators.map { String($0.symbol.split(separator: ".").last ?? "") })
      return Verdict(
        kind: .move,
        reason:
          "\(from) computes with \(to)'s \(Self.list(arithmetic.sorted(), noun: "value type"))"
          + " (\(symbols.sorted().joined(separator: " "))): arithmetic belongs with the type, not "
          + "behind a protocol; move the code that computes it (\(named)) into \(to).")
    }
    let mutated = Set(
      uses.filter { $0.isWrite || $0.candidates.contains(where: \.isMutating) }
        .compactMap { $0.candidates.first?.container })
    let made = Set(uses.filter { $0.kind == .construction }.map(\.symbol))
    let ownValues = mutated.intersection(made).intersection(upper.valueTypes)
    if !ownValues.isEmpty {
      return Verdict(
        kind: .move,
        reason: "\(from) makes and changes its own \(ownValues.sorted().joined(separator: ", "))"
          + " values, which an injected instance cannot stand for: move the code that uses them "
          + "(\(named)) into \(to), or \(ownValues.count == 1 ? "the type" : "the types") down "
          + "into \(from).")
    }
    if protocols.isEmpty {
      // What would move: an enum whole for its cases, a static or global by name.
      var needed: [String] = []
      for use in uses where use.kind != .unresolved {
        let declaration =
          use.kind == .enumCase
          ? use.candidates.first?.container ?? use.symbol
          : use.symbol.replacingOccurrences(of: "()", with: "")
        if !needed.contains(declaration) { needed.append(declaration) }
      }
      return Verdict(
        kind: .move,
        reason: "\(from) uses nothing of \(to) that a protocol carries, only "
          + "\(Self.list(needed.sorted(), noun: "declaration")): move "
          + (needed.count == 1 ? "it" : "them") + " down into \(from) (or into a target both "
          + "depend on), or move the code that uses " + (needed.count == 1 ? "it" : "them")
          + " (\(named)) into \(to).")
    }
    // A bridge whose protocols hold nothing, or that carries fewer uses than must move
    // first, is a move with extra steps.
    let carried = uses.count - Set(blockers.map(\.use.location)).count
    if protocols.allSatisfy(\.requirements.isEmpty) || carried < blockers.count {
      let blocked = Set(blockers.map { $0.use.symbol.replacingOccurrences(of: "()", with: "") })
      return Verdict(
        kind: .move,
        reason: "\(from) uses more of \(to) than a protocol carries: \(blockers.count) of "
          + "\(uses.count) uses (\(Self.list(blocked.sorted(), noun: "declaration"))) must move, "
          + (protocols.allSatisfy(\.requirements.isEmpty)
            ? "and no requirement is left for a protocol"
            : "more than a protocol would carry")
          + ": move the code that uses them (\(named)) into \(to), or what they need down "
          + "into \(from).")
    }
    let bridged = protocols.map(\.type).joined(separator: ", ")
    let first =
      blockers.isEmpty
      ? ""
      : "; first, \(blockers.count) use\(blockers.count == 1 ? "" : "s") no protocol carries "
        + "(warnings above) must move"
    return Verdict(
      kind: .bridge,
      reason: "\(from) uses \(bridged) through values it can be given, which "
        + (protocols.count == 1 ? "a protocol of its own carries" : "protocols of its own carry")
        + "\(first).")
  }

  /// The verdict when the files use nothing of the upper target itself, only what it
  /// re-exports: `import` those modules, or `move` when one depends on the lower target too.
  private func reexportVerdict(files named: String) -> Verdict? {
    if uses.isEmpty, !cyclicModules.isEmpty {
      let modules = cyclicModules.sorted().map(\.rawValue)
      return Verdict(
        kind: .move,
        reason: "\(from) uses what \(to) re-exports from "
          + "\(Self.list(modules, noun: "module")), which "
          + "\(modules.count == 1 ? "depends" : "depend") on \(from) too: move the code that uses "
          + "it (\(named)) up, or the declarations it uses down into \(from).")
    }
    if uses.isEmpty, !reexported.isEmpty {
      let modules = reexported.keys.sorted().map(\.rawValue)
      let count = reexported.values.map(\.count).reduce(0, +)
      return Verdict(
        kind: .import,
        reason: "\(from) uses only what \(to) re-exports from "
          + "\(Self.list(modules, noun: "module")) (\(count) use\(count == 1 ? "" : "s")), which "
          + "\(modules.count == 1 ? "does" : "do") not depend on \(from): import and depend on "
          + (modules.count == 1 ? "it" : "them") + " instead of \(to).")
    }
    return nil
  }

  /// Why a target is a test kit: it imports XCTest or Testing, or a word of its name is
  /// `Test`, `Testing`, `Mock` or `Fake` (`MetricsTestKit`, `NetworkMocks`); `nil` otherwise.
  static func testKit(named name: String, importing modules: Set<ModuleName>) -> String? {
    if let framework = ["XCTest", "Testing"].first(where: modules.contains) {
      return "it imports \(framework)"
    }
    let words = name.split { !$0.isLetter && !$0.isNumber }.flatMap { part in
      part.reduce(into: [String]()) { words, character in
        if character.isUppercase || words.isEmpty { words.append("") }
        words[words.count - 1].append(character)
      }
    }
    let testWords: Set<String> = [
      "Test", "Tests", "Testing", "Mock", "Mocks", "Fake", "Fakes", "Stub", "Stubs",
    ]
    return words.contains(where: testWords.contains) ? "its name says so" : nil
  }

  /// `a`, `a and b`, `a, b and c`, or the first three and how many more.
  private static func list(_ items: [String], noun: String) -> String {
    switch items.count {
    case 0: return "no \(noun)"
    case 1: return items[0]
    case 2...3: return items.dropLast().joined(separator: ", ") + " and " + items.last!
    default: return items.prefix(3).joined(separator: ", ") + " and \(items.count - 3) more"
    }
  }
}
