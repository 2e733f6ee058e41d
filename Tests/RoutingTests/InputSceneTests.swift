import Testing

@testable import Routing

@MainActor
@Suite("Typed-input scenes")
struct InputSceneTests {
  @Test("A scene is built from its typed input and pushed", arguments: [0, 42, -1])
  func pushWithInput(_ number: Int) throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let scene = try stack.push(NumberScene.self, input: number)
    #expect(scene.number == number)
    #expect(stack.top === scene)
  }

  @Test("An input-less scene is built and pushed")
  func pushWithoutInput() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let scene = try stack.push(EmptyScene.self)
    #expect(stack.top === scene)
  }

  @Test("A push refused under a modal scene builds no scene")
  func refusedPushBuildsNothing() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    try stack.present(PlainScene("Modal"))
    let probe = BuildProbe()
    #expect(
      throws: NavigationError.blockedByModal(
        operation: .push, modal: SceneRecord(title: "Modal", typeName: "PlainScene"))
    ) { try stack.push(ProbedScene.self, input: probe) }
    #expect(probe.built == 0)
    #expect(stack.titles == ["Root"])
    try stack.dismiss()
    try stack.push(ProbedScene.self, input: probe)
    #expect(probe.built == 1)
  }
}
