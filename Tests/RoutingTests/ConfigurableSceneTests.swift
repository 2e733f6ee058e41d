import Testing

@testable import Routing

@MainActor
@Suite("Configurable scenes")
struct ConfigurableSceneTests {
  @Test("show(_:params:) hands the typed parameters to the scene, then pushes it")
  func showWithParameters() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let detail = DetailScene()
    try stack.show(detail, params: "anything")
    #expect(detail.text == "anything")
    #expect(stack.top === detail)
  }

  @Test("A scene without parameters uses the default set-up")
  func showWithoutParameters() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let scene = StaticScene()
    try stack.show(scene)
    #expect(stack.top === scene)
  }

  @Test("A refused show leaves the scene unconfigured and the stack unchanged")
  func refusedShow() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let detail = DetailScene()
    try stack.show(detail, params: "first")
    let before = stack.snapshot
    #expect(throws: NavigationError.sceneAlreadyShown(SceneRecord(detail))) {
      try stack.show(detail, params: "second")
    }
    #expect(detail.text == "first")
    #expect(stack.snapshot == before)
  }
}
