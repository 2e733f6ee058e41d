import BridgeFramework
public import Routing

extension ColorService: ModuleService {
  /// The module's name in the router's messages.
  public static let moduleName = "ColorServiceModule"

  /// Registers the handler of ``ColorEvent/CurrentColor``.
  public func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(ColorEvent.CurrentColor.self) { _ in
      backgroundColor()
    }
  }
}
