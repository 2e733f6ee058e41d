/// Drives one flow of scenes, such as login, and owns the coordinators of its sub-flows.
///
/// A parent keeps its children alive while they run; a child that calls ``finish()`` is
/// removed from its parent and, once nothing else holds it, released. Children refer to
/// their parent weakly, so no coordinator keeps another alive by accident.
///
/// ```swift
/// final class LoginCoordinator: Coordinator {
///   override func start() throws { try navigationStack.present(LoginScene(input: nil)) }
///   func submit() throws {
///     try navigationStack.dismiss()
///     finish()
///   }
/// }
/// ```
///
/// ```swift
/// try appCoordinator.startChild(LoginCoordinator(navigationStack: stack))
/// ```
@MainActor
open class Coordinator {
  /// The stack the flow shows its scenes on.
  public let navigationStack: SceneStack

  /// The running sub-flows, oldest first.
  public private(set) var children: [Coordinator] = []

  /// The coordinator that started this one, while it runs.
  public private(set) weak var parent: Coordinator?

  /// Whether ``finish()`` was called.
  public private(set) var isFinished = false

  /// Creates a coordinator that shows its scenes on `navigationStack`.
  ///
  /// - Parameter navigationStack: The stack the flow shows its scenes on.
  public init(navigationStack: SceneStack) {
    self.navigationStack = navigationStack
  }

  /// Shows the flow's first scene; subclasses override it. The default shows nothing.
  ///
  /// - Throws: Whatever showing the first scene throws; the flow is then not started.
  open func start() throws {}

  /// Called after a child finished and was removed; subclasses override it to act on the
  /// child's outcome. The default does nothing.
  open func childDidFinish(_ child: Coordinator) {}

  /// Adds `child` to ``children`` and starts it.
  ///
  /// - Parameter child: A coordinator that has never been started.
  /// - Throws: Whatever the child's ``start()`` throws; the child is then not kept.
  public func startChild(_ child: Coordinator) throws {
    precondition(child !== self, "A coordinator cannot be its own child.")
    precondition(
      child.parent == nil && !child.isFinished, "A coordinator is started once, by one parent.")
    children.append(child)
    child.parent = self
    do {
      try child.start()
    } catch {
      remove(child)
      throw error
    }
  }

  /// Ends the flow: finishes its children, then leaves its parent, which releases it.
  ///
  /// Calling it again does nothing.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    for child in children.reversed() { child.finish() }
    if let parent {
      parent.remove(self)
      parent.childDidFinish(self)
    }
  }

  private func remove(_ child: Coordinator) {
    children.removeAll { $0 === child }
    child.parent = nil
  }
}
