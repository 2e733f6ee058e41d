/// Delivers module events to the one handler registered for each event type.
///
/// The composition root creates the router, registers each module's service, and passes the
/// router to whoever sends events. Dispatch looks the handler up by the identity of the event's
/// type in a hash table, so its cost does not grow with the number of modules; the router is
/// safe to use from many tasks at once.
///
/// ```swift
/// let router = EventRouter(registrationSite: "AppComposition.makeRouter()")
/// try router.register(LoginService())
/// let info = try await router.send(LoginEvent.FetchUserInfo(userID: 42))  // a UserInfo
/// ```
public final class EventRouter: Sendable {
  /// The handlers, and who registered each, keyed by `ObjectIdentifier` of the event type.
  /// Dispatch reads `handlers`, so they have the faster table; the names, read when
  /// registering, validating and writing messages, stay in a `Dictionary`.
  private struct Table: Sendable {
    /// An `EventHandler<Event>` under the key of `Event`; kept apart from the names so that
    /// dispatch copies one reference and nothing else.
    var handlers = HandlerTable()
    /// The event's name and the registering module's name, for messages.
    var names: [ObjectIdentifier: (event: String, module: String)] = [:]
  }

  /// Dispatch reads it under the lock too: a replaced handler is released as soon as no send
  /// holds it, and the table keeps nothing but what it holds.
  private let table = Locked(Table())
  private let registrationSite: String

  /// Creates a router with no handlers.
  ///
  /// - Parameter registrationSite: Where handlers are registered, named in the message of a
  ///   missing handler, for example `AppComposition.makeRouter()`.
  public init(registrationSite: String = "the composition root") {
    self.registrationSite = registrationSite
  }

  /// Registers the handler of one event type.
  ///
  /// - Parameters:
  ///   - event: The event type.
  ///   - module: The name of the module that handles it, for messages.
  ///   - handler: Handles one event and returns its result.
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` when the event
  ///   type already has a handler; the existing one stays.
  /// - Complexity: O(1) on average.
  public func register<Event: ModuleEvent>(
    _ event: Event.Type,
    from module: String,
    handler: @escaping Event.Handler
  ) throws(RouterError) {
    try register(event, from: module, with: EventHandler(.event(handler)))
  }

  /// Registers the handler of one event type; it receives this router, to send other modules'
  /// events through without capturing it.
  ///
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` when the event
  ///   type already has a handler; the existing one stays.
  public func register<Event: ModuleEvent>(
    _ event: Event.Type,
    from module: String,
    handler: @escaping Event.RouterHandler
  ) throws(RouterError) {
    try register(event, from: module, with: EventHandler(.eventAndRouter(handler)))
  }

  private func register<Event: ModuleEvent>(
    _ event: Event.Type, from module: String, with handler: EventHandler<Event>
  ) throws(RouterError) {
    var handlers = ServiceHandlers(module: module)
    try handlers.add(handler, for: event)
    try add(handlers)
  }

