/// A module's entry point for events: it offers a handler for each event the module serves.
///
/// ```swift
/// public struct LoginService: ModuleService {
///   public static let moduleName = "LoginModule"
///   public func register(in handlers: inout ServiceHandlers) throws(RouterError) {
///     try handlers.handle(LoginEvent.FetchUserInfo.self) { event in
///       UserInfo(id: event.userID, name: "ada")
///     }
///   }
/// }
/// ```
///
/// ``EventRouter/register(_:)`` calls ``register(in:)`` and adds what it collected, all of it
/// or none. A handler that needs another module takes the router as its second parameter.
public protocol ModuleService: Sendable {
  /// The name of the module the service belongs to, shown in the router's messages.
  static var moduleName: String { get }

  /// Adds one handler for each event the module serves, one call a handler:
  /// `try handlers.handle(Event.self) { event in ... }`. It replaces `register(in router:
  /// EventRouter)`, whose `router.register(Event.self, from:)` calls become these (see the
  /// Routing guide's "Upgrading").
  ///
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` when it offers
  ///   two handlers for one event type.
  func register(in handlers: inout ServiceHandlers) throws(RouterError)
}
