/// What a ``SceneStack`` tells the object that mirrors it on screen, such as a UIKit adapter:
/// each accepted operation, with the scene instances it moved.
///
/// The stack calls its ``SceneStack/observer`` synchronously, once per accepted operation, after
/// its state and ``SceneStack/transitions`` have changed and before the operation returns; a
/// refused operation calls nothing. So the calls come one by one, in the stack's order, and an
/// observer never has to work out from the stack's final state what happened in between.
@MainActor
public protocol SceneStackObserver: AnyObject {
  /// `scene` was pushed on top of `stack`.
  func sceneStack(_ stack: SceneStack, didPush scene: any HeadlessScene)
  /// `scene`, the top of `stack`, was popped.
  func sceneStack(_ stack: SceneStack, didPop scene: any HeadlessScene)
  /// Every scene above the root was popped; `removed` lists them from the top down.
  func sceneStack(_ stack: SceneStack, didPopToRoot removed: [any HeadlessScene])
  /// `scene` was presented modally over `stack`.
  func sceneStack(_ stack: SceneStack, didPresent scene: any HeadlessScene)
  /// `scene`, the modally presented scene, was dismissed.
  func sceneStack(_ stack: SceneStack, didDismiss scene: any HeadlessScene)
}
