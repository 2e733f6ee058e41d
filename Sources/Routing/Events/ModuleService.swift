/// A module's entry point for events: it registers a handler for each event the module serves.
///
/// ```swift
/// public struct LoginService: ModuleService {
///   public static let moduleName = "LoginModule"
///   public func register(in router: EventRouter) throws(RouterError) {
///     try router.register(LoginEvent.FetchUserInfo.self, from: Self.moduleName) { event in
///       UserInfo(id: event.userID, name: "ada")
///     }
///   }
/// }
/// ```
public protocol ModuleService: Sendable {
  /// The name of the module the service belongs to, shown in the router's messages.
  static var moduleName: String { get }

  /// Registers one handler for each event the module serves.
  ///
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` when another
  ///   module already handles one of the events.
  func register(in router: EventRouter) throws(RouterError)
}
