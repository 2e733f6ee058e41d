/// The handlers one ``ModuleService`` offers, collected before any of them joins a router.
///
/// ``EventRouter/register(_:)`` gives a service an empty set to fill, then adds every handler
/// to the router at once, or none when one of them clashes. The set is `inout` in
/// ``ModuleService/register(in:)``, so a handler cannot capture it; a handler that needs
/// another module receives the router that called it:
///
/// ```swift
/// func register(in handlers: inout ServiceHandlers) throws(RouterError) {
///   try handlers.handle(GreetingEvent.Greet.self) { event, router in
///     "Hello, \(try await router.send(ProfileEvent.Name(id: event.id)))"
///   }
/// }
/// ```
public struct ServiceHandlers: Sendable {
  /// One handler, keyed and named as the router stores it.
  struct Entry: Sendable {
    let key: ObjectIdentifier
    let event: String
    let handler: any AnyObject & Sendable
  }

  /// The name of the module whose service fills the set, for messages.
  public let module: String
  private(set) var entries: [Entry] = []

  init(module: String) {
    self.module = module
  }

  /// Adds the handler of one event type, which needs no other module.
  ///
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` when the service
  ///   already offered a handler for this event type; the first one stays.
  public mutating func handle<Event: ModuleEvent>(
    _ event: Event.Type,
    with handler: @escaping Event.Handler
  ) throws(RouterError) {
    try add(EventHandler(.event(handler)), for: event)
  }

  /// Adds the handler of one event type; it receives the router that delivers the event, to
  /// send other modules' events through.
  ///
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` when the service
  ///   already offered a handler for this event type; the first one stays.
  public mutating func handle<Event: ModuleEvent>(
    _ event: Event.Type,
    with handler: @escaping Event.RouterHandler
  ) throws(RouterError) {
    try add(EventHandler(.eventAndRouter(handler)), for: event)
  }

  /// Adds a boxed handler: the one path of both `handle` forms and of the router's own
  /// single-event registration.
  mutating func add<Event: ModuleEvent>(
    _ handler: EventHandler<Event>, for event: Event.Type
  ) throws(RouterError) {
    let key = ObjectIdentifier(event)
    guard !entries.contains(where: { $0.key == key }) else {
      throw .duplicateHandler(event: Event.eventName, registeredBy: module, rejected: module)
    }
    entries.append(Entry(key: key, event: Event.eventName, handler: handler))
  }
}
