import DependencyGraphModel
import DependencyGraphOutput
import DependencyGraphSupport

extension GraphDiff {
  /// A pull-request comment a reviewer reads in ten seconds: one line of counts, then each
  /// change under its heading, worst first (cycles introduced, new errors, new warnings,
  /// dependencies and targets, layers), what the change fixed last. A line that breaks several
  /// rules is one finding with the others beside it (`, also `layer``), counted once.
  public var markdown: String {
    let noted = notes.isEmpty ? "" : "\n#### Notes\n\n" + notes.map { "- \($0)\n" }.joined()
    guard !isEmpty else {
      return "### depgraph: no change to the module graph\n\nNo target, dependency, cycle, "
        + "layer or finding was added or removed.\n" + noted
    }
    // A line that breaks several rules is one finding, the others beside it.
    func shown(_ entries: [Baseline.Entry], also: AlsoBroken) -> [Baseline.Entry] {
      let folded = Set(
        also.flatMap { key, rules in
          rules.map {
            Baseline.Key(rule: $0, target: key.target, module: key.module, file: key.file)
          }
        })
      return entries.filter { !folded.contains($0.key) }
    }
    let added = shown(findings.added, also: alsoIntroduced)
    let resolved = shown(findings.removed, also: alsoResolved)
    let newErrors = added.filter { $0.rule.severity == .error }
    let newWarnings = added.filter { $0.rule.severity == .warning }
    var counts: [String] = []
    func count(_ number: Int, _ noun: String, _ verb: String = "", bold: Bool = false) {
      guard number > 0 else { return }
      let plural = noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s"
      let text = "\(number) \(number == 1 ? noun : plural)" + (verb.isEmpty ? "" : " " + verb)
      counts.append(bold ? "**\(text)**" : text)
    }
    count(cycles.added.count, "cycle", "introduced", bold: true)
    count(newErrors.reduce(0) { $0 + $1.count }, "new error", bold: true)
    count(newWarnings.reduce(0) { $0 + $1.count }, "new warning")
    count(edges.added.count, "dependency", "added")
    count(edges.removed.count, "dependency", "removed")
    count(targets.added.count, "target", "added")
    count(targets.removed.count, "target", "removed")
    count(cycles.removed.count, "cycle", "resolved")
    count(resolved.reduce(0) { $0 + $1.count }, "finding", "resolved")
    var lines = [
      "### depgraph: what this change does to the module graph", "",
      counts.joined(separator: " · "),
    ]
    if packageAdded {
      lines += ["", "The package is new since the base: all of its graph is added."]
    } else if packageRemoved {
      lines += ["", "The package no longer exists at the head: all of its graph is removed."]
    }
    func section(_ title: String, _ items: [String]) {
      guard !items.isEmpty else { return }
      lines += ["", "#### \(title)", ""] + items.map { "- " + $0 }
    }
    func finding(_ entry: Baseline.Entry) -> String {
      let also = (alsoIntroduced[entry.key] ?? alsoResolved[entry.key] ?? []).map {
        "`\($0.rawValue)`"
      }
      return "`\(entry.rule.rawValue)` \(entry.target)" + (entry.module.map { " → \($0)" } ?? "")
        + (entry.file.map { " in `\($0)`" } ?? "") + (entry.count > 1 ? " (×\(entry.count))" : "")
        + (also.isEmpty ? "" : ", also " + also.joined(separator: ", "))
    }
    section(
      "Cycles introduced", cycles.added.map { "`\($0.joined(separator: " -> "))`" })
    section("New errors", newErrors.map(finding))
    section("New warnings", newWarnings.map(finding))
    section("Dependencies added", edges.added.map { "`\($0.from) -> \($0.to)`" })
    section("Dependencies removed", edges.removed.map { "`\($0.from) -> \($0.to)`" })
    section("Targets added", targets.added.map { "`\($0)`" })
    section("Targets removed", targets.removed.map { "`\($0)`" })
    section(
      "Layers",
      layers.map { change in
        "\(change.layer): "
          + (change.targets.added.map { "+`\($0)`" } + change.targets.removed.map { "−`\($0)`" })
          .joined(separator: " ")
      })
    section(
      "Cycles resolved", cycles.removed.map { "`\($0.joined(separator: " -> "))`" })
    section("Findings resolved", resolved.map(finding))
    return lines.joined(separator: "\n") + "\n" + noted
  }

  /// The documented JSON: `base`, `head` (`null` for the working tree), `targets`, `edges`
  /// (each `added` and `removed`, edges as `from` and `to`), `cycles` (`introduced`,
  /// `resolved`), `findings` (`added`, `resolved`, as baseline entries), `layers` (each
  /// `layer`, `added`, `removed`), `notes` (``GraphDiff/notes``) and `schemaVersion`
  /// (``JSONOutput/schemaVersion``), keys sorted.
  public func json(base: String, head: String?) -> String {
    sortedJSON(
      DiffJSON(
        base: base, head: head,
        targets: .init(
          added: targets.added.map(\.rawValue), removed: targets.removed.map(\.rawValue)),
        edges: .init(
          added: edges.added.map { .init(from: $0.from.rawValue, to: $0.to.rawValue) },
          removed: edges.removed.map { .init(from: $0.from.rawValue, to: $0.to.rawValue) }),
        cycles: .init(
          introduced: cycles.added.map { $0.map(\.rawValue) },
          resolved: cycles.removed.map { $0.map(\.rawValue) }),
        findings: .init(added: findings.added, resolved: findings.removed),
        layers: layers.map {
          .init(
            layer: $0.layer, added: $0.targets.added.map(\.rawValue),
            removed: $0.targets.removed.map(\.rawValue))
        }, notes: notes, schemaVersion: JSONOutput.schemaVersion))
  }
}

private struct DiffJSON: Encodable {
  struct Names: Encodable {
    let added: [String]
    let removed: [String]
  }
  struct Edge: Encodable {
    let from: String
    let to: String
  }
  struct Edges: Encodable {
    let added: [Edge]
    let removed: [Edge]
  }
  struct Cycles: Encodable {
    let introduced: [[String]]
    let resolved: [[String]]
  }
  struct Findings: Encodable {
    let added: [Baseline.Entry]
    let resolved: [Baseline.Entry]
  }
  struct Layer: Encodable {
    let layer: String
    let added: [String]
    let removed: [String]
  }

  let base: String
  @AlwaysWritten var head: String?
  let targets: Names
  let edges: Edges
  let cycles: Cycles
  let findings: Findings
  let layers: [Layer]
  let notes: [String]
  let schemaVersion: Int
}
