/// Why a navigation stack refused an operation; the stack is unchanged after each of these.
public enum NavigationError: Error, Hashable, Sendable {
  /// The operation would have removed the root scene, which a stack always keeps.
  case popAtRoot(root: SceneRecord)
  /// `dismiss()` was called while no scene was presented.
  case nothingPresented(top: SceneRecord)
  /// The scene instance is already on the stack or presented; a scene is shown once at a time.
  case sceneAlreadyShown(SceneRecord)
  /// A scene is already presented; the stack presents one modal scene at a time.
  case alreadyPresenting(presented: SceneRecord, attempted: SceneRecord)
  /// A stack operation was attempted while a modal scene covers the stack.
  case blockedByModal(operation: StackOperation, modal: SceneRecord)
  /// A `Navigable` scene asked to navigate, but no navigation stack shows it.
  case notInNavigationStack(SceneRecord)
  /// The `Navigable` scene instance is shown by another navigation stack.
  case sceneOnAnotherStack(SceneRecord)
  /// A scene asked to pop itself, or dismiss itself, but another scene is above it.
  case notOnTop(SceneRecord, top: SceneRecord)

  /// The stack operations that a presented modal scene blocks.
  public enum StackOperation: String, Hashable, Sendable {
    case push
    case pop
    case popToRoot = "pop to root"
  }
}

extension NavigationError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .popAtRoot(let root):
      "Cannot pop: \(root) is the root scene and stays on the stack. "
        + "Check `canPop` before popping."
    case .nothingPresented(let top):
      "Cannot dismiss: nothing is presented over \(top). Present a scene before dismissing it."
    case .sceneAlreadyShown(let scene):
      "Cannot show \(scene): this instance is already on the stack. "
        + "Create a new scene for each push or presentation."
    case .alreadyPresenting(let presented, let attempted):
      "Cannot present \(attempted): \(presented) is already presented. Dismiss it first."
    case .blockedByModal(let operation, let modal):
      "Cannot \(operation.rawValue) while \(modal) is presented over the stack. Dismiss it first."
    case .sceneOnAnotherStack(let scene):
      "Cannot show \(scene): another navigation stack shows this instance. "
        + "Create a new scene for each stack."
    case .notOnTop(let scene, let top):
      "\(scene) cannot leave its stack: \(top) is above it. Pop or dismiss that one first."
    case .notInNavigationStack(let scene):
      "\(scene) cannot navigate: no navigation stack shows it. "
        + "Push or present it on a stack first."
    }
  }
}
