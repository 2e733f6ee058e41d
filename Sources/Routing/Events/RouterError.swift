/// Why an event router refused a registration or could not deliver an event.
public enum RouterError: Error, Hashable, Sendable {
  /// A second handler was offered for an event type that already has one; the first stays.
  case duplicateHandler(event: String, registeredBy: String, rejected: String)
  /// No handler is registered for the event type that was sent.
  case noHandler(event: String, registered: [String], registrationSite: String)
  /// Validation found event types without a handler.
  case missingHandlers(events: [String], registered: [String], registrationSite: String)
}

extension RouterError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .duplicateHandler(let event, let registeredBy, let rejected):
      "\(rejected) cannot handle '\(event)': \(registeredBy) already does. "
        + "Each event type has exactly one handler; remove one of the registrations."
    case .noHandler(let event, let registered, let site):
      "No service handles '\(event)'. Registered: \(Self.list(registered)). "
        + "Register one in \(site)."
    case .missingHandlers(let events, let registered, let site):
      "No service handles \(events.map { "'\($0)'" }.joined(separator: ", ")). "
        + "Registered: \(Self.list(registered)). Register them in \(site)."
    }
  }

  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
