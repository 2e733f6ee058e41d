import DependencyGraph
import Testing

@Suite("Target graph")
struct TargetGraphTests {
  static let layered = TargetGraph(edges: [
    "App": ["Feature", "Core"], "Feature": ["Framework"], "Framework": ["Core"], "Core": [],
  ])

  @Test("Nodes and edges are sorted, and unknown names have no dependencies")
  func nodesAndEdges() {
    #expect(Self.layered.nodes == ["App", "Core", "Feature", "Framework"])
    #expect(Self.layered.dependencies(of: "App") == ["Core", "Feature"])
    #expect(Self.layered.dependencies(of: "Nope") == [])
    #expect(
      Self.layered.edges.map { "\($0.from)>\($0.to)" } == [
        "App>Core", "App>Feature", "Feature>Framework", "Framework>Core",
      ])
  }

  @Test(
    "The shortest path, first in name order among equals",
    arguments: [
      ("App", "Core", ["App", "Core"] as [TargetName]?),
      ("Feature", "Core", ["Feature", "Framework", "Core"]),
      ("Core", "App", nil),
      ("App", "Nope", nil),
    ] as [(TargetName, TargetName, [TargetName]?)])
  func paths(_ from: TargetName, _ to: TargetName, _ expected: [TargetName]?) {
    #expect(Self.layered.path(from: from, to: to) == expected)
  }

  @Test("The closure holds everything reachable, and a node only when it is on a cycle")
  func closure() {
    #expect(Self.layered.closure(of: "Feature") == ["Framework", "Core"])
    #expect(Self.layered.closure(of: "Core").isEmpty)
    let cyclic = TargetGraph(edges: ["A": ["B"], "B": ["A"]])
    #expect(cyclic.closure(of: "A") == ["A", "B"])
  }

  @Test("Each cycle is reported once, from its first name, as a closed path")
  func cycles() {
    let graph = TargetGraph(edges: [
      "C": ["A"], "A": ["B"], "B": ["C", "D"], "D": [], "Self": ["Self"],
      "X": ["Y"], "Y": ["X"], "Free": ["A"],
    ])
    #expect(graph.cycles == [["A", "B", "C", "A"], ["Self", "Self"], ["X", "Y", "X"]])
    #expect(Self.layered.cycles.isEmpty)
  }

  @Test("A long chain neither recurses deeply nor misses its cycle")
  func longChain() {
    let count = 50_000
    var edges: [TargetName: [TargetName]] = [:]
    for index in 0..<count { edges[TargetName("n\(index)")] = [TargetName("n\(index + 1)")] }
    edges[TargetName("n\(count)")] = ["n0"]
    let cycles = TargetGraph(edges: edges).cycles
    #expect(cycles.count == 1)
    #expect(cycles.first?.count == count + 2)
  }

  @Test("A package's graph leaves out dependencies on targets it does not have")
  func fromPackage() {
    let package = SwiftPackage(
      name: "P", root: "/p",
      targets: [
        Target(name: "A", path: "Sources/A", targetDependencies: ["B", "Ghost"]),
        Target(name: "B", path: "Sources/B"),
      ])
    let graph = TargetGraph(package)
    #expect(graph.nodes == ["A", "B"])
    #expect(graph.dependencies(of: "A") == ["B"])
  }
}
