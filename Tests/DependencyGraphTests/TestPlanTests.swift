import DependencyGraph
import Foundation
import TestSupport
import Testing

@Suite("Xcode test plans")
struct TestPlanTests {
  static let fixture = fixturePath("XcodeTesting")

  static func plan() throws -> String {
    try String(contentsOfFile: fixture + "/Testing.xctestplan", encoding: .utf8)
  }

  @Test("A target not reached is disabled, a reached one enabled; nothing else changes")
  func enabling() throws {
    let text = try Self.plan()
    let plan = try TestPlan(data: Data(text.utf8), file: "Testing.xctestplan")
    #expect(plan.targets == ["ReaderTests", "ReaderUITests"])
    let known: [TargetName] = ["ReaderTests", "ReaderUITests"]
    let edited = String(
      decoding: try plan.enabling(only: ["ReaderUITests"], known: known), as: UTF8.self)
    #expect(
      edited
        == text.replacingOccurrences(
          of:
            "    {\n      \"target\" : {\n        \"containerPath\" : \"container:Testing.xcodeproj\",\n        \"identifier\" : \"D50000000000000000000004\"",
          with:
            "    {\n      \"enabled\" : false,\n      \"target\" : {\n        \"containerPath\" : \"container:Testing.xcodeproj\",\n        \"identifier\" : \"D50000000000000000000004\""
        ).replacingOccurrences(
          of: "      \"enabled\" : false,\n      \"parallelizable\"",
          with: "      \"parallelizable\""))
    // Both reached: the disabled one is enabled, the other untouched; none: both disabled.
    let both = String(decoding: try plan.enabling(only: known, known: known), as: UTF8.self)
    #expect(!both.contains("\"enabled\""))
    let none = try plan.enabling(only: [], known: known)
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: none) as? [String: Any])
    let targets = try #require(decoded["testTargets"] as? [[String: Any]])
    #expect(targets.map { $0["enabled"] as? Bool } == [false, false])
    #expect(targets.map { $0["parallelizable"] as? Bool } == [nil, true])
  }

  @Test("An enabled member written last goes with the comma before it")
  func lastMember() throws {
    let text = """
      {"testTargets": [{"target": {"name": "A"}, "enabled": false}, {"target": {"name": "B"}}]}
      """
    let plan = try TestPlan(data: Data(text.utf8), file: "p.xctestplan")
    let edited = try plan.enabling(only: ["A", "B"], known: ["A", "B"])
    #expect(
      String(decoding: edited, as: UTF8.self)
        == #"{"testTargets": [{"target": {"name": "A"}}, {"target": {"name": "B"}}]}"#)
  }

  @Test(
    "A plan that cannot be used is refused, naming it",
    arguments: [
      ("not json", "it is not JSON"),
      (#"{"version": 1}"#, "it has no 'testTargets' list"),
      (#"{"testTargets": [{"enabled": true}]}"#, "testTargets[0] names no target"),
    ])
  func refused(_ text: String, _ reason: String) {
    #expect(
      throws: GraphError.configuration(.invalidTestPlan(file: "p.xctestplan", reason: reason))
    ) {
      try TestPlan(data: Data(text.utf8), file: "p.xctestplan")
    }
  }

  @Test("A plan that lists a target nobody has is refused")
  func unknownTarget() throws {
    let plan = try TestPlan(data: Data(try Self.plan().utf8), file: "Testing.xctestplan")
    #expect(
      throws: GraphError.configuration(
        .invalidTestPlan(
          file: "Testing.xctestplan",
          reason: "it lists ReaderUITests, which no project or package read has"))
    ) {
      try plan.enabling(only: [], known: ["ReaderTests"])
    }
  }
}
