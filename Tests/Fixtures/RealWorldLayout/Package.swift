// swift-tools-version: 6.0
// Every layout SwiftPM accepts that a reader of folders could get wrong: custom paths, picked
// and excluded sources, resources, hidden files, documentation catalogs, playgrounds, module
// maps, re-exports, conditional dependencies, marker and aggregate targets, a plugin, snippets.
import PackageDescription

let package = Package(
  name: "RealWorldLayout",
  products: [.library(name: "Feature", targets: ["Feature"])],
  targets: [
    .systemLibrary(name: "CZlib"),
    .target(name: "CHelpers"),
    .target(
      name: "Core",
      dependencies: ["CZlib"],
      path: "Custom/CoreFolder",
      exclude: ["Excluded"],
      resources: [.copy("Resources")]
    ),
    .target(name: "Picked", sources: ["Kept"]),
    .target(name: "Facade", dependencies: ["Core"]),
    .target(name: "Marker"),
    .target(name: "LinuxOnly"),
    .target(
      name: "Feature",
      dependencies: [
        "Facade",
        "CHelpers",
        "Marker",
        .target(name: "LinuxOnly", condition: .when(platforms: [.linux])),
      ]
    ),
    .target(name: "All", dependencies: ["Core", "Feature"]),
    .plugin(name: "Tool", capability: .buildTool()),
    .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
  ]
)
