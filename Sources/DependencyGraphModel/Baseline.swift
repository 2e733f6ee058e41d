import DependencyGraphSupport
public import Foundation

/// Today's findings, recorded so that a package that already has violations can adopt
/// `depgraph` and fail only on new ones, as import-linter's and ArchUnit's freezing do.
///
/// A finding is known by its rule, target, the module at the other end and its file, never by
/// its line, so an edit above a finding does not make it new. Two findings with the same key
/// (one import in two `#if` branches, say) are counted.
///
/// ```swift
/// let baseline = Baseline(report: report)      // --write-baseline: baseline.json
/// let later = report.subtracting(baseline)     // --baseline: only what is new
/// let resolved = later.baselineComparison?.resolved  // entries that no longer occur
/// ```
public struct Baseline: Hashable, Sendable {
  /// The format version this code reads and writes.
  public static let version = 1

  /// One kind of finding and how many times it occurred.
  public struct Entry: Hashable, Sendable, Comparable, Encodable {
    public let rule: Violation.Rule
    public let target: TargetName
    /// The module or target at the other end, when the finding names one.
    public let module: String?
    /// The file relative to the package root, when the finding has a place.
    public let file: String?
    /// How many findings share this key; at least 1.
    public let count: Int

    public init(
      rule: Violation.Rule, target: TargetName, module: String?, file: String?, count: Int = 1
    ) {
      self.rule = rule
      self.target = target
      self.module = module
      self.file = file
      self.count = count
    }

    package var key: Key { Key(rule: rule, target: target, module: module, file: file) }

    /// An entry's fields in the baseline's JSON, written and read by these keys alone.
    enum CodingKeys: String, CodingKey, CaseIterable {
      case rule, target, module, file, count
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rule.rawValue, forKey: .rule)
      try container.encode(target.rawValue, forKey: .target)
      try container.encodeIfPresent(module, forKey: .module)
      try container.encodeIfPresent(file, forKey: .file)
      try container.encode(count, forKey: .count)
    }

