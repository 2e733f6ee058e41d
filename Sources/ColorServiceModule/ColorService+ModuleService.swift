import BridgeFramework
public import Routing

extension ColorService: ModuleService {
  /// The module's name in the router's messages.
  public static let moduleName = "ColorServiceModule"

  /// Registers the handler of ``ColorEvent/CurrentColor``.
  ///
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` when another
  ///   module already handles it.
  public func register(in router: EventRouter) throws(RouterError) {
    try router.register(ColorEvent.CurrentColor.self, from: Self.moduleName) { _ in
      backgroundColor()
    }
  }
}
