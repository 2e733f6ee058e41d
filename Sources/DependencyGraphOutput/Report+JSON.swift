public import DependencyGraphModel
import DependencyGraphSupport

extension Report {
  /// The report as JSON: the documented contract of `depgraph --format json`.
  ///
  /// An object with `package`, `packages` (each checked package's `name`, `identity`, `path`
  /// relative to the root, and `targets`), `targets` (names), `kinds` (each target's kind, by
  /// name: `library`, `executable`, `test`, `application`, `app-extension`, ...), `edges`
  /// (declared: `from`, `to`, and the
  /// manifest's `condition` when it has one), `cycles` (arrays of names, each cycle once),
  /// `violations` (each with `rule`, `severity`, `target`, `message`, and where they apply
  /// `module`, `file`, `line`, `column`, `path`, `condition` (the import's `#if`), `notes`,
  /// `fix` (the command that fixes it), and `also`: the other findings of its line, as
  /// ``reported`` folds them, without a place), `allowed` (findings that `allow` entries accepted:
  /// `rule`, `target`, `module`, `file`, `line`, `because`) when there are any, `baseline`
  /// (`known`, and the `resolved` entries) when a baseline was applied, and `summary`
  /// (`errors`, `warnings`); `skippedFolders` (relative) when `--workspace` left folders such
  /// as `Pods` or `.build` unsearched; and `schemaVersion` (``JSONOutput/schemaVersion``).
  /// Files are relative to the package root. Keys are sorted, so equal reports give equal bytes.
  public var json: String {
    let document = JSONReport(
      package: packageName,
      packages: packages.map {
        JSONReport.Package(
          name: $0.name, identity: $0.identity.rawValue, path: $0.path,
          targets: $0.targets.map(\.rawValue))
      },
      targets: targets.map(\.rawValue),
      kinds: Dictionary(uniqueKeysWithValues: kinds.map { ($0.key.rawValue, $0.value.rawValue) }),
      edges: edges.filter(\.isDeclared).map {
        JSONReport.Edge(
          from: $0.from.rawValue, to: $0.to.rawValue, condition: $0.condition?.description)
      },
      cycles: cycles.map { $0.map(\.rawValue) },
      violations: reported.map { violation in
        Placed(JSONReport.Violation(violation), at: violation.location)
      },
      allowed: allowed.isEmpty
        ? nil
        : allowed.map {
          JSONReport.Allowed(
            rule: $0.violation.rule.rawValue, target: $0.violation.target.rawValue,
            module: $0.violation.module, file: $0.violation.location?.file,
            line: $0.violation.location?.line, because: $0.because)
        },
      baseline: baselineComparison.map { comparison in
        JSONReport.BaselineSummary(
          known: comparison.known,
          resolved: comparison.resolved)
      },
      summary: JSONReport.Summary(errors: errorCount, warnings: warningCount),
      skippedFolders: skippedFolders.isEmpty ? nil : skippedFolders,
      schemaVersion: JSONOutput.schemaVersion)
    return sortedJSON(document)
  }
}

/// A finding of the checker, named apart from the document's own `Violation`.
private typealias Finding = Violation

private struct JSONReport: Encodable {
  struct Package: Encodable {
    let name: String
    let identity: String
    let path: String
    let targets: [String]
  }

  struct Edge: Encodable {
    let from: String
    let to: String
    let condition: String?
  }

  struct Note: Encodable {
    let message: String
  }

  struct Violation: Encodable {
    let rule: String
    let severity: String
    let target: String
    let module: String?
    let path: [String]?
    let condition: String?
    let message: String
    let fix: String?
    let notes: [Placed<Note>]?
    /// The other findings of its line (`also` of the finding), each without a place: the line
    /// is this one's.
    let also: [Violation]?

    init(_ violation: Finding) {
      rule = violation.rule.rawValue
      severity = violation.severity.rawValue
      target = violation.target.rawValue
      module = violation.module
      path = violation.path?.map(\.rawValue)
      condition = violation.condition?.description
      message = violation.message
      fix = violation.fix?.command
      notes =
        violation.notes.isEmpty
        ? nil
        : violation.notes.map { note in
          Placed(JSONReport.Note(message: note.message), at: note.location)
        }
      also = violation.also.isEmpty ? nil : violation.also.map(Violation.init)
    }
  }

  struct Summary: Encodable {
    let errors: Int
    let warnings: Int
  }

  struct Allowed: Encodable {
    let rule: String
    let target: String
    let module: String?
    let file: String?
    let line: Int?
    let because: String
  }

  struct BaselineSummary: Encodable {
    let known: Int
    let resolved: [Baseline.Entry]
  }

  let package: String
  let packages: [Package]
  let targets: [String]
  let kinds: [String: String]
  let edges: [Edge]
  let cycles: [[String]]
  let violations: [Placed<Violation>]
  let allowed: [Allowed]?
  let baseline: BaselineSummary?
  let summary: Summary
  let skippedFolders: [String]?
  let schemaVersion: Int
}
