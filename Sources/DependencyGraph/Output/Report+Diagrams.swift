extension Report {
  /// The graph in Graphviz DOT: violations in red, edges made only by `#if` imports dashed,
  /// declared dependencies that nothing imports dotted.
  ///
  /// - Parameter includeTests: Whether to draw test targets.
  /// - Returns: A `digraph` whose arrows point from a target to what it depends on.
  public func dot(includeTests: Bool = true) -> String {
    let shown = shownTargets(includeTests: includeTests)
    let red = violatingEdges
    var lines = ["digraph \(Self.quoted(packageName)) {", "  node [shape=box];"]
    for target in targets where shown.contains(target) {
      let isInCycle = cycles.contains { $0.contains(target) }
      lines.append("  \(Self.quoted(target))" + (isInCycle ? " [color=red]" : "") + ";")
    }
    for edge in edges where shown.contains(edge.from) && shown.contains(edge.to) {
      var attributes: [String] = []
      if red.contains([edge.from, edge.to]) { attributes.append("color=red") }
      if edge.isConditional {
        attributes.append("style=dashed")
      } else if !edge.isImported {
        attributes.append("style=dotted")
      }
      lines.append(
        "  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to))"
          + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The graph as a Mermaid flowchart: violations in red, `#if`-only imports dashed.
  ///
  /// - Parameter includeTests: Whether to draw test targets.
  /// - Returns: A `graph TD` block whose arrows point from a target to what it depends on.
  public func mermaid(includeTests: Bool = true) -> String {
    let shown = shownTargets(includeTests: includeTests)
    let red = violatingEdges
    var lines = ["graph TD"]
    var identifiers: [String: String] = [:]
    for (index, target) in targets.enumerated() where shown.contains(target) {
      let identifier = Target.c99name(of: target) == target ? target : "t\(index)"
      identifiers[target] = identifier
      lines.append("  " + (identifier == target ? target : "\(identifier)[\"\(target)\"]"))
    }
    var redLinks: [Int] = []
    var link = 0
    for edge in edges {
      guard let from = identifiers[edge.from], let to = identifiers[edge.to] else { continue }
      lines.append("  \(from) \(edge.isConditional ? "-.->" : "-->") \(to)")
      if red.contains([edge.from, edge.to]) { redLinks.append(link) }
      link += 1
    }
    if !redLinks.isEmpty {
      lines.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:red")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func shownTargets(includeTests: Bool) -> Set<String> {
    Set(targets.filter { includeTests || kinds[$0] != .test })
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