    /// Entries sort by file, then rule, target and module, as reviewers read them.
    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file ?? "", lhs.rule.rawValue, lhs.target, lhs.module ?? "", lhs.count)
        < (rhs.file ?? "", rhs.rule.rawValue, rhs.target, rhs.module ?? "", rhs.count)
    }
  }

  /// What identifies a finding across edits.
  package struct Key: Hashable {
    package let rule: Violation.Rule
    package let target: TargetName
    package let module: String?
    package let file: String?

    package init(rule: Violation.Rule, target: TargetName, module: String?, file: String?) {
      self.rule = rule
      self.target = target
      self.module = module
      self.file = file
    }

    package init(_ violation: Violation) {
      self.init(
        rule: violation.rule, target: violation.target, module: violation.module,
        file: violation.location?.file)
    }
  }

  /// The entries, sorted; one per key.
  public let entries: [Entry]

  /// Records every finding of a report.
  public init(report: Report) {
    var counts: [Key: Int] = [:]
    for violation in report.violations { counts[Key(violation), default: 0] += 1 }
    self.init(
      entries: counts.map { key, count in
        Entry(
          rule: key.rule, target: key.target, module: key.module, file: key.file, count: count)
      })
  }

  /// A baseline of these entries; entries with the same key are added up.
  public init(entries: [Entry]) {
    var counts: [Key: Int] = [:]
    for entry in entries { counts[entry.key, default: 0] += entry.count }
    self.entries = counts.map { key, count in
      Entry(rule: key.rule, target: key.target, module: key.module, file: key.file, count: count)
    }.sorted()
  }

  /// The baseline as reviewable JSON: `version` and `findings`, one object per entry with
  /// `rule`, `target`, `module`, `file` (the last two when the finding has them) and `count`,
  /// keys sorted and entries in a fixed order, so the same findings give the same bytes.
  public var json: String {
    sortedJSON(Document(version: Self.version, findings: entries))
  }

  /// The baseline's JSON document, written and read by these keys alone.
  private struct Document: Encodable {
    let version: Int
    let findings: [Entry]

    enum CodingKeys: String, CodingKey, CaseIterable {
      case version, findings
    }
  }

  /// Reads a baseline that ``json`` wrote.
  ///
  /// - Parameters:
  ///   - json: The file's contents.
  ///   - file: The file's name, for messages.
  ///   - knownTargets: The package's targets; `nil` skips the check.
  /// - Throws: ``ConfigurationError/invalidBaseline(file:reason:)`` naming the key at fault: not
  ///   JSON, an unknown key or rule, a missing field, or a count below 1;
  ///   ``ConfigurationError/outdatedBaseline(file:version:reads:)`` for another version;
  ///   ``ConfigurationError/unknownTargetsInBaseline(file:names:)`` for targets the package does
  ///   not have (write the baseline again after renaming a target).
  public init(json: Data, file: String, knownTargets: [TargetName]?) throws(GraphError) {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: json)
    } catch {
      throw .configuration(.invalidBaseline(file: file, reason: decodingReason(error)))
    }
    let reader = JSONFieldReader { reason in
      GraphError.configuration(.invalidBaseline(file: file, reason: reason))
    }
    typealias Top = Document.CodingKeys
    typealias Field = Entry.CodingKeys
    let top = try reader.object(
      value, at: "the top level", keys: Set(Top.allCases.map(\.rawValue)))
    let version = try reader.integer(top[Top.version.rawValue], at: Top.version.rawValue)
    guard version == Self.version else {
      throw .configuration(.outdatedBaseline(file: file, version: version, reads: Self.version))
    }
    let findings = Top.findings.rawValue
    let entries = try reader.array(top[findings], at: findings).enumerated().map {
      (index, item) throws(GraphError) in
      let at = "\(findings)[\(index)]"
      let fields = try reader.object(item, at: at, keys: Set(Field.allCases.map(\.rawValue)))
      /// A field's value and its place, for messages: `findings[0].count`.
      func field(_ key: Field) -> (value: JSONValue?, at: String) {
        (fields[key.rawValue], at + "." + key.rawValue)
      }
      let rule = try reader.rule(field(.rule).value, at: field(.rule).at)
      let count = try reader.integer(field(.count).value, at: field(.count).at)
      guard count >= 1 else {
        throw .configuration(
          .invalidBaseline(file: file, reason: "\(field(.count).at) must be at least 1"))
      }
      return Entry(
        rule: rule,
        target: TargetName(try reader.string(field(.target).value, at: field(.target).at)),
        module: try reader.optionalString(field(.module).value, at: field(.module).at),
        file: try reader.optionalString(field(.file).value, at: field(.file).at), count: count)
    }
    self.init(entries: entries)
    if let knownTargets {
      let unknown = Set(self.entries.map(\.target)).subtracting(knownTargets).sorted()
      if !unknown.isEmpty {
        throw .configuration(.unknownTargetsInBaseline(file: file, names: unknown))
      }
    }
  }
}

extension Report {
  /// What comparing a report with a baseline found.
  public struct BaselineComparison: Hashable, Sendable {
    /// How many findings the baseline records and the report left out.
    public let known: Int
    /// Baseline entries that no longer occur, or occur fewer times (`count` is the
    /// difference): the baseline can shrink by these.
    public let resolved: [Baseline.Entry]
  }

  /// The report without the findings the baseline records: only new findings remain, and
  /// ``baselineComparison`` says how many were known and which entries no longer occur.
  ///
  /// For each key, the baseline's count of findings is left out, the first in report order.
  public func subtracting(_ baseline: Baseline) -> Report {
    var remaining = Dictionary(uniqueKeysWithValues: baseline.entries.map { ($0.key, $0.count) })
    var kept: [Violation] = []
    var known = 0
    for violation in violations {
      let key = Baseline.Key(violation)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
        known += 1
      } else {
        kept.append(violation)
      }
    }
    let resolved = baseline.entries.compactMap { entry -> Baseline.Entry? in
      guard let left = remaining[entry.key], left > 0 else { return nil }
      return Baseline.Entry(
        rule: entry.rule, target: entry.target, module: entry.module, file: entry.file,
        count: left)
    }
    var report = self
    report.violations = kept
    report.baselineComparison = BaselineComparison(known: known, resolved: resolved)
    return report
  }
}

extension Report {
  /// The report with only the findings of these rules, for `depgraph --only`.
  public func keeping(only rules: Set<Violation.Rule>) -> Report {
    var report = self
    report.violations = violations.filter { rules.contains($0.rule) }
    report.allowed = allowed.filter { rules.contains($0.violation.rule) }
    return report
  }
}
