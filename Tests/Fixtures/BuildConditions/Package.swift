// swift-tools-version:5.9
// Imports under #if, each evaluated against the flags the manifest defines.
import PackageDescription

let package = Package(
  name: "BuildConditions",
  targets: [
    .target(
      name: "App",
      swiftSettings: [
        .define("MODERN"),
        .define("TRACING", .when(configuration: .debug)),
        .define("LINUX_ONLY", .when(platforms: [.linux])),
      ]),
    .target(name: "Legacy"),
    .target(name: "Modern"),
  ]
)
