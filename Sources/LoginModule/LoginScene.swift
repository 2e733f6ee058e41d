public import Routing

/// The login screen, optionally prefilled with a user name.
///
/// It is an ``InputScene``: callers push it with its typed input,
/// `try stack.push(LoginScene.self, input: "ada")`, and a value of any other type does not
/// compile.
public final class LoginScene: InputScene, Navigable {
  /// The user name the form starts with; `nil` for an empty form.
  public let username: String?

  /// The stack that shows this scene, set by the stack.
  public weak var navigationStack: SceneStack?

  public let title: String = "Login"

  /// Creates the login screen.
  ///
  /// - Parameter input: The user name to prefill, or `nil` for an empty form.
  public init(input: String?) {
    username = input
  }

  /// Creates an empty login form, as the login catalog does.
  public convenience init() {
    self.init(input: nil)
  }

  /// Renders the form.
  ///
  /// - Returns: The user name field and the password field.
  public func render() -> String {
    "user name: \(username ?? "(empty)")\npassword: (empty)"
  }
}
