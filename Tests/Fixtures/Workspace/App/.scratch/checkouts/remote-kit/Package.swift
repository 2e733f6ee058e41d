// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RemoteKit",
  products: [
    .library(name: "RemoteKit", targets: ["RemoteKit"]),
    .library(name: "RemoteKitTesting", targets: ["RemoteKitTesting"]),
  ],
  targets: [
    .target(name: "RemoteLogging"),
    .target(name: "RemoteKit", dependencies: ["RemoteLogging"]),
    .target(name: "RemoteKitTesting", dependencies: ["RemoteKit"]),
  ]
)
