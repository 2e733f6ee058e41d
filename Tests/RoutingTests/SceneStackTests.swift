import Testing

@testable import Routing

@MainActor
@Suite("Navigation stack")
struct NavigationStackTests {
  @Test("A new stack holds only its root and has recorded nothing")
  func newStack() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    #expect(stack.titles == ["Root"])
    #expect(stack.presented == nil)
    #expect(stack.transitions.isEmpty)
    #expect(!stack.canPop)
    #expect(stack.visible.title == "Root")
  }

  @Test("Push then pop records both transitions and returns the popped scene")
  func pushAndPop() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let detail = PlainScene("Detail")
    try stack.push(detail)
    #expect(stack.titles == ["Root", "Detail"])
    #expect(stack.top === detail)
    #expect(stack.canPop)
    let popped = try stack.pop()
    #expect(popped === detail)
    #expect(stack.titles == ["Root"])
    let record = SceneRecord(title: "Detail", typeName: "PlainScene")
    #expect(stack.transitions == [.push(record), .pop(record)])
  }

  @Test("Pop to root removes every scene above the root, top first")
  func popToRoot() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    try stack.push(PlainScene("A"))
    try stack.push(PlainScene("B"))
    let removed = try stack.popToRoot()
    #expect(removed.map(\.title) == ["B", "A"])
    #expect(stack.titles == ["Root"])
    #expect(
      stack.transitions.last
        == .popToRoot(removed: [
          SceneRecord(title: "B", typeName: "PlainScene"),
          SceneRecord(title: "A", typeName: "PlainScene"),
        ]))
  }

  @Test("Present and dismiss a modal scene over the stack")
  func presentAndDismiss() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let modal = PlainScene("Modal")
    try stack.present(modal)
    #expect(stack.presented === modal)
    #expect(stack.visible === modal)
    #expect(stack.top.title == "Root")
    #expect(!stack.canPop)
    let dismissed = try stack.dismiss()
    #expect(dismissed === modal)
    #expect(stack.presented == nil)
    let record = SceneRecord(title: "Modal", typeName: "PlainScene")
    #expect(stack.transitions == [.present(record), .dismiss(record)])
  }

  @Test("The snapshot lists the modal scene, then the stack from the top")
  func snapshotDescription() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    try stack.push(PlainScene("A"))
    try stack.present(PlainScene("M"))
    #expect(
      stack.snapshot.description == """
          modal  M (PlainScene)
          1      A (PlainScene)
          root   Root (PlainScene)
        """)
  }

  /// One refused operation: how to set the stack up, what to try, and the error expected.
  struct Refusal: CustomStringConvertible, Sendable {
    let description: String
    let setUp: @MainActor @Sendable (SceneStack) throws -> Void
    let attempt: @MainActor @Sendable (SceneStack) throws -> Void
    let expected: NavigationError
  }

  nonisolated static let root = SceneRecord(title: "Root", typeName: "PlainScene")
  nonisolated static let modal = SceneRecord(title: "Modal", typeName: "PlainScene")

  nonisolated static let refusals: [Refusal] = [
    Refusal(
      description: "pop at the root",
      setUp: { _ in },
      attempt: { stack in try stack.pop() },
      expected: .popAtRoot(root: root)),
    Refusal(
      description: "pop to root at the root",
      setUp: { _ in },
      attempt: { stack in try stack.popToRoot() },
      expected: .popAtRoot(root: root)),
    Refusal(
      description: "dismiss with nothing presented",
      setUp: { stack in try stack.push(PlainScene("A")) },
      attempt: { stack in try stack.dismiss() },
      expected: .nothingPresented(top: SceneRecord(title: "A", typeName: "PlainScene"))),
    Refusal(
      description: "push the root instance again",
      setUp: { _ in },
      attempt: { stack in try stack.push(stack.top) },
      expected: .sceneAlreadyShown(root)),
    Refusal(
      description: "push a scene that is already in the middle of the stack",
      setUp: { stack in
        try stack.push(PlainScene("A"))
        try stack.push(PlainScene("B"))
      },
      attempt: { stack in try stack.push(stack.scenes[1]) },
      expected: .sceneAlreadyShown(SceneRecord(title: "A", typeName: "PlainScene"))),
    Refusal(
      description: "present the top scene of the stack",
      setUp: { _ in },
      attempt: { stack in try stack.present(stack.top) },
      expected: .sceneAlreadyShown(root)),
    Refusal(
      description: "present while presenting",
      setUp: { stack in try stack.present(PlainScene("Modal")) },
      attempt: { stack in try stack.present(PlainScene("Second")) },
      expected: .alreadyPresenting(
        presented: modal, attempted: SceneRecord(title: "Second", typeName: "PlainScene"))),
    Refusal(
      description: "push under a modal scene",
      setUp: { stack in try stack.present(PlainScene("Modal")) },
      attempt: { stack in try stack.push(PlainScene("A")) },
      expected: .blockedByModal(operation: .push, modal: modal)),
    Refusal(
      description: "pop under a modal scene",
      setUp: { stack in
        try stack.push(PlainScene("A"))
        try stack.present(PlainScene("Modal"))
      },
      attempt: { stack in try stack.pop() },
      expected: .blockedByModal(operation: .pop, modal: modal)),
    Refusal(
      description: "pop to root under a modal scene",
      setUp: { stack in
        try stack.push(PlainScene("A"))
        try stack.present(PlainScene("Modal"))
      },
      attempt: { stack in try stack.popToRoot() },
      expected: .blockedByModal(operation: .popToRoot, modal: modal)),
  ]

  @Test("A refused operation throws its error and leaves the stack unchanged", arguments: refusals)
  func refusedOperation(_ refusal: Refusal) throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    try refusal.setUp(stack)
    let snapshot = stack.snapshot
    let transitions = stack.transitions
    let identities = stack.scenes.map(ObjectIdentifier.init)
    #expect(throws: refusal.expected) { try refusal.attempt(stack) }
    #expect(stack.snapshot == snapshot)
    #expect(stack.transitions == transitions)
    #expect(stack.scenes.map(ObjectIdentifier.init) == identities)
  }

  @Test("A popped scene can be pushed again")
  func repushAfterPop() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let scene = PlainScene("A")
    try stack.push(scene)
    try stack.pop()
    try stack.push(scene)
    #expect(stack.top === scene)
  }

  @Test("The stack keeps no scene alive after it leaves")
  func releasesPoppedScenes() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    weak var released: PlainScene?
    do {
      let scene = PlainScene("A")
      released = scene
      try stack.push(scene)
      try stack.pop()
    }
    #expect(released == nil)
  }

  @Test("A stack refuses a root that another stack shows, and that stack keeps it")
  func rootOnAnotherStack() throws {
    let scene = SelfNavigatingScene("Shared")
    let first = try SceneStack(root: PlainScene("Root"))
    try first.push(scene)
    let before = first.snapshot
    #expect(throws: NavigationError.sceneOnAnotherStack(SceneRecord(scene))) {
      _ = try SceneStack(root: scene)
    }
    #expect(scene.navigationStack === first)
    #expect(first.snapshot == before)
  }
}
