public import DependencyGraphModel

extension Report {
  /// What a drawing shows: which targets and which of their edges.
  public struct Drawing: Hashable, Sendable {
    public var includeTests: Bool
    /// The one target to draw with its neighbourhood; every target when `nil`.
    public var focus: TargetName?
    /// How many steps from ``focus`` to draw, towards dependencies and dependents alike.
    public var depth: Int
    /// Whether to leave out each edge that a longer path between the same targets implies
    /// (the transitive reduction); edges of violations are always drawn.
    public var reduced: Bool

    public init(
      includeTests: Bool = true, focus: TargetName? = nil, depth: Int = 1, reduced: Bool = false
    ) {
      self.includeTests = includeTests
      self.focus = focus
      self.depth = depth
      self.reduced = reduced
    }
  }

  /// The graph in Graphviz DOT: targets grouped in a cluster per package when several
  /// packages are checked, else per layer when the rules have layers, violations in red, edges made only by `#if` imports dashed, declared dependencies
  /// that nothing imports dotted.
  ///
  /// - Returns: A `digraph` whose arrows point from a target to what it depends on.
  public func dot(_ drawing: Drawing) -> String {
    let (shown, drawnEdges) = selection(drawing)
    let red = violatingEdges
    var lines = ["digraph \(Self.quoted(packageName)) {", "  node [shape=box];"]
    func node(_ target: TargetName) -> String {
      let isInCycle = cycles.contains { $0.contains(target) }
      return Self.quoted(target.rawValue) + (isInCycle ? " [color=red]" : "") + ";"
    }
    for (index, group) in groups.enumerated() {
      let members = group.targets.filter(shown.contains)
      guard !members.isEmpty else { continue }
      lines.append("  subgraph cluster_\(index) {")
      lines.append("    label=\(Self.quoted(group.label));")
      lines += members.map { "    " + node($0) }
      lines.append("  }")
    }
    let grouped = Set(groups.flatMap(\.targets))
    for target in targets where shown.contains(target) && !grouped.contains(target) {
      lines.append("  " + node(target))
    }
    for edge in drawnEdges {
      var attributes: [String] = []
      if red.contains([edge.from, edge.to]) { attributes.append("color=red") }
      if edge.isConditional {
        attributes.append("style=dashed")
      } else if !edge.isImported {
        attributes.append("style=dotted")
      }
      lines.append(
        "  \(Self.quoted(edge.from.rawValue)) -> \(Self.quoted(edge.to.rawValue))"
          + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The graph in Graphviz DOT, every target drawn.
  ///
  /// - Parameter includeTests: Whether to draw test targets.
  /// - Returns: As ``dot(_:)``.
  public func dot(includeTests: Bool = true) -> String {
    dot(Drawing(includeTests: includeTests))
  }

  /// The graph as a Mermaid flowchart: a subgraph per package when several packages are
  /// checked, else per layer when the rules have layers,
  /// violations in red, `#if`-only imports dashed.
  ///
  /// - Returns: A `graph TD` block whose arrows point from a target to what it depends on.
  public func mermaid(_ drawing: Drawing) -> String {
    let (shown, drawnEdges) = selection(drawing)
    let red = violatingEdges
    var lines = ["graph TD"]
    var identifiers: [TargetName: String] = [:]
    var declarations: [TargetName: String] = [:]
    for (index, target) in targets.enumerated() where shown.contains(target) {
      let name = target.rawValue
      let identifier = Target.c99name(of: name).rawValue == name ? name : "t\(index)"
      identifiers[target] = identifier
      declarations[target] = identifier == name ? name : "\(identifier)[\"\(name)\"]"
    }
    let prefix = packages.count > 1 ? "package" : "layer"
    for (index, group) in groups.enumerated() {
      let members = group.targets.filter(shown.contains)
      guard !members.isEmpty else { continue }
      lines.append("  subgraph \(prefix)\(index) [\"\(group.label)\"]")
      lines += members.compactMap { declarations[$0].map { "    " + $0 } }
      lines.append("  end")
    }
    let grouped = Set(groups.flatMap(\.targets))
    for target in targets where shown.contains(target) && !grouped.contains(target) {
      if let declaration = declarations[target] { lines.append("  " + declaration) }
    }
    var redLinks: [Int] = []
    for (link, edge) in drawnEdges.enumerated() {
      guard let from = identifiers[edge.from], let to = identifiers[edge.to] else { continue }
      lines.append("  \(from) \(edge.isConditional ? "-.->" : "-->") \(to)")
      if red.contains([edge.from, edge.to]) { redLinks.append(link) }
    }
    if !redLinks.isEmpty {
      lines.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:red")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The graph as a Mermaid flowchart, every target drawn.
  ///
  /// - Parameter includeTests: Whether to draw test targets.
  /// - Returns: As ``mermaid(_:)``.
  public func mermaid(includeTests: Bool = true) -> String {
    mermaid(Drawing(includeTests: includeTests))
  }

  /// The clusters of a drawing: the packages when there are several (a workspace's boundaries
  /// matter more than its layers, which may span packages), else the layers.
  private var groups: [(label: String, targets: [TargetName])] {
    packages.count > 1
      ? packages.map { ("package \($0.name)", $0.targets) }
      : layers.map { ($0.name, $0.targets) }
  }

  /// How many edges a drawing has; Mermaid refuses more than 500 by default.
  public func edgeCount(_ drawing: Drawing) -> Int { selection(drawing).edges.count }

  /// The targets and edges a drawing shows.
  private func selection(_ drawing: Drawing) -> (targets: Set<TargetName>, edges: [Edge]) {
    var shown = Set(targets.filter { drawing.includeTests || kinds[$0]?.isTest != true })
    var candidates = edges.filter { shown.contains($0.from) && shown.contains($0.to) }
    if let focus = drawing.focus {
      shown = neighbourhood(of: focus, within: drawing.depth, along: candidates)
      candidates = candidates.filter { shown.contains($0.from) && shown.contains($0.to) }
    }
    if drawing.reduced { candidates = Self.reduced(candidates, keeping: violatingEdges) }
    return (shown, candidates)
  }

  /// `focus` and the targets at most `depth` steps from it, following edges either way.
  private func neighbourhood(of focus: TargetName, within depth: Int, along edges: [Edge])
    -> Set<TargetName>
  {
    var forward: [TargetName: [TargetName]] = [:]
    var backward: [TargetName: [TargetName]] = [:]
    for edge in edges {
      forward[edge.from, default: []].append(edge.to)
      backward[edge.to, default: []].append(edge.from)
    }
    var result: Set<TargetName> = [focus]
    for next in [forward, backward] {
      var frontier = [focus]
      var seen: Set<TargetName> = [focus]
      for _ in 0..<max(depth, 0) {
        frontier = frontier.flatMap { next[$0] ?? [] }.filter { seen.insert($0).inserted }
        result.formUnion(frontier)
      }
    }
    return result
  }

  /// The edges without those that another path of the drawing implies: `A -> C` goes when
  /// `A -> B -> C` is drawn. Edges in `keeping` stay, so a violation is never hidden.
  private static func reduced(_ edges: [Edge], keeping: Set<[TargetName]>) -> [Edge] {
    var successors: [TargetName: [TargetName]] = [:]
    for edge in edges { successors[edge.from, default: []].append(edge.to) }
    // Whether `to` is reachable from `from` without taking the edge `from -> to` itself.
    func impliedElsewhere(_ from: TargetName, _ to: TargetName) -> Bool {
      var stack = (successors[from] ?? []).filter { $0 != to }
      var seen: Set<TargetName> = [from]
      while let target = stack.popLast() {
        if target == to { return true }
        guard seen.insert(target).inserted else { continue }
        stack += successors[target] ?? []
      }
      return false
    }
    return edges.filter { keeping.contains([$0.from, $0.to]) || !impliedElsewhere($0.from, $0.to) }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}
