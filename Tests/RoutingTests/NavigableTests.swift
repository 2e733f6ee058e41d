import Testing

@testable import Routing

@MainActor
@Suite("Navigable scenes")
struct NavigableTests {
  @Test("A stack attaches itself to a navigable scene it shows and detaches when it leaves")
  func attachAndDetach() throws {
    let root = SelfNavigatingScene("Root")
    let stack = NavigationStack(root: root)
    #expect(root.navigationStack === stack)
    let pushed = SelfNavigatingScene("Pushed")
    try stack.push(pushed)
    #expect(pushed.navigationStack === stack)
    try stack.pop()
    #expect(pushed.navigationStack == nil)
    let modal = SelfNavigatingScene("Modal")
    try stack.present(modal)
    #expect(modal.navigationStack === stack)
    try stack.dismiss()
    #expect(modal.navigationStack == nil)
  }

  @Test("A scene pushes a route, a typed scene and an input-less scene on its own stack")
  func pushFromScene() throws {
    let root = SelfNavigatingScene("Root")
    let stack = NavigationStack(root: root)
    try root.push(to: TestRoute.targetA)
    try root.push(to: NumberScene.self, input: 5)
    try root.push(to: EmptyScene.self)
    #expect(stack.titles == ["Root", "A", "Number 5", "Empty"])
  }

  @Test("pop(toRoot:) pops one scene, or all of them above the root")
  func popFromScene() throws {
    let root = SelfNavigatingScene("Root")
    let stack = NavigationStack(root: root)
    try stack.push(PlainScene("A"))
    try stack.push(PlainScene("B"))
    try stack.push(PlainScene("C"))
    try root.pop()
    #expect(stack.titles == ["Root", "A", "B"])
    try root.pop(toRoot: true)
    #expect(stack.titles == ["Root"])
  }

  @Test("A scene that no stack shows cannot navigate")
  func notInStack() {
    let loose = SelfNavigatingScene("Loose")
    let expected = NavigationError.notInNavigationStack(
      SceneRecord(title: "Loose", typeName: "SelfNavigatingScene"))
    #expect(throws: expected) { try loose.push(to: TestRoute.targetA) }
    #expect(throws: expected) { try loose.pop() }
    #expect(throws: expected) { try loose.push(to: EmptyScene.self) }
  }

  @Test("A scene does not keep its stack alive")
  func weakStack() {
    let root = SelfNavigatingScene("Root")
    do {
      let stack = NavigationStack(root: root)
      #expect(root.navigationStack === stack)
    }
    #expect(root.navigationStack == nil)
  }
}
