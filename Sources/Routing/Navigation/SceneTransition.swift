/// One change that a navigation stack made, in the order it made it.
public enum SceneTransition: Hashable, Sendable {
  /// A scene was pushed on top of the stack.
  case push(SceneRecord)
  /// The top scene was popped.
  case pop(SceneRecord)
  /// Every scene above the root was popped; `removed` lists them from the top down.
  case popToRoot(removed: [SceneRecord])
  /// A scene was presented modally over the stack.
  case present(SceneRecord)
  /// The modally presented scene was dismissed.
  case dismiss(SceneRecord)
}

extension SceneTransition: CustomStringConvertible {
  public var description: String {
    switch self {
    case .push(let scene): "push \(scene)"
    case .pop(let scene): "pop \(scene)"
    case .popToRoot(let removed):
      "pop to root, removing \(removed.map(\.title).joined(separator: ", "))"
    case .present(let scene): "present \(scene)"
    case .dismiss(let scene): "dismiss \(scene)"
    }
  }
}
