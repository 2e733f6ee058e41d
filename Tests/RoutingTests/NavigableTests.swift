import Testing

@testable import Routing

@MainActor
@Suite("Navigable scenes")
struct NavigableTests {
  @Test("A stack attaches itself to a navigable scene it shows and detaches when it leaves")
  func attachAndDetach() throws {
    let root = SelfNavigatingScene("Root")
    let stack = try SceneStack(root: root)
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
    let stack = try SceneStack(root: root)
    try root.push(to: TestRoute.targetA)
    try root.push(to: NumberScene.self, input: 5)
    try root.push(to: EmptyScene.self)
    #expect(stack.titles == ["Root", "A", "Number 5", "Empty"])
  }

  @Test("A scene pops itself only from the top, never another; pop(toRoot:) pops all above")
  func popFromScene() throws {
    let root = SelfNavigatingScene("Root")
    let stack = try SceneStack(root: root)
    let middle = SelfNavigatingScene("Middle")
    try stack.push(middle)
    try stack.push(PlainScene("C"))
    let before = stack.snapshot
    #expect(
      throws: NavigationError.notOnTop(
        SceneRecord(middle), top: SceneRecord(title: "C", typeName: "PlainScene"))
    ) { try middle.pop() }
    #expect(stack.snapshot == before)
    try stack.pop()
    try middle.pop()
    #expect(stack.titles == ["Root"])
    try stack.push(PlainScene("A"))
    try stack.push(PlainScene("B"))
    try root.pop(toRoot: true)
    #expect(stack.titles == ["Root"])
  }

  @Test("A scene presents a scene over its stack, and a presented scene dismisses itself")
  func presentAndDismissFromScene() throws {
    let root = SelfNavigatingScene("Root")
    let stack = try SceneStack(root: root)
    #expect(throws: NavigationError.nothingPresented(top: SceneRecord(root))) {
      try root.dismiss()
    }
    let modal = SelfNavigatingScene("Modal")
    try root.present(modal)
    #expect(stack.presented === modal)
    #expect(throws: NavigationError.notOnTop(SceneRecord(root), top: SceneRecord(modal))) {
      try root.dismiss()
    }
    #expect(throws: NavigationError.blockedByModal(operation: .pop, modal: SceneRecord(modal))) {
      try modal.pop()
    }
    try modal.dismiss()
    #expect(stack.presented == nil)
    #expect(stack.transitions.count == 2)
  }

  @Test("A navigable scene lives on one stack at a time")
  func oneStackAtATime() throws {
    let shared = SelfNavigatingScene("Shared")
    let first = try SceneStack(root: SelfNavigatingScene("First"))
    let second = try SceneStack(root: SelfNavigatingScene("Second"))
    try first.push(shared)
    #expect(throws: NavigationError.sceneOnAnotherStack(SceneRecord(shared))) {
      try second.push(shared)
    }
    #expect(throws: NavigationError.sceneOnAnotherStack(SceneRecord(shared))) {
      try second.present(shared)
    }
    #expect(shared.navigationStack === first)
    #expect(second.titles == ["Second"])
    try first.pop()
    try second.push(shared)
    #expect(shared.navigationStack === second)
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
  func weakStack() throws {
    let root = SelfNavigatingScene("Root")
    do {
      let stack = try SceneStack(root: root)
      #expect(root.navigationStack === stack)
    }
    #expect(root.navigationStack == nil)
  }
}
