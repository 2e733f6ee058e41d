// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [
    .package(path: "../Features"),
    .package(path: "../Core"),
    .package(url: "https://example.com/acme/remote-kit.git", from: "1.0.0"),
  ],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "Features", package: "Features"),
        .product(name: "CoreModels", package: "Core"),
        .product(name: "RemoteKit", package: "remote-kit"),
      ]
    )
  ]
)
