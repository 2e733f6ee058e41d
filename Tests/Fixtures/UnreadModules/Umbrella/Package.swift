// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Umbrella",
  products: [.library(name: "Umbrella", targets: ["Umbrella"])],
  dependencies: [.package(url: "https://example.com/acme/remote-kit.git", from: "1.0.0")],
  targets: [
    .target(name: "Umbrella", dependencies: [.product(name: "RemoteKit", package: "remote-kit")])
  ]
)