  /// Registers every handler of a module's service, or none of them.
  ///
  /// The service fills a ``ServiceHandlers`` of its own first; its handlers then join this
  /// router together, so a service refused for one event leaves no handler of another behind.
  ///
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` when another
  ///   module already handles one of its events, or the service offers two handlers for one;
  ///   nothing is registered then.
  public func register<Service: ModuleService>(_ service: Service) throws(RouterError) {
    var handlers = ServiceHandlers(module: Service.moduleName)
    try service.register(in: &handlers)
    try add(handlers)
  }

  /// Replaces the handler of an event type that has one, for example so that a test can run
  /// the app's own router with one module's handler swapped for a stand-in.
  ///
  /// - Parameters:
  ///   - event: The event type.
  ///   - module: The name of the module that handles it now, for messages.
  ///   - handler: Handles one event and returns its result.
  /// - Throws: ``RouterError/noHandler(event:registered:registrationSite:)`` when the event
  ///   type has no handler to replace; nothing changes then.
  public func replace<Event: ModuleEvent>(
    _ event: Event.Type,
    from module: String,
    handler: @escaping Event.Handler
  ) throws(RouterError) {
    try replace(event, from: module, with: EventHandler(.event(handler)))
  }

  /// Replaces the handler of an event type that has one with a handler that receives this
  /// router.
  ///
  /// - Throws: ``RouterError/noHandler(event:registered:registrationSite:)`` when the event
  ///   type has no handler to replace; nothing changes then.
  public func replace<Event: ModuleEvent>(
    _ event: Event.Type,
    from module: String,
    handler: @escaping Event.RouterHandler
  ) throws(RouterError) {
    try replace(event, from: module, with: EventHandler(.eventAndRouter(handler)))
  }

  private func replace<Event: ModuleEvent>(
    _ event: Event.Type, from module: String, with handler: EventHandler<Event>
  ) throws(RouterError) {
    let key = ObjectIdentifier(event)
    let replaced = table.withLock { table -> Bool in
      guard table.handlers.replace(handler, for: key) else { return false }
      table.names[key] = (Event.eventName, module)
      return true
    }
    if !replaced {
      throw .noHandler(
        event: Event.eventName, registered: registeredEvents, registrationSite: registrationSite)
    }
  }

  /// Adds every handler of `incoming` in one step under the lock, or none when this router
  /// already handles one of their events.
  private func add(_ incoming: ServiceHandlers) throws(RouterError) {
    let clash = table.withLock { table -> (event: String, module: String)? in
      for entry in incoming.entries.sorted(by: { $0.event < $1.event }) {
        if let existing = table.names[entry.key] { return (entry.event, existing.module) }
      }
      for entry in incoming.entries {
        table.handlers.insert(entry.handler, for: entry.key)
        table.names[entry.key] = (entry.event, incoming.module)
      }
      return nil
    }
    if let clash {
      throw .duplicateHandler(
        event: clash.event, registeredBy: clash.module, rejected: incoming.module)
    }
  }

  /// Sends an event to its handler and returns the handler's result.
  ///
  /// - Returns: The result the handler gave, of the event's own `Result` type.
  /// - Throws: ``RouterError/noHandler(event:registered:registrationSite:)`` when no handler is
  ///   registered for the event's type, or whatever the handler throws.
  /// - Complexity: O(1) on average, plus the handler's own work.
  @inlinable
  nonisolated(nonsending) public func send<Event: ModuleEvent>(_ event: Event) async throws
    -> Event.Result
  {
    // Inlinable so that the caller calls the handler directly, specialized for the event type:
    // one async frame fewer per send, and no generic metadata to look up at run time.
    // Caller-isolated, so that sending does not hop executors.
    let handler = try handlerObject(for: ObjectIdentifier(Event.self), event: Event.self)
    // The table is keyed by `ObjectIdentifier(Event.self)` and `register` stores only an
    // `EventHandler<Event>` under that key, so the cast cannot fail.
    switch unsafeDowncast(handler, to: EventHandler<Event>.self).body {
    case .event(let body): return try await body(event)
    case .eventAndRouter(let body): return try await body(event, self)
    }
  }

  /// Sends an event and calls `completion` with the result: the classic router's callback form, built
  /// on ``send(_:)``.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - completion: Called once, on an arbitrary task, with the result or the error.
  public func send<Event: ModuleEvent>(
    _ event: Event,
    completion: @escaping @Sendable (Result<Event.Result, any Error>) -> Void
  ) {
    Task {
      do {
        completion(.success(try await send(event)))
      } catch {
        completion(.failure(error))
      }
    }
  }

  /// Checks that each listed event type has a handler.
  ///
  /// Call it from a unit test with every event type of the app, so that a forgotten
  /// registration fails the test instead of a user's request.
  ///
  /// - Parameter events: Every event type that must be handled.
  /// - Throws: ``RouterError/missingHandlers(events:registered:registrationSite:)`` naming each
  ///   event type without a handler.
  public func validate(handles events: [any ModuleEvent.Type]) throws(RouterError) {
    let missing = table.withLock { table in
      events.filter { table.names[ObjectIdentifier($0)] == nil }.map { EventName.of($0) }
    }
    if !missing.isEmpty {
      throw .missingHandlers(
        events: missing, registered: registeredEvents, registrationSite: registrationSite)
    }
  }

  /// The names of the event types that have a handler, sorted.
  public var registeredEvents: [String] {
    table.withLock { $0.names.values.map(\.event) }.sorted()
  }

  /// The boxed handler registered under `key`.
  @usableFromInline
  func handlerObject(for key: ObjectIdentifier, event: any ModuleEvent.Type) throws(RouterError)
    -> AnyObject
  {
    // The handler is retained under the lock, so a replacement cannot release it mid-send.
    guard let handler = table.withLock({ $0.handlers.value(for: key) as AnyObject? }) else {
      throw .noHandler(
        event: EventName.of(event), registered: registeredEvents,
        registrationSite: registrationSite)
    }
    return handler
  }
}

/// The handler of one event type, boxed so that handlers of all types share one table.
@usableFromInline
final class EventHandler<Event: ModuleEvent>: Sendable {
  /// A handler's closure: with or without the router that delivers the event.
  @usableFromInline
  enum Body: Sendable {
    case event(_ body: Event.Handler)
    case eventAndRouter(_ body: Event.RouterHandler)
  }

  @usableFromInline
  let body: Body

  init(_ body: Body) {
    self.body = body
  }
}
