import BridgeFramework
import ColorServiceModule
import LoginModule
public import Routing

/// The modules of the workspace, as each one describes itself.
public enum AppModules {
  /// The `AppMain` module: the composition root, the only module that sees every other.
  public static let appMain = ModuleDescriptor(
    name: "AppMain",
    role: "composition root; executable demo",
    dependencies: [
      BridgeFramework.moduleDescriptor,
      ColorServiceModule.moduleDescriptor,
      LoginModule.moduleDescriptor,
      Routing.moduleDescriptor,
    ]
  )

  /// Every module of the workspace, each once, in no particular order.
  public static var all: [ModuleDescriptor] {
    var seen: Set<String> = []
    var result: [ModuleDescriptor] = []
    var pending = [appMain]
    while let module = pending.popLast() {
      guard seen.insert(module.name).inserted else { continue }
      result.append(module)
      pending.append(contentsOf: module.dependencies)
    }
    return result
  }
}
