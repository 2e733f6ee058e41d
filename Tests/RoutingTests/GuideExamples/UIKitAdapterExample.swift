import Routing
import Testing

// guide:begin adapter
/// What the adapter asks of the screen: in an iOS app, a `UINavigationController` (see below).
@MainActor
protocol SceneHost: AnyObject {
  associatedtype Screen
  func push(_ screen: Screen)
  func pop()
  func popToRoot()
  func present(_ screen: Screen)
  func dismiss()
}

/// Mirrors a `SceneStack` on a host, one transition at a time, in the stack's order.
@MainActor
final class SceneStackAdapter<Host: SceneHost>: SceneStackObserver {
  let stack: SceneStack
  let host: Host
  private let makeScreen: (any HeadlessScene) -> Host.Screen
  private var followingHost = false

  /// The host must already show `makeScreen(stack.scenes[0])` as its root.
  init(stack: SceneStack, host: Host, makeScreen: @escaping (any HeadlessScene) -> Host.Screen) {
    self.stack = stack
    self.host = host
    self.makeScreen = makeScreen
    stack.observer = self
  }

  /// Call when the host popped by itself (UIKit's swipe back): the stack follows, and the
  /// host is not asked to pop a second time.
  func hostDidPopBack() throws(NavigationError) {
    followingHost = true
    defer { followingHost = false }
    try stack.pop()
  }

  func sceneStack(_ stack: SceneStack, didPush scene: any HeadlessScene) {
    host.push(makeScreen(scene))
  }

  func sceneStack(_ stack: SceneStack, didPop scene: any HeadlessScene) {
    if !followingHost { host.pop() }
  }

  func sceneStack(_ stack: SceneStack, didPopToRoot removed: [any HeadlessScene]) {
    host.popToRoot()
  }

  func sceneStack(_ stack: SceneStack, didPresent scene: any HeadlessScene) {
    host.present(makeScreen(scene))
  }

  func sceneStack(_ stack: SceneStack, didDismiss scene: any HeadlessScene) {
    host.dismiss()
  }
}
// guide:end

/// A host that keeps its screens as titles, the way a navigation controller keeps its view
/// controllers.
@MainActor
final class RecordingHost: SceneHost {
  private(set) var screens: [String]
  private(set) var presented: String?
  private(set) var calls = 0

  init(root: String) { screens = [root] }

  func push(_ screen: String) {
    calls += 1
    screens.append(screen)
  }

  func pop() {
    calls += 1
    screens.removeLast()
  }

  func popToRoot() {
    calls += 1
    screens.removeSubrange(1...)
  }

  func present(_ screen: String) {
    calls += 1
    presented = screen
  }

  func dismiss() {
    calls += 1
    presented = nil
  }

  /// The user swipes back: the host pops by itself, then tells the adapter.
  func swipeBack(_ adapter: SceneStackAdapter<RecordingHost>) throws {
    screens.removeLast()
    try adapter.hostDidPopBack()
  }
}

@Suite("Guide example: a UIKit adapter, driven headlessly")
@MainActor
struct UIKitAdapterExampleTests {
  let stack: SceneStack
  let host = RecordingHost(root: "Home")

  init() throws {
    stack = try SceneStack(root: PlainScene("Home"))
  }

  func adapter() -> SceneStackAdapter<RecordingHost> {
    SceneStackAdapter(stack: stack, host: host) { $0.title }
  }

  @Test("Two pushes between looks at the host show two screens, each once")
  func twoPushes() throws {
    let adapter = adapter()
    try stack.push(PlainScene("A"))
    try stack.push(PlainScene("B"))
    #expect(host.screens == ["Home", "A", "B"])
    #expect(adapter.stack === stack)
  }

  @Test("Every kind of transition reaches the host in order, and it ends as the stack does")
  func everyTransition() throws {
    let adapter = adapter()
    try stack.push(PlainScene("A"))
    try stack.present(PlainScene("Login"))
    #expect(host.presented == "Login")
    try stack.dismiss()
    try stack.push(PlainScene("B"))
    try stack.pop()
    try stack.push(PlainScene("C"))
    try stack.popToRoot()
    #expect(host.screens == stack.titles)
    #expect(host.presented == nil)
    #expect(host.calls == stack.transitions.count)
    _ = adapter
  }

  @Test("A refused operation reaches neither the stack nor the host")
  func refusedOperation() throws {
    let adapter = adapter()
    #expect(
      throws: NavigationError.popAtRoot(root: SceneRecord(title: "Home", typeName: "PlainScene"))
    ) { try stack.pop() }
    #expect(host.calls == 0)
    _ = adapter
  }

  @Test("A swipe back pops the stack once and the host once")
  func swipeBack() throws {
    let adapter = adapter()
    try stack.push(PlainScene("A"))
    try host.swipeBack(adapter)
    #expect(stack.titles == ["Home"])
    #expect(host.screens == ["Home"])
    try stack.push(PlainScene("B"))
    try stack.pop()
    #expect(host.screens == ["Home"], "after a swipe, the adapter pops the host again")
  }
}
