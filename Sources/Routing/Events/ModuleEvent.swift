/// A request that one module sends to another through an ``EventRouter``, with a typed result.
///
/// An event is a value type named for what it asks; its `Result` is what the caller gets back,
/// checked by the compiler. The module that handles it declares it publicly; callers need only
/// that declaration, never the module's service.
///
/// ```swift
/// public enum LoginEvent {
///   public struct FetchUserInfo: ModuleEvent {
///     public typealias Result = UserInfo
///     public let userID: Int
///   }
/// }
/// ```
///
/// ```swift
/// let info = try await router.send(LoginEvent.FetchUserInfo(userID: 42))  // a UserInfo
/// ```
public protocol ModuleEvent: Sendable {
  /// What handling the event gives back to its sender.
  associatedtype Result: Sendable
}

extension ModuleEvent {
  /// A handler of the event: it takes the event and returns the result its sender awaits.
  public typealias Handler = nonisolated(nonsending) @Sendable (Self) async throws -> Result

  /// A handler of the event that also receives the router delivering it, to send other
  /// modules' events through without capturing the router.
  public typealias RouterHandler =
    nonisolated(nonsending) @Sendable (Self, EventRouter) async throws -> Result

  /// The event type's name without its module, for example `LoginEvent.FetchUserInfo`.
  public static var eventName: String { EventName.of(Self.self) }
}

/// Names of event types for messages.
enum EventName {
  /// The type's name as written in its module, without the module's own name.
  static func of(_ type: Any.Type) -> String {
    let full = String(reflecting: type)
    guard let dot = full.firstIndex(of: ".") else { return full }
    return String(full[full.index(after: dot)...])
  }
}
