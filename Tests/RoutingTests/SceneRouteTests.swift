import Testing

@testable import Routing

@MainActor
@Suite("Scene routes")
struct SceneRouteTests {
  @Test("Each enum case builds its own scene with its associated values")
  func casesBuildScenes() throws {
    #expect(TestRoute.targetA.makeScene().title == "A")
    let numbered = try #require(TestRoute.targetB(number: 7).makeScene() as? NumberScene)
    #expect(numbered.number == 7)
  }

  @Test("Pushing a route pushes the scene it builds")
  func pushRoute() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let scene = try stack.push(TestRoute.targetB(number: 3))
    #expect(stack.top === scene)
    #expect(stack.titles == ["Root", "Number 3"])
  }

  @Test("A route that needs a context receives it")
  func routeWithContext() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    try stack.push(PrefixedRoute.named("Settings"), in: "App ")
    #expect(stack.titles == ["Root", "App Settings"])
  }

  @Test("A route pushed under a modal scene is refused and changes nothing")
  func routeBlockedByModal() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    try stack.present(PlainScene("Modal"))
    let before = stack.snapshot
    #expect(
      throws: NavigationError.blockedByModal(
        operation: .push, modal: SceneRecord(title: "Modal", typeName: "PlainScene"))
    ) { try stack.push(TestRoute.targetA) }
    #expect(stack.snapshot == before)
  }
}
