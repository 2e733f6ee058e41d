public import DependencyGraphModel
import Foundation

/// Layers proposed from a graph as it is, for `depgraph init`: the levels of its dependencies,
/// so that every edge of today points down and the rules hold from the first run.
///
/// A target's level is one more than the highest level of what it depends on (declared or
/// imported), 0 for a target that depends on none of the graph's targets; the targets of a
/// cycle share one level. Each level is a layer, the highest first, under one `tests` layer of
/// every test target, unit and UI tests alike. A layer of two or more targets with no cycle
/// among them is marked `independent`: none of its targets depends on another today. A layer is named after the
/// folder that holds all of its targets' packages and no other layer's (`Features` for
/// `Packages/Features/*`), else `level-N`, counted from the bottom.
public struct LayerProposal: Hashable, Sendable {
  /// The layers, the top first.
  public let layers: [Rules.Layer]

  /// Proposes layers for the targets and edges of `report`.
  public init(_ report: Report) {
    // Unit and UI tests alike: a UI test imports nothing, and sits on top all the same.
    let tests = Set(report.targets.filter { report.kinds[$0]?.isTest == true })
    let nodes = report.targets.filter { !tests.contains($0) }
    let known = Set(nodes)
    var dependencies: [TargetName: Set<TargetName>] = [:]
    for edge in report.edges where edge.from != edge.to && known.contains(edge.from) {
      if known.contains(edge.to) { dependencies[edge.from, default: []].insert(edge.to) }
    }
    let components = Self.stronglyConnected(nodes, dependencies)
    var componentOf: [TargetName: Int] = [:]
    for (index, component) in components.enumerated() {
      for target in component { componentOf[target] = index }
    }
    // Components come out dependencies first, so each one's level is known from those before.
    var levels = Array(repeating: 0, count: components.count)
    for (index, component) in components.enumerated() {
      let below = component.flatMap { dependencies[$0] ?? [] }.compactMap { componentOf[$0] }
        .filter { $0 != index }
      levels[index] = below.map { levels[$0] + 1 }.max() ?? 0
    }
    var byLevel: [Int: [TargetName]] = [:]
    var cyclic: Set<Int> = []
    for (index, component) in components.enumerated() {
      byLevel[levels[index], default: []] += component
      if component.count > 1 { cyclic.insert(levels[index]) }
    }
    let folders = Self.folders(of: report)
    var names: Set<String> = []
    var layers: [Rules.Layer] = []
    if !tests.isEmpty {
      names.insert("tests")
      layers.append(
        Rules.Layer(
          name: "tests", targets: tests.sorted().map(\.rawValue),
          because: "tests may use any module; no module may use a test"))
    }
    for level in byLevel.keys.sorted(by: >) {
      let targets = byLevel[level, default: []].sorted()
      var name = Self.name(of: targets, level: level, folders: folders, byLevel: byLevel)
      if names.contains(name) { name += "-\(level + 1)" }
      names.insert(name)
      let independent = targets.count > 1 && !cyclic.contains(level)
      // A reason ends each finding's message: only independence has one to give.
      layers.append(
        Rules.Layer(
          name: name, targets: targets.map(\.rawValue), independent: independent,
          because: independent
            ? "none of these depended on another when depgraph init proposed the layers" : nil))
    }
    self.layers = layers
  }

  /// The rules file of the layers, as `depgraph.json` holds it, with a newline at the end.
  public var rulesJSON: String {
    let layers = layers.map { layer in
      var fields: [String] = [
        "\"name\": \(Self.quoted(layer.name))",
        "\"targets\": [" + layer.targets.map(Self.quoted).joined(separator: ", ") + "]",
      ]
      if layer.independent { fields.append("\"independent\": true") }
      if let because = layer.because { fields.append("\"because\": \(Self.quoted(because))") }
      return "    {\n      " + fields.joined(separator: ",\n      ") + "\n    }"
    }
    return "{\n  \"layers\": [\n" + layers.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  /// `text` as a JSON string.
  private static func quoted(_ text: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [text], options: [])) ?? Data()
    let array = String(decoding: data, as: UTF8.self)
    return String(array.dropFirst().dropLast())
  }

  /// Each target's package folder, relative to the report's root: "" for the root's own.
  private static func folders(of report: Report) -> [TargetName: String] {
    var folders: [TargetName: String] = [:]
    let root = report.root.hasSuffix("/") ? report.root : report.root + "/"
    for package in report.packages {
      let folder = package.path.hasPrefix(root) ? String(package.path.dropFirst(root.count)) : ""
      for target in package.targets { folders[target] = folder }
    }
    return folders
  }

  /// The name of a level's layer: the deepest folder that holds every target's package and
  /// no other level's target, else `level-N`.
  private static func name(
    of targets: [TargetName], level: Int, folders: [TargetName: String],
    byLevel: [Int: [TargetName]]
  ) -> String {
    let paths = targets.map { (folders[$0] ?? "").split(separator: "/").dropLast() }
    var common = paths.first.map(Array.init) ?? []
    for path in paths.dropFirst() {
      common = Array(zip(common, path).prefix { $0 == $1 }.map(\.0))
    }
    let prefix = common.joined(separator: "/") + "/"
    let others = byLevel.filter { $0.key != level }.values.joined()
    guard let last = common.last,
      !others.contains(where: { (folders[$0] ?? "").hasPrefix(prefix) })
    else { return "level-\(level + 1)" }
    return String(last)
  }

  /// The strongly connected components of the graph, each sorted, dependencies before the
  /// targets that depend on them (Tarjan's algorithm, without recursion).
  private static func stronglyConnected(
    _ nodes: [TargetName], _ dependencies: [TargetName: Set<TargetName>]
  ) -> [[TargetName]] {
    var index: [TargetName: Int] = [:]
    var lowest: [TargetName: Int] = [:]
    var onStack: Set<TargetName> = []
    var stack: [TargetName] = []
    var components: [[TargetName]] = []
    var counter = 0
    for start in nodes where index[start] == nil {
      // Each frame: a node and the dependencies left to visit.
      var frames: [(node: TargetName, next: [TargetName])] = []
      func enter(_ node: TargetName) {
        index[node] = counter
        lowest[node] = counter
        counter += 1
        stack.append(node)
        onStack.insert(node)
        frames.append((node, (dependencies[node] ?? []).sorted()))
      }
      enter(start)
      while var frame = frames.popLast() {
        if let next = frame.next.popLast() {
          frames.append(frame)
          if index[next] == nil {
            enter(next)
          } else if onStack.contains(next) {
            lowest[frame.node] = min(lowest[frame.node, default: 0], index[next, default: 0])
          }
          continue
        }
        if let parent = frames.last?.node {
          lowest[parent] = min(lowest[parent, default: 0], lowest[frame.node, default: 0])
        }
        guard lowest[frame.node] == index[frame.node] else { continue }
        var component: [TargetName] = []
        while let top = stack.popLast() {
          onStack.remove(top)
          component.append(top)
          if top == frame.node { break }
        }
        components.append(component.sorted())
      }
    }
    return components
  }
}
