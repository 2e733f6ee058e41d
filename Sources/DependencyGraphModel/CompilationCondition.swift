/// What must hold for an import inside `#if` blocks to be compiled: the condition of each
/// block's branch that holds it, and for a later branch, that each earlier one's does not.
///
/// `import Darwin` under `#elseif os(macOS)` of a block that starts `#if canImport(Glibc)`
/// has the clauses `[.fails("canImport(Glibc)"), .holds("os(macOS)")]`, written as Swift
/// would: `!(canImport(Glibc)) && os(macOS)`.
public struct CompilationCondition: Hashable, Sendable, CustomStringConvertible {
  /// One `#if` test, as written in the source.
  public enum Clause: Hashable, Sendable {
    /// The condition of the branch the import is in, or of a branch around it.
    case holds(String)
    /// The condition of an earlier branch of the same block: `#elseif` and `#else` are
    /// reached only when it does not hold.
    case fails(String)
  }

  /// The tests, outermost block first; never empty.
  public let clauses: [Clause]

  public init(_ clauses: [Clause]) {
    precondition(!clauses.isEmpty, "A compilation condition has at least one test.")
    self.clauses = clauses
  }

  /// The clauses joined by `&&`, each once: a nested `#if` that repeats an outer test adds
  /// nothing to read.
  public var description: String {
    var seen: Set<String> = []
    return clauses.compactMap { clause in
      let text =
        switch clause {
        case .holds(let test): test
        case .fails(let test): "!(\(test))"
        }
      return seen.insert(text).inserted ? text : nil
    }.joined(separator: " && ")
  }
}

extension CompilationCondition {
  /// In which configurations of a build an import under a condition is compiled.
  public enum Compilation: Hashable, Sendable {
    /// In every configuration, or in some build of each (the platform decides).
    case always
    /// In these configurations only, by name; in the others a flag rules it out.
    case only([String])
    /// In no configuration: a flag rules it out in every one, or `false` does.
    case never
  }
}
