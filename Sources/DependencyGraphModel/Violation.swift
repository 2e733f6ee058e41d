/// One finding of a check: which rule, how bad, where, and the evidence.
public struct Violation: Hashable, Sendable {
  /// The stable identifier of each check, as printed in brackets and in JSON.
  public enum Rule: String, Hashable, Sendable, CaseIterable {
    /// Targets whose declared dependencies form a cycle.
    case cycle
    /// An import of a package target outside the importer's declared dependency closure.
    case undeclaredImport = "undeclared-import"
    /// An undeclared import of a target that already depends on the importer, so that
    /// declaring it would close a cycle.
    case cyclicImport = "cyclic-import"
    /// An import of a target reached only through another dependency (with `--strict`).
    case transitiveImport = "transitive-import"
    /// A declared target dependency that no source of the target imports.
    case unusedDependency = "unused-dependency"
    /// A dependency on a higher layer, or between independent siblings.
    case layer
    /// An edge that a `forbidden` rule names.
    case forbidden
    /// An import whose `#if` condition does not match the platforms its dependency is
    /// declared for.
    case conditionMismatch = "condition-mismatch"
    /// A source file or module map that could not be read, or was scanned only in part.
    case unreadableSource = "unreadable-source"
    /// A target that is not checked: SwiftPM leaves it out of the package's description, or
    /// an Xcode target compiles no source file.
    case skippedTarget = "skipped-target"
    /// A target in no layer of a rules file that has layers, so no layer rule constrains it.
    case unlayeredTarget = "unlayered-target"
    /// An `allow` entry of the rules file that matches no finding.
    case unmatchedAllow = "unmatched-allow"
    /// A dependency package whose manifest could not be found or read.
    case unresolvedDependency = "unresolved-dependency"
    /// An imported module that is no target, product, toolchain module or Apple SDK
    /// framework, such as a CocoaPods or Carthage module or a binary framework: its imports
    /// are not checked.
    case unknownModule = "unknown-module"
  }

  /// How bad a finding is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// Fails the check: `depgraph` exits 1.
    case error
    /// Reported, but the check still passes.
    case warning

    /// Errors sort before warnings.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .error && rhs == .warning
    }
  }

  /// A place in a source file, relative to the package root.
  public struct Location: Hashable, Sendable, Comparable {
    /// The file's path relative to the package root.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in UTF-8 bytes.
    public let column: Int

    public init(file: String, line: Int, column: Int) {
      self.file = file
      self.line = line
      self.column = column
    }

    /// Locations sort by file, then line, then column.
    public static func < (lhs: Location, rhs: Location) -> Bool {
      (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
  }

  /// A supporting fact, such as the import that makes one edge of a cycle.
  public struct Note: Hashable, Sendable {
    /// Where the fact is in the sources, if it has a place.
    public let location: Location?
    public let message: String

    package init(location: Location?, message: String) {
      self.location = location
      self.message = message
    }
  }

  public let rule: Rule
  public let severity: Severity
  /// The target at fault.
  public let target: TargetName
  /// What the finding is about beside its target, if anything is: the module imported, the
  /// dependency declared, the target at the edge's other end.
  public let subject: Subject?
  /// Where in the sources, if the finding has a place.
  public let location: Location?
  /// The chain of targets that is the evidence, if a chain is.
  public let path: [TargetName]?
  /// What is wrong and how to fix it.
  public let message: String
  public let notes: [Note]
  /// The `#if` condition around the import at fault, if it is conditional.
  public let condition: CompilationCondition?
  /// The dependency to declare, when SwiftPM's editor can fix the finding; its `command` is
  /// `swift package add-target-dependency Core Feature`.
  public let fix: DependencyFix?
  /// For an unlayered target, the one layer of the rules its dependencies and dependents
  /// allow, which `depgraph --fix` adds it to; `nil` when none or several do.
  public let fittingLayer: String?
  /// The other findings of the same line, target and module, which this one stands for in
  /// ``Report/reported``: one cause, such as an import that closes a cycle and breaks a layer,
  /// is one finding with the other rules it breaks beside it. Empty in ``Report/violations``.
  public package(set) var also: [Violation] = []

  /// A finding of the rule's own severity.
  public init(
    rule: Rule, target: TargetName, subject: Subject? = nil, location: Location? = nil,
    path: [TargetName]? = nil, message: String, notes: [Note] = [],
    condition: CompilationCondition? = nil, fix: DependencyFix? = nil, fittingLayer: String? = nil
  ) {
    self.init(
      rule: rule, severity: rule.severity, target: target, subject: subject, location: location,
      path: path, message: message, notes: notes, condition: condition, fix: fix,
      fittingLayer: fittingLayer)
  }

  public init(
    rule: Rule, severity: Severity, target: TargetName, subject: Subject? = nil,
    location: Location? = nil, path: [TargetName]? = nil, message: String, notes: [Note] = [],
    condition: CompilationCondition? = nil, fix: DependencyFix? = nil, fittingLayer: String? = nil
  ) {
    self.fittingLayer = fittingLayer
    self.rule = rule
    self.severity = severity
    self.target = target
    self.subject = subject
    self.location = location
    self.path = path
    self.message = message
    self.notes = notes
    self.condition = condition
    self.fix = fix
  }
}

extension Violation {
  /// The order of a report: by place (findings without one first), then rule, target, module
  /// and message, so equal findings always print in the same order.
  public static func inReportOrder(_ lhs: Violation, _ rhs: Violation) -> Bool {
    let left = lhs.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
    let right = rhs.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
    if left != right { return left < right }
    return (lhs.rule.rawValue, lhs.target, lhs.module ?? "", lhs.message)
      < (rhs.rule.rawValue, rhs.target, rhs.module ?? "", rhs.message)
  }
}
