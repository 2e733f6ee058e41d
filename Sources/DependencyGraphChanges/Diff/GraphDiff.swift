import DependencyGraphLoading
public import DependencyGraphModel

/// What a change did to a graph: the checks of two revisions side by side.
///
/// Edges are declared dependencies; findings are compared by the baseline's key (rule, target,
/// the module at the other end, file; never the line), so moving code within a file changes
/// nothing; cycles by their targets, whatever target they are printed from.
///
/// ```swift
/// let diff = GraphDiff(base: baseReport, head: headReport)
/// let introduced = diff.cycles.added  // [["Core", "Feature", "Core"]]
/// let comment = diff.markdown  // a pull-request comment, worst first
/// ```
///
/// A side without the package (`nil`) has no target: a package new since the base has all of
/// its graph added.
public struct GraphDiff: Hashable, Sendable {
  /// What one side has and the other has not.
  public struct Change<Element: Hashable & Sendable>: Hashable, Sendable {
    /// In the head, not in the base.
    public let added: [Element]
    /// In the base, not in the head.
    public let removed: [Element]

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
  }

  /// A declared dependency.
  public struct Edge: Hashable, Sendable, Comparable {
    public let from: TargetName
    public let to: TargetName

    public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
  }

  /// A layer whose targets changed.
  public struct LayerChange: Hashable, Sendable {
    public let layer: String
    public let targets: Change<TargetName>
  }

  public let targets: Change<TargetName>
  public let edges: Change<Edge>
  /// Cycles introduced (`added`) and resolved (`removed`), each a closed path.
  public let cycles: Change<[TargetName]>
  /// Findings introduced (`added`) and resolved (`removed`), each key with how many more or
  /// fewer of it there are.
  public let findings: Change<Baseline.Entry>
  /// Layers whose targets changed, and layers added or removed (all their targets change).
  public let layers: [LayerChange]
  /// Whether the package did not exist at the base.
  public let packageAdded: Bool
  /// Whether the package no longer exists at the head.
  public let packageRemoved: Bool
  /// For each finding introduced (or resolved) whose line breaks other rules introduced (or
  /// resolved) with it, those rules, keyed by the finding: the comment shows them beside it
  /// and counts the line once, as a check reports it (``Report/reported``).
  let alsoIntroduced: AlsoBroken
  let alsoResolved: AlsoBroken

  /// The rules folded under each finding, by the finding's key.
  typealias AlsoBroken = [Baseline.Key: [Violation.Rule]]

  /// What the reader should know of how the revisions were read, such as the files git
  /// ignores that a revision's copy was given from the working tree.
  public var notes: [String] = []

  /// Compares the check of the base with the check of the head; `nil` for a revision at which
  /// the package did not exist.
  public init(base: Report?, head: Report?) {
    func change<Element: Hashable & Comparable>(_ old: Set<Element>, _ new: Set<Element>)
      -> Change<Element>
    {
      Change(added: new.subtracting(old).sorted(), removed: old.subtracting(new).sorted())
    }
    packageAdded = base == nil
    packageRemoved = head == nil
    targets = change(Set(base?.targets ?? []), Set(head?.targets ?? []))
    func declared(_ report: Report?) -> Set<Edge> {
      Set((report?.edges ?? []).filter(\.isDeclared).map { Edge(from: $0.from, to: $0.to) })
    }
    edges = change(declared(base), declared(head))
    // A cycle is the same whatever target it is printed from.
    func canonical(_ cycles: [[TargetName]]) -> [Set<TargetName>: [TargetName]] {
      Dictionary(cycles.map { (Set($0), $0) }, uniquingKeysWith: { first, _ in first })
    }
    let oldCycles = canonical(base?.cycles ?? [])
    let newCycles = canonical(head?.cycles ?? [])
    cycles = Change(
      added: newCycles.filter { oldCycles[$0.key] == nil }.values.sorted {
        $0.lexicographicallyPrecedes($1)
      },
      removed: oldCycles.filter { newCycles[$0.key] == nil }.values.sorted {
        $0.lexicographicallyPrecedes($1)
      })
    func counts(_ report: Report?) -> [Baseline.Key: Int] {
      Dictionary(
        (report.map { Baseline(report: $0).entries } ?? []).map { ($0.key, $0.count) },
        uniquingKeysWith: +)
    }
    let oldFindings = counts(base)
    let newFindings = counts(head)
    func entries(_ from: [Baseline.Key: Int], minus other: [Baseline.Key: Int]) -> [Baseline.Entry]
    {
      from.compactMap { key, count in
        let more = count - (other[key] ?? 0)
        return more > 0
          ? Baseline.Entry(
            rule: key.rule, target: key.target, module: key.module, file: key.file, count: more)
          : nil
      }.sorted()
    }
    findings = Change(
      added: entries(newFindings, minus: oldFindings),
      removed: entries(oldFindings, minus: newFindings))
    /// The rules folded under each finding of `report` whose key and folded keys all changed.
    func folded(_ report: Report?, among changed: [Baseline.Entry]) -> AlsoBroken {
      let keys = Set(changed.map(\.key))
      var also: AlsoBroken = [:]
      for finding in report?.reported ?? [] where keys.contains(Baseline.Key(finding)) {
        let rules = finding.also.filter { keys.contains(Baseline.Key($0)) }.map(\.rule)
        if !rules.isEmpty { also[Baseline.Key(finding), default: []] += rules }
      }
      return also.mapValues { Array(Set($0)).sorted { $0.rawValue < $1.rawValue } }
    }
    alsoIntroduced = folded(head, among: findings.added)
    alsoResolved = folded(base, among: findings.removed)
    let oldLayers = Dictionary(
      (base?.layers ?? []).map { ($0.name, Set($0.targets)) },
      uniquingKeysWith: { first, _ in first })
    let newLayers = Dictionary(
      (head?.layers ?? []).map { ($0.name, Set($0.targets)) },
      uniquingKeysWith: { first, _ in first })
    layers = Set(oldLayers.keys).union(newLayers.keys).sorted().compactMap { name in
      let targets = change(oldLayers[name] ?? [], newLayers[name] ?? [])
      return targets.isEmpty ? nil : LayerChange(layer: name, targets: targets)
    }
  }

  /// This diff with a note for each copied revision that was given the working tree's ignored
  /// files (`given`: each side's name and files), and one for `skipped` files too large to give.
  func noting(given: [(side: String, files: [String])], skipped: Int) -> GraphDiff {
    var noted = self
    for (side, files) in given where !files.isEmpty {
      let shown = files.prefix(5).joined(separator: ", ")
      let more = files.count > 5 ? ", and \(files.count - 5) more" : ""
      noted.notes.append(
        "The copy of the \(side) was given \(files.count) \(files.count == 1 ? "file" : "files") "
          + "that git ignores, as the working tree has \(files.count == 1 ? "it" : "them"): "
          + shown + more + ".")
    }
    if skipped > 0 {
      noted.notes.append(
        "\(skipped) ignored \(skipped == 1 ? "file" : "files") over "
          + "\(GitChanges.largestIgnoredFile >> 20) MiB, build products or media, "
          + "\(skipped == 1 ? "was" : "were") not given to the copies.")
    }
    return noted
  }

  /// Whether the change left the graph and its findings as they were.
  public var isEmpty: Bool {
    packageAdded == packageRemoved && targets.isEmpty && edges.isEmpty && cycles.isEmpty
      && findings.isEmpty && layers.isEmpty
  }
}
