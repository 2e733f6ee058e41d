public import Routing

/// The scene catalogs of `LoginModule`: one per flow, as one storyboard per feature would be.
public enum LoginCatalogs {
  /// The login flow.
  public static let login = SceneCatalog(name: "Login", scenes: [LoginScene.self])
  /// The password recovery flow.
  public static let passwordRecovery = SceneCatalog(
    name: "PasswordRecovery", scenes: [PasswordRecoveryScene.self])
  /// The registration flow.
  public static let registration = SceneCatalog(
    name: "Registration", scenes: [RegistrationScene.self])
}

extension LoginScene: CatalogBased {
  /// The login catalog.
  public static var catalog: SceneCatalog { LoginCatalogs.login }
}

/// The scene that sends a password-reset message.
public final class PasswordRecoveryScene: CatalogBased {
  /// The password recovery catalog.
  public static var catalog: SceneCatalog { LoginCatalogs.passwordRecovery }
  /// The title a navigation bar would show.
  public let title: String = "Password Recovery"
  public init() {}
  /// Renders the form.
  ///
  /// - Returns: The e-mail field.
  public func render() -> String { "e-mail: (empty)" }
}

/// The scene that creates an account.
public final class RegistrationScene: CatalogBased {
  /// The registration catalog.
  public static var catalog: SceneCatalog { LoginCatalogs.registration }
  /// The title a navigation bar would show.
  public let title: String = "Registration"
  public init() {}
  /// Renders the form.
  ///
  /// - Returns: The fields of a new account.
  public func render() -> String { "user name: (empty)\ne-mail: (empty)" }
}
