import Routing
import Testing

/// Writes down every call with the titles of the scenes it carries.
@MainActor
final class ObserverLog: SceneStackObserver {
  private(set) var entries: [String] = []
  /// Every scene pushed, the instances themselves.
  private(set) var pushed: [any HeadlessScene] = []
  /// Run once, from inside the next `didPush`: a navigation made by the observer itself.
  var onNextPush: ((SceneStack) throws -> Void)?

  func sceneStack(_ stack: SceneStack, didPush scene: any HeadlessScene) {
    entries.append("push \(scene.title)")
    pushed.append(scene)
    if let action = onNextPush {
      onNextPush = nil
      try? action(stack)
    }
  }
  func sceneStack(_ stack: SceneStack, didPop scene: any HeadlessScene) {
    entries.append("pop \(scene.title)")
  }
  func sceneStack(_ stack: SceneStack, didPopToRoot removed: [any HeadlessScene]) {
    entries.append("pop to root \(removed.map(\.title))")
  }
  func sceneStack(_ stack: SceneStack, didPresent scene: any HeadlessScene) {
    entries.append("present \(scene.title)")
  }
  func sceneStack(_ stack: SceneStack, didDismiss scene: any HeadlessScene) {
    entries.append("dismiss \(scene.title)")
  }
}

@Suite("Scene stack observer")
@MainActor
struct SceneStackObserverTests {
  @Test("Each accepted operation is told once, in order, with the instances it moved")
  func toldInOrder() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let log = ObserverLog()
    stack.observer = log
    try stack.push(PlainScene("A"))
    try stack.push(PlainScene("B"))
    try stack.pop()
    try stack.present(PlainScene("M"))
    try stack.dismiss()
    try stack.push(PlainScene("C"))
    try stack.popToRoot()
    #expect(
      log.entries == [
        "push A", "push B", "pop B", "present M", "dismiss M", "push C",
        "pop to root [\"C\", \"A\"]",
      ])
    #expect(log.entries.count == stack.transitions.count)
  }

  @Test("The observer gets the very instance that moved")
  func sameInstance() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let log = ObserverLog()
    stack.observer = log
    let scene = PlainScene("A")
    try stack.push(scene)
    #expect(log.pushed.count == 1)
    #expect(log.pushed.first === scene)
  }

  @Test("A refused operation tells the observer nothing")
  func refusedIsSilent() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let log = ObserverLog()
    stack.observer = log
    let root = SceneRecord(title: "Root", typeName: "PlainScene")
    #expect(throws: NavigationError.popAtRoot(root: root)) { try stack.pop() }
    #expect(throws: NavigationError.nothingPresented(top: root)) { try stack.dismiss() }
    try stack.present(PlainScene("M"))
    #expect(
      throws: NavigationError.blockedByModal(
        operation: .push, modal: SceneRecord(title: "M", typeName: "PlainScene"))
    ) { try stack.push(PlainScene("X")) }
    #expect(log.entries == ["present M"])
  }

  @Test("A navigation made from inside a call is told after it, still in order")
  func reentrantNavigation() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    let log = ObserverLog()
    stack.observer = log
    log.onNextPush = { try $0.push(PlainScene("Pushed by the observer")) }
    try stack.push(PlainScene("A"))
    #expect(log.entries == ["push A", "push Pushed by the observer"])
    #expect(stack.titles == ["Root", "A", "Pushed by the observer"])
  }

  @Test("The stack holds its observer weakly")
  func weakObserver() throws {
    let stack = try SceneStack(root: PlainScene("Root"))
    weak var gone: ObserverLog?
    do {
      let log = ObserverLog()
      stack.observer = log
      gone = log
    }
    #expect(gone == nil)
    #expect(stack.observer == nil)
    try stack.push(PlainScene("A"))
  }
}
