import Foundation
import Testing

@testable import DependencyGraph

@Suite("Layer proposal: the levels of the graph as it is")
struct LayerProposalTests {
  @Test("Siblings with no edge between them are marked independent; a cycle's are not")
  func independentSiblings() {
    var fixture = Fixture()
    fixture.add("A", dependsOn: ["B", "C", "D"], source: "import B\nimport C\nimport D")
    fixture.add("B", dependsOn: [], source: "")
    fixture.add("C", dependsOn: [], source: "")
    fixture.add("D", dependsOn: ["E"], source: "import E")
    fixture.add("E", dependsOn: ["D"], source: "import D")
    let layers = LayerProposal(fixture.analysis.check()).layers
    #expect(layers.map(\.targets) == [["A"], ["B", "C", "D", "E"]])
    #expect(layers.map(\.independent) == [false, false])
    var acyclic = Fixture()
    acyclic.add("A", dependsOn: ["B", "C"], source: "import B\nimport C")
    acyclic.add("B", dependsOn: [], source: "")
    acyclic.add("C", dependsOn: [], source: "")
    let proposal = LayerProposal(acyclic.analysis.check())
    #expect(proposal.layers.map(\.independent) == [false, true])
    #expect(proposal.layers.map(\.name) == ["level-2", "level-1"])
  }

  @Test("An import alone makes an edge, so the rules hold for what the code does today")
  func importsCount() {
    var fixture = Fixture()
    fixture.add("A", dependsOn: [], source: "import B")
    fixture.add("B", dependsOn: [], source: "")
    #expect(LayerProposal(fixture.analysis.check()).layers.map(\.targets) == [["A"], ["B"]])
  }

  @Test("The rules file it writes is read back as the same layers")
  func rulesRoundTrip() throws {
    var fixture = Fixture()
    fixture.add("App \"One\"", dependsOn: ["Core"], source: "import Core")
    fixture.add("Core", dependsOn: [], source: "")
    let proposal = LayerProposal(fixture.analysis.check())
    let rules = try Rules(
      json: Data(proposal.rulesJSON.utf8), file: "depgraph.json", knownTargets: nil)
    #expect(rules.layers == proposal.layers)
  }
}
