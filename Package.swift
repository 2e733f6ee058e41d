// swift-tools-version: 6.2
import PackageDescription

// The arrows of the module graph, lowest layer first. Nothing points up: `BridgeFramework`
// needs a colour from the app and declares a protocol for it instead of importing the app.
let package = Package(
  name: "ModuleBridge",
  // What the libraries need: `any RouteGuard<Route, Context>` needs the Swift 5.7 runtime
  // (iOS 16, macOS 13). Nothing needs iOS 18: the locks are pthread and NSLock, not `Mutex`.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Routing", targets: ["Routing"]),
    .library(name: "BridgeFramework", targets: ["BridgeFramework"]),
    .library(name: "DependencyGraph", targets: ["DependencyGraph"]),
    .executable(name: "demo", targets: ["AppMain"]),
    .executable(name: "depgraph", targets: ["depgraph"]),
    .plugin(name: "DepgraphPlugin", targets: ["DepgraphPlugin"]),
  ],
  targets: [
    .target(name: "Routing"),
    .target(name: "BridgeFramework", dependencies: ["Routing"]),
    .target(name: "ColorServiceModule", dependencies: ["BridgeFramework", "Routing"]),
    .target(name: "LoginModule", dependencies: ["Routing"]),
    .executableTarget(
      name: "AppMain",
      dependencies: [
        "Routing", "BridgeFramework", "ColorServiceModule", "LoginModule", "CommandLineSupport",
      ]
    ),
    .target(
      name: "DependencyGraph",
      dependencies: [
        "DependencyGraphChanges", "DependencyGraphChecks", "DependencyGraphBridge",
        "DependencyGraphAnalysis", "DependencyGraphOutput", "DependencyGraphLoading",
        "DependencyGraphScanning", "DependencyGraphModel",
      ]),
    .target(
      name: "DependencyGraphChanges",
      dependencies: [
        "DependencyGraphChecks", "DependencyGraphAnalysis", "DependencyGraphOutput",
        "DependencyGraphLoading", "DependencyGraphScanning", "DependencyGraphModel",
        "DependencyGraphSupport",
      ]),
    .target(
      name: "DependencyGraphChecks",
      dependencies: [
        "DependencyGraphBridge", "DependencyGraphAnalysis", "DependencyGraphLoading",
        "DependencyGraphScanning", "DependencyGraphModel", "DependencyGraphSupport",
      ]),
    .target(
      name: "DependencyGraphBridge",
      dependencies: [
        "DependencyGraphAnalysis", "DependencyGraphOutput", "DependencyGraphLoading",
        "DependencyGraphScanning", "DependencyGraphModel", "DependencyGraphSupport", "CIndexStore",
      ]),
    .target(
      name: "DependencyGraphAnalysis",
      dependencies: [
        "DependencyGraphLoading", "DependencyGraphScanning", "DependencyGraphModel",
        "DependencyGraphSupport",
      ]),
    .target(
      name: "DependencyGraphOutput",
      dependencies: ["DependencyGraphModel", "DependencyGraphSupport"]),
    .target(
      name: "DependencyGraphLoading",
      dependencies: ["DependencyGraphModel", "DependencyGraphSupport"]),
    .target(
      name: "DependencyGraphScanning",
      dependencies: ["DependencyGraphModel", "DependencyGraphSupport"]),
    .target(name: "DependencyGraphModel", dependencies: ["DependencyGraphSupport"]),
    .target(name: "DependencyGraphSupport"),
    // libIndexStore's functions as the bridge calls them, loaded at run time from the
    // toolchain in use.
    .target(
      name: "CIndexStore", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // One command-line grammar for demo, depgraph and bench; no product: it is not API.
    .target(name: "CommandLineSupport"),
    .executableTarget(
      name: "depgraph",
      dependencies: ["DependencyGraph", "DependencyGraphSupport", "CommandLineSupport"]),
    .executableTarget(
      name: "bench", dependencies: ["DependencyGraph", "Routing", "CommandLineSupport"]),
    .plugin(
      name: "DepgraphPlugin",
      capability: .command(
        intent: .custom(
          verb: "depgraph",
          description: "Check the package's module graph: cycles, imports, layers.")),
      dependencies: ["depgraph"]
    ),

    // What the test targets share: the package's root, temporary folders, the usage-error check.
    .target(name: "TestSupport", dependencies: ["CommandLineSupport"], path: "Tests/TestSupport"),
    .testTarget(name: "RoutingTests", dependencies: ["Routing", "TestSupport"]),
    .testTarget(name: "BridgeFrameworkTests", dependencies: ["BridgeFramework"]),
    .testTarget(
      name: "ColorServiceModuleTests",
      dependencies: ["ColorServiceModule", "BridgeFramework", "Routing"]
    ),
    .testTarget(name: "LoginModuleTests", dependencies: ["LoginModule", "Routing"]),
    .testTarget(
      name: "AppMainTests",
      dependencies: [
        "AppMain", "Routing", "BridgeFramework", "ColorServiceModule", "LoginModule",
        "CommandLineSupport", "TestSupport",
      ]
    ),
    .testTarget(
      name: "DependencyGraphTests",
      dependencies: [
        "DependencyGraph", "DependencyGraphBridge", "DependencyGraphChanges",
        "DependencyGraphChecks", "DependencyGraphLoading", "DependencyGraphOutput",
        "DependencyGraphScanning", "DependencyGraphSupport", "TestSupport",
      ]),
    .testTarget(name: "CommandLineSupportTests", dependencies: ["CommandLineSupport"]),
    .testTarget(name: "DependencyGraphSupportTests", dependencies: ["DependencyGraphSupport"]),
    .testTarget(name: "benchTests", dependencies: ["bench", "CommandLineSupport", "TestSupport"]),
    .testTarget(
      name: "depgraphTests",
      dependencies: ["depgraph", "DependencyGraph", "CommandLineSupport", "TestSupport"]),
    .testTarget(
      name: "ArchitectureTests", dependencies: ["DependencyGraph", "AppMain", "TestSupport"]),
  ]
)

for target in package.targets where target.type != .plugin && target.name != "CIndexStore" {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  target.swiftSettings = settings
}
