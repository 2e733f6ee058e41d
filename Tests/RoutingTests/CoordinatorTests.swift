import Testing

@testable import Routing

/// A flow that presents one scene and finishes by dismissing it.
@MainActor
final class ModalFlow: Coordinator {
  var finishedChildren: [Coordinator] = []

  override func start() throws {
    try navigationStack.present(PlainScene("Flow"))
  }

  func complete() throws {
    try navigationStack.dismiss()
    finish()
  }

  override func childDidFinish(_ child: Coordinator) {
    finishedChildren.append(child)
  }
}

/// A flow whose start always fails.
@MainActor
final class FailingFlow: Coordinator {
  override func start() throws {
    try navigationStack.pop()
  }
}

@MainActor
@Suite("Coordinators")
struct CoordinatorTests {
  @Test("A finished child is removed from its parent and released")
  func childIsReleased() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let root = ModalFlow(navigationStack: stack)
    weak var released: ModalFlow?
    do {
      let child = ModalFlow(navigationStack: stack)
      released = child
      try root.startChild(child)
      #expect(root.children.count == 1)
      #expect(child.parent === root)
      #expect(stack.presented?.title == "Flow")
      try child.complete()
      #expect(child.isFinished)
      #expect(child.parent == nil)
      #expect(root.finishedChildren.count == 1)
      root.finishedChildren.removeAll()
    }
    #expect(root.children.isEmpty)
    #expect(released == nil)
    #expect(stack.presented == nil)
  }

  @Test("Finishing a parent finishes and releases its whole subtree")
  func subtreeIsReleased() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let root = Coordinator(navigationStack: stack)
    weak var middleRef: Coordinator?
    weak var leafRef: Coordinator?
    do {
      let middle = Coordinator(navigationStack: stack)
      let leaf = Coordinator(navigationStack: stack)
      middleRef = middle
      leafRef = leaf
      try root.startChild(middle)
      try middle.startChild(leaf)
      middle.finish()
      #expect(leaf.isFinished)
      #expect(middle.children.isEmpty)
    }
    #expect(root.children.isEmpty)
    #expect(middleRef == nil)
    #expect(leafRef == nil)
  }

  @Test("A child whose start fails is not kept, and its error reaches the parent's caller")
  func failedStart() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let root = Coordinator(navigationStack: stack)
    weak var released: FailingFlow?
    do {
      let child = FailingFlow(navigationStack: stack)
      released = child
      #expect(throws: NavigationError.popAtRoot(root: SceneRecord(stack.top))) {
        try root.startChild(child)
      }
      #expect(child.parent == nil)
    }
    #expect(root.children.isEmpty)
    #expect(released == nil)
  }

  @Test("Finishing twice, or finishing the root, is harmless")
  func finishTwice() throws {
    let root = Coordinator(navigationStack: try SceneStack(root: PlainScene("Root")))
    let child = Coordinator(navigationStack: root.navigationStack)
    try root.startChild(child)
    child.finish()
    child.finish()
    root.finish()
    #expect(root.isFinished)
    #expect(root.children.isEmpty)
  }
}
