// swift-tools-version:5.9
// One file compiled by two targets, as an iOS app and its watch app share files: each decides
// `#if canImport` by its own dependencies.
import PackageDescription

let package = Package(
  name: "ConditionalImports",
  targets: [
    // Phone depends on Maps, so canImport(Maps) holds and the #elseif branch is dead.
    .target(name: "Phone", dependencies: ["Maps", "Shared"]),
    // Watch depends on neither Maps nor Legacy: canImport(Maps) is decided by build order.
    .target(name: "Watch", dependencies: ["Shared"]),
    // Route reaches Maps only through Phone: its guarded import is transitive, a warning.
    .target(name: "Route", dependencies: ["Phone"]),
    .target(name: "Maps"),
    .target(name: "Legacy"),
    .target(name: "Tracing"),
    .target(name: "Shared"),
  ]
)
