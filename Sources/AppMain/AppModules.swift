/// One module of the app, as the demo's `graph` command draws it.
struct ModuleSummary: Hashable, Sendable {
  /// The module's name, as it is imported.
  let name: String
  /// What the module is for, in a few words.
  let role: String
  /// The modules of the app that this module imports directly.
  let imports: [String]
}

/// The modules of the app: the one table the demo draws from. The manifest is the truth about
/// imports; `ArchitectureTests` fails when this table and Package.swift disagree.
enum AppModules {
  static let all: [ModuleSummary] = [
    ModuleSummary(
      name: "AppMain", role: "composition root; executable demo",
      imports: [
        "BridgeFramework", "ColorServiceModule", "CommandLineSupport", "LoginModule", "Routing",
      ]),
    ModuleSummary(
      name: "BridgeFramework", role: "lower framework; declares BridgeColorLayer",
      imports: ["Routing"]),
    ModuleSummary(
      name: "ColorServiceModule", role: "app service; conforms to BridgeColorLayer",
      imports: ["BridgeFramework", "Routing"]),
    ModuleSummary(
      name: "CommandLineSupport", role: "the command-line grammar of demo and the tools",
      imports: []),
    ModuleSummary(
      name: "LoginModule", role: "login feature; knows only Routing", imports: ["Routing"]),
    ModuleSummary(
      name: "Routing", role: "scenes, navigation, routes; knows no feature", imports: []),
  ]
}
