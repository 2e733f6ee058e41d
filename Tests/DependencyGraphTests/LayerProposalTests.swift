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

@Suite("The flags a suggested command carries")
struct SourceArgumentsTests {
  @Test("What was read is named as the run named it, quoted for a shell where it must be")
  func arguments() {
    #expect(CheckRequest.Source.packages([]).arguments == "")
    #expect(CheckRequest.Source.packages(["."]).arguments == "")
    #expect(
      CheckRequest.Source.packages(["pkgs/My App"]).arguments == " --package-path 'pkgs/My App'")
    #expect(CheckRequest.Source.packages(["a", "b"]).arguments == "")
    #expect(CheckRequest.Source.workspace(".").arguments == " --workspace .")
    #expect(
      CheckRequest.Source.xcodeProject("App.xcodeproj").arguments == " --project App.xcodeproj")
    #expect(CheckRequest.Source.describeJSON("d.json", packagePath: nil).arguments == "")
    #expect(CheckRequest.Source.shellWord("it's") == #"'it'\''s'"#)
  }

  @Test("A finding's bridge suggestion carries them")
  func bridgeSuggestion() {
    var fixture = Fixture()
    fixture.add("A", dependsOn: ["B"], source: "import B\npublic struct Thing {}")
    fixture.add("B", source: "import A\nlet thing = Thing()")
    let report = fixture.analysis.check(
      rules: nil, packageRules: [:], sourceArguments: " --workspace apps")
    let texts = report.violations.flatMap { [$0.message] + $0.notes.map(\.message) }
    #expect(
      texts.contains { $0.contains("'depgraph bridge --workspace apps --from B --to A'") },
      "\(texts)")
  }
}
