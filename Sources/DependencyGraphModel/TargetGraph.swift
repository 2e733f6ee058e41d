/// The declared dependency graph of a package's targets, with the queries the checks need.
///
/// Nodes are target names; an edge `A -> B` means `A` declares `B` as a dependency.
/// Neighbours are kept sorted, so every answer is deterministic.
///
/// ```swift
/// let graph = TargetGraph(edges: ["App": ["Core", "UI"], "UI": ["Core"]])
/// let path = graph.path(from: "App", to: "Core")  // ["App", "Core"]
/// let cycles = graph.cycles  // []
/// ```
public struct TargetGraph: Hashable, Sendable {
  /// Every target name, sorted.
  public let nodes: [TargetName]

  private let index: [TargetName: Int]
  private let adjacency: [[Int]]

  /// Creates the declared graph of a package; dependencies on unknown targets are left out.
  ///
  /// - Parameter package: The package whose targets and dependencies to use.
  public init(_ package: SwiftPackage) {
    let names = Set(package.targets.map(\.name))
    self.init(
      edges: Dictionary(
        package.targets.map { ($0.name, $0.targetDependencies.filter(names.contains)) },
        uniquingKeysWith: +))
  }

  /// Creates a graph from adjacency lists; every name that appears becomes a node.
  ///
  /// - Parameter edges: For each node, the nodes it points to.
  public init(edges: [TargetName: [TargetName]]) {
    let names = Set(edges.keys).union(edges.values.joined())
    nodes = names.sorted()
    let index = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, $0) })
    self.index = index
    adjacency = nodes.map { node in
      Array(Set((edges[node] ?? []).compactMap { index[$0] })).sorted()
    }
  }

  /// The targets that `node` points to directly, sorted.
  ///
  /// - Returns: Its direct dependencies; empty for an unknown name.
  public func dependencies(of node: TargetName) -> [TargetName] {
    guard let start = index[node] else { return [] }
    return adjacency[start].map { nodes[$0] }
  }

  /// Every edge, sorted by source then destination.
  public var edges: [(from: TargetName, to: TargetName)] {
    adjacency.enumerated().flatMap { from, targets in targets.map { (nodes[from], nodes[$0]) } }
  }

  /// Every target reachable from `node` through one or more edges.
  ///
  /// - Returns: The reachable targets; `node` itself only if it lies on a cycle.
  /// - Complexity: O(*v* + *e*).
  public func closure(of node: TargetName) -> Set<TargetName> {
    guard let start = index[node] else { return [] }
    var seen = [Bool](repeating: false, count: nodes.count)
    var pending = adjacency[start]
    var result: Set<TargetName> = []
    while let next = pending.popLast() {
      guard !seen[next] else { continue }
      seen[next] = true
      result.insert(nodes[next])
      pending.append(contentsOf: adjacency[next])
    }
    return result
  }

  /// Every target from which one of `targets` can be reached, `targets` included: what a
  /// change to them may break.
  ///
  /// - Returns: The targets and all that depend on them, directly or not; unknown names are
  ///   kept as given.
  /// - Complexity: O(*v* + *e*).
  public func dependents(of targets: Set<TargetName>) -> Set<TargetName> {
    var reverse = [[Int]](repeating: [], count: nodes.count)
    for (from, neighbours) in adjacency.enumerated() {
      for to in neighbours { reverse[to].append(from) }
    }
    var seen = [Bool](repeating: false, count: nodes.count)
    var pending = targets.compactMap { index[$0] }
    var result = targets
    while let next = pending.popLast() {
      guard !seen[next] else { continue }
      seen[next] = true
      result.insert(nodes[next])
      pending.append(contentsOf: reverse[next])
    }
    return result
  }

  /// A shortest chain of edges from one target to another.
  ///
  /// - Parameters:
  ///   - source: Where the chain starts.
  ///   - destination: Where it ends.
  /// - Returns: The targets along the chain, both ends included; `nil` if there is none.
  ///   Among chains of equal length, the one first in name order.
  /// - Complexity: O(*v* + *e*).
  public func path(from source: TargetName, to destination: TargetName) -> [TargetName]? {
    guard let start = index[source], let goal = index[destination] else { return nil }
    return shortestPath(from: start, to: goal, within: nil).map { $0.map { nodes[$0] } }
  }

  /// Each strongly connected component that contains a cycle, as one closed path.
  ///
  /// A path starts and ends at the component's first target in name order, for example
  /// `["A", "B", "C", "A"]`; a target that depends on itself gives `["A", "A"]`. Components
  /// are sorted by their first target.
  ///
  /// - Complexity: O(*v* + *e*).
  public var cycles: [[TargetName]] {
    stronglyConnectedComponents().compactMap { component -> [TargetName]? in
      let start = component.min()!
      let members = Set(component)
      guard component.count > 1 || adjacency[start].contains(start) else { return nil }
      return shortestPath(from: start, to: start, within: members).map { $0.map { nodes[$0] } }
    }.sorted { $0[0] < $1[0] }
  }

  /// Breadth-first search over sorted neighbours; `from == to` asks for a cycle.
  private func shortestPath(from start: Int, to goal: Int, within members: Set<Int>?) -> [Int]? {
    var previous = [Int](repeating: -1, count: nodes.count)
    var visited = [Bool](repeating: false, count: nodes.count)
    var queue = [start]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for next in adjacency[current] where members?.contains(next) ?? true {
        if next == goal {
          var path = [goal, current]
          var step = current
          while step != start {
            step = previous[step]
            path.append(step)
          }
          return path.reversed()
        }
        guard !visited[next], next != start else { continue }
        visited[next] = true
        previous[next] = current
        queue.append(next)
      }
    }
    return nil
  }

  /// Tarjan's algorithm without recursion, so that deep graphs cannot exhaust the stack.
  private func stronglyConnectedComponents() -> [[Int]] {
    let count = nodes.count
    var order = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var counter = 0
    for root in 0..<count where order[root] < 0 {
      var frames: [(node: Int, next: Int)] = [(root, 0)]
      order[root] = counter
      low[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while let frame = frames.last {
        let node = frame.node
        if frame.next < adjacency[node].count {
          frames[frames.count - 1].next += 1
          let child = adjacency[node][frame.next]
          if order[child] < 0 {
            order[child] = counter
            low[child] = counter
            counter += 1
            stack.append(child)
            onStack[child] = true
            frames.append((child, 0))
          } else if onStack[child] {
            low[node] = min(low[node], order[child])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
        if low[node] == order[node] {
          var component: [Int] = []
          while let member = stack.popLast() {
            onStack[member] = false
            component.append(member)
            if member == node { break }
          }
          components.append(component)
        }
      }
    }
    return components
  }
}
