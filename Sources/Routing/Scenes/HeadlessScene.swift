/// A headless screen: the stand-in for a view controller, with a title and a text rendering.
///
/// Scenes are reference types because a navigation stack tracks them by identity, as a
/// navigation controller tracks its view controllers. They live on the main actor, like the
/// views they stand in for.
///
/// ```swift
/// final class GreetingScene: HeadlessScene {
///   let title: String = "Greeting"
///   func render() -> String { "Hello from a headless scene." }
/// }
/// ```
@MainActor
public protocol HeadlessScene: AnyObject {
  /// The title a navigation bar would show.
  var title: String { get }

  /// Renders the scene's content as text, one line per element, without the title.
  ///
  /// - Returns: The scene's content; an empty string for a scene that shows nothing.
  func render() -> String
}
