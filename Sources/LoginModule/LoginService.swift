public import Routing

/// `LoginModule`'s service: it answers ``LoginEvent``s for the rest of the app.
public struct LoginService: ModuleService {
  /// The module's name in the router's messages.
  public static let moduleName = "LoginModule"

  private let users: [Int: String]

  public init(users: [Int: String] = [1: "ada", 42: "grace"]) {
    self.users = users
  }

  /// Registers the handlers of ``LoginEvent/OpenLogin`` and ``LoginEvent/FetchUserInfo``.
  ///
  public func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(LoginEvent.OpenLogin.self) { event in
      await LoginScene(input: event.username)
    }
    try handlers.handle(LoginEvent.FetchUserInfo.self) { event in
      try userInfo(id: event.userID)
    }
  }

  /// The information of one user.
  ///
  /// - Returns: The user's information.
  /// - Throws: ``LoginError/unknownUser(id:known:)`` for an unknown id.
  public func userInfo(id: Int) throws(LoginError) -> UserInfo {
    guard let name = users[id] else { throw .unknownUser(id: id, known: users.keys.sorted()) }
    return UserInfo(id: id, name: name)
  }
}
