import DependencyGraphModel
import DependencyGraphScanning
import Foundation

extension IndexStore {
  /// Where a symbol is declared.
  struct Definition: Hashable, Sendable {
    let module: ModuleName
    /// Absolute, as the compiler was given it.
    let file: String
    let line: Int
    let column: Int
    let symbol: Symbol
    /// The type (or extended type) it is a member of.
    let container: String?
    /// The USR of that type, where it is declared in its body rather than an extension.
    var containerUSR: String? = nil
    /// For a type alias, the USR of the type it names: `OrderedCollections.OrderedSet` for
    /// `typealias OrderedSet = OrderedCollections.OrderedSet<Element>`.
    var aliased: String? = nil

    /// The same definition in a file below `root` where it was below `copy`.
    func moved(from copy: String, to root: String) -> Definition {
      guard file.hasPrefix(copy + "/") else { return self }
      return Definition(
        module: module, file: root + file.dropFirst(copy.count), line: line, column: column,
        symbol: symbol, container: container, containerUSR: containerUSR, aliased: aliased)
    }
  }

  /// The declarations of the units not of `excluded` nor of the toolchain, by USR.
  func definitions(excluding excluded: Set<ModuleName>) throws(IndexStoreError)
    -> [String: Definition]
  {
    var definitions: [String: Definition] = [:]
    var read: Set<String> = []
    var lines: [String: [Substring]] = [:]
    for unit in try units() where !unit.isSystem && !excluded.contains(ModuleName(unit.moduleName))
    {
      for record in unit.records where read.insert(record.name).inserted {
        let occurrences = try occurrences(in: record)
        for (index, occurrence) in occurrences.enumerated()
        where !occurrence.roles.isDisjoint(with: [.definition, .declaration])
          && !occurrence.symbol.isLocal && definitions[occurrence.symbol.usr] == nil
        {
          let parent = occurrence.relations.first { $0.roles.contains(.childOf) }?.symbol
          // What an alias names is the first type referred to after its `=`, on its line.
          var aliased: String?
          if occurrence.symbol.kind == .typealias,
            let equals = Self.column(
              of: UInt8(ascii: "="), after: occurrence, in: record.file, lines: &lines)
          {
            aliased =
              occurrences[(index + 1)...].first {
                $0.line == occurrence.line && $0.column > equals
                  && $0.roles.contains(.reference) && $0.symbol.isType
              }?.symbol.usr
          }
          definitions[occurrence.symbol.usr] = Definition(
            module: ModuleName(unit.moduleName), file: record.file, line: occurrence.line,
            column: occurrence.column, symbol: occurrence.symbol,
            container: parent.flatMap { $0.isType || $0.kind == .extension ? $0.name : nil },
            containerUSR: parent.flatMap { $0.isType ? $0.usr : nil },
            aliased: aliased)
        }
      }
    }
    return definitions
  }

  /// The 1-based UTF-8 column of the first `byte` after `occurrence` on its line, in `file`,
  /// whose lines are read once into `lines`.
  private static func column(
    of byte: UInt8, after occurrence: Occurrence, in file: String,
    lines: inout [String: [Substring]]
  ) -> Int? {
    if lines[file] == nil {
      let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
      lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    guard let all = lines[file], occurrence.line - 1 < all.count else { return nil }
    let bytes = Array(all[occurrence.line - 1].utf8)
    let start = occurrence.column - 1
    guard start < bytes.count,
      let found = bytes[start...].firstIndex(of: byte)
    else { return nil }
    return found + 1
  }

  /// Each record of a file in `files` (absolute), with its occurrences.
  func records(ofFiles files: Set<String>) throws(IndexStoreError) -> [String: [Occurrence]] {
    var found: [String: [Occurrence]] = [:]
    var read: Set<String> = []
    for unit in try units() {
      for record in unit.records
      where files.contains(record.file) && found[record.file] == nil
        && read.insert(record.name).inserted
      {
        found[record.file] = try occurrences(in: record)
      }
    }
    return found
  }
}
