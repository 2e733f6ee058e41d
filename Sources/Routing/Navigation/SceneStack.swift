/// An ordered stack of scenes with at most one modal scene over it: the headless navigation
/// controller.
///
/// Every accepted operation appends a ``SceneTransition`` to ``transitions`` and tells the
/// ``observer``; every refused one throws a ``NavigationError`` and changes nothing.
///
/// ```swift
/// let stack = try SceneStack(root: HomeScene())
/// try stack.push(DetailScene())
/// try stack.pop()
/// let transitions = stack.transitions  // [push Detail (DetailScene), pop Detail (DetailScene)]
/// ```
@MainActor
public final class SceneStack {
  /// The scenes on the stack, root first; never empty.
  public private(set) var scenes: [any HeadlessScene]

  /// The scene presented modally over the stack, if any.
  public private(set) var presented: (any HeadlessScene)?

  /// Every accepted operation, oldest first.
  public private(set) var transitions: [SceneTransition] = []

  /// The object told of each accepted operation as it happens, such as an adapter that mirrors
  /// the stack in UIKit. The stack holds it weakly, so an adapter that owns the stack can
  /// observe it without a reference cycle.
  public weak var observer: (any SceneStackObserver)?

  /// Creates a stack that shows `root`.
  ///
  /// - Parameter root: The scene at the bottom of the stack, which no pop removes.
  /// - Throws: ``NavigationError/sceneOnAnotherStack(_:)`` if another stack shows this
  ///   `Navigable` scene, as ``push(_:)->()`` does; that stack keeps it.
  public init(root: any HeadlessScene) throws(NavigationError) {
    if (root as? any Navigable)?.navigationStack != nil {
      throw .sceneOnAnotherStack(SceneRecord(root))
    }
    scenes = [root]
    attach(root)
  }

  /// A stack whose root was created by the caller just now, and so is on no other stack.
  init(newRoot root: some InputlessScene) {
    scenes = [root]
    attach(root)
  }

  /// The scene the user would see: the presented scene if there is one, else the top of the stack.
  public var visible: any HeadlessScene { presented ?? top }

  /// The scene on top of the stack, under any presented scene.
  public var top: any HeadlessScene { scenes[scenes.count - 1] }

  /// Whether ``pop()`` would succeed now.
  public var canPop: Bool { presented == nil && scenes.count > 1 }

  /// A value that records the stack's shape now, for comparing and printing.
  public var snapshot: NavigationSnapshot {
    NavigationSnapshot(
      stack: scenes.map(SceneRecord.init), presented: presented.map(SceneRecord.init))
  }

  /// Pushes a scene on top of the stack.
  ///
  /// - Parameter scene: A scene instance that is not shown yet.
  /// - Throws: ``NavigationError/blockedByModal(operation:modal:)`` while a scene is presented;
  ///   ``NavigationError/sceneAlreadyShown(_:)`` if this instance is already shown;
  ///   ``NavigationError/sceneOnAnotherStack(_:)`` if another stack shows this `Navigable` scene.
  /// - Complexity: O(*n*), where *n* is the number of scenes on the stack.
  public func push(_ scene: any HeadlessScene) throws(NavigationError) {
    try checkCanPush(scene)
    scenes.append(scene)
    attach(scene)
    transitions.append(.push(SceneRecord(scene)))
    observer?.sceneStack(self, didPush: scene)
  }

  /// Pops the top scene.
  ///
  /// - Returns: The scene that was removed.
  /// - Throws: ``NavigationError/popAtRoot(root:)`` when only the root is left;
  ///   ``NavigationError/blockedByModal(operation:modal:)`` while a scene is presented.
  @discardableResult
  public func pop() throws(NavigationError) -> any HeadlessScene {
    try checkNoModal(blocking: .pop)
    guard scenes.count > 1 else { throw .popAtRoot(root: SceneRecord(scenes[0])) }
    let removed = scenes.removeLast()
    detach(removed)
    transitions.append(.pop(SceneRecord(removed)))
    observer?.sceneStack(self, didPop: removed)
    return removed
  }

  /// Pops every scene above the root.
  ///
  /// - Returns: The removed scenes, top first.
  /// - Throws: ``NavigationError/popAtRoot(root:)`` when only the root is left;
  ///   ``NavigationError/blockedByModal(operation:modal:)`` while a scene is presented.
  @discardableResult
  public func popToRoot() throws(NavigationError) -> [any HeadlessScene] {
    try checkNoModal(blocking: .popToRoot)
    guard scenes.count > 1 else { throw .popAtRoot(root: SceneRecord(scenes[0])) }
    let removed = Array(scenes.dropFirst().reversed())
    scenes.removeSubrange(1...)
    removed.forEach(detach)
    transitions.append(.popToRoot(removed: removed.map(SceneRecord.init)))
    observer?.sceneStack(self, didPopToRoot: removed)
    return removed
  }

  /// Presents a scene modally over the stack.
  ///
  /// - Parameter scene: A scene instance that is not shown yet.
  /// - Throws: ``NavigationError/alreadyPresenting(presented:attempted:)`` if a scene is
  ///   presented; ``NavigationError/sceneAlreadyShown(_:)`` if this instance is already shown.
  public func present(_ scene: any HeadlessScene) throws(NavigationError) {
    if let presented {
      throw .alreadyPresenting(presented: SceneRecord(presented), attempted: SceneRecord(scene))
    }
    try checkNotShown(scene)
    presented = scene
    attach(scene)
    transitions.append(.present(SceneRecord(scene)))
    observer?.sceneStack(self, didPresent: scene)
  }

  /// Dismisses the presented scene.
  ///
  /// - Returns: The scene that was dismissed.
  /// - Throws: ``NavigationError/nothingPresented(top:)`` if no scene is presented.
  @discardableResult
  public func dismiss() throws(NavigationError) -> any HeadlessScene {
    guard let dismissed = presented else { throw .nothingPresented(top: SceneRecord(top)) }
    presented = nil
    detach(dismissed)
    transitions.append(.dismiss(SceneRecord(dismissed)))
    observer?.sceneStack(self, didDismiss: dismissed)
    return dismissed
  }

  /// Throws the error that ``push(_:)`` would throw for `scene`, without changing anything.
  ///
  /// Typed pushes call it before they configure a scene, so that a refused push leaves the
  /// scene untouched as well as the stack.
  func checkCanPush(_ scene: any HeadlessScene) throws(NavigationError) {
    try checkNoModal(blocking: .push)
    try checkNotShown(scene)
  }

  /// Throws when `scene` is shown already, by this stack or, for a `Navigable` scene, another.
  private func checkNotShown(_ scene: any HeadlessScene) throws(NavigationError) {
    guard !isShown(scene) else { throw .sceneAlreadyShown(SceneRecord(scene)) }
    if let other = (scene as? any Navigable)?.navigationStack, other !== self {
      throw .sceneOnAnotherStack(SceneRecord(scene))
    }
  }

  /// Throws ``NavigationError/blockedByModal(operation:modal:)`` while a scene is presented.
  func checkNoModal(blocking operation: NavigationError.StackOperation) throws(NavigationError) {
    if let presented { throw .blockedByModal(operation: operation, modal: SceneRecord(presented)) }
  }

  private func isShown(_ scene: any HeadlessScene) -> Bool {
    presented === scene || scenes.contains { $0 === scene }
  }

  private func attach(_ scene: any HeadlessScene) {
    (scene as? any Navigable)?.navigationStack = self
  }

  private func detach(_ scene: any HeadlessScene) {
    (scene as? any Navigable)?.navigationStack = nil
  }
}
