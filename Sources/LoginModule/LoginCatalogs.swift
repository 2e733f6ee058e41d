public import Routing

/// The scene catalogs of `LoginModule`: one per flow, as one storyboard per feature would be.
public enum LoginCatalogs {
  public static let login = SceneCatalog(name: "Login", scenes: [LoginScene.self])
  public static let passwordRecovery = SceneCatalog(
    name: "PasswordRecovery", scenes: [PasswordRecoveryScene.self])
  public static let registration = SceneCatalog(
    name: "Registration", scenes: [RegistrationScene.self])
}

extension LoginScene: CatalogBased {
  public static var catalog: SceneCatalog { LoginCatalogs.login }
}

/// The scene that sends a password-reset message.
public final class PasswordRecoveryScene: CatalogBased {
  public static var catalog: SceneCatalog { LoginCatalogs.passwordRecovery }
  public let title: String = "Password Recovery"
  public init() {}
  /// Renders the form.
  ///
  /// - Returns: The e-mail field.
  public func render() -> String { "e-mail: (empty)" }
}

/// The scene that creates an account.
public final class RegistrationScene: CatalogBased {
  public static var catalog: SceneCatalog { LoginCatalogs.registration }
  public let title: String = "Registration"
  public init() {}
  /// Renders the form.
  ///
  /// - Returns: The fields of a new account.
  public func render() -> String { "user name: (empty)\ne-mail: (empty)" }
}
