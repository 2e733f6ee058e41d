public import Routing

/// The login flow: presents the login scene, and finishes when the user logs in or cancels.
public final class LoginCoordinator: Coordinator {
  public let prefilledUsername: String?

  /// The name the user logged in with; `nil` until then, and after a cancel.
  public private(set) var loggedInUser: String?

  public init(navigationStack: SceneStack, username: String? = nil) {
    prefilledUsername = username
    super.init(navigationStack: navigationStack)
  }

  /// Presents the login scene.
  ///
  /// - Throws: The ``NavigationError`` of the refused presentation.
  public override func start() throws {
    try navigationStack.present(LoginScene(input: prefilledUsername))
  }

  /// Logs the user in: dismisses the login scene and finishes the flow.
  ///
  /// - Parameter username: The name the user logged in with.
  /// - Throws: The ``NavigationError`` of the refused dismissal; the flow then keeps running.
  public func logIn(as username: String) throws {
    try navigationStack.dismiss()
    loggedInUser = username
    finish()
  }

  /// Gives up: dismisses the login scene and finishes the flow without a user.
  ///
  /// - Throws: The ``NavigationError`` of the refused dismissal; the flow then keeps running.
  public func cancel() throws {
    try navigationStack.dismiss()
    finish()
  }
}
