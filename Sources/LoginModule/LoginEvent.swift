public import Routing

/// The events `LoginModule` serves, each with its own result type.
///
/// Other modules send them through an `EventRouter` and never import `LoginModule`'s service.
public enum LoginEvent {
  /// Asks for the login scene, optionally prefilled.
  public struct OpenLogin: ModuleEvent {
    public typealias Result = LoginScene

    /// The user name to prefill, or `nil` for an empty form.
    public let username: String?

    public init(username: String? = nil) {
      self.username = username
    }
  }

  /// Asks for a user's public information.
  public struct FetchUserInfo: ModuleEvent {
    public typealias Result = UserInfo

    public let userID: Int

    public init(userID: Int) {
      self.userID = userID
    }
  }

  /// Every event type of the module, for validation at the composition root.
  public static let all: [any ModuleEvent.Type] = [OpenLogin.self, FetchUserInfo.self]
}

/// A user's public information.
public struct UserInfo: Hashable, Sendable {
  public let id: Int
  public let name: String

  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// Why `LoginModule` could not answer an event.
public enum LoginError: Error, Hashable, Sendable {
  /// No user has this id.
  case unknownUser(id: Int, known: [Int])
}

extension LoginError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unknownUser(let id, let known):
      "No user has the id \(id). Known ids: \(known.map(String.init).joined(separator: ", "))."
    }
  }
}
