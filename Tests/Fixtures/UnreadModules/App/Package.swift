// swift-tools-version: 6.0
import PackageDescription

// A package whose remote dependency was never resolved, beside a local package that
// re-exports it, and targets importing a module no package offers (a CocoaPods module).
let package = Package(
  name: "App",
  dependencies: [
    .package(url: "https://example.com/acme/remote-kit.git", from: "1.0.0"),
    .package(path: "../Umbrella"),
  ],
  targets: [
    .target(name: "Core", dependencies: [.product(name: "RemoteKit", package: "remote-kit")]),
    .target(name: "Feature", dependencies: ["Core"]),
    .target(name: "Settings", dependencies: [.product(name: "Umbrella", package: "Umbrella")]),
    .target(name: "Pods"),
    .target(name: "Widgets", dependencies: ["Pods"]),
  ]
)
