// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Right",
  products: [.library(name: "Right", targets: ["Right"])],
  dependencies: [.package(path: "../Left")],
  targets: [.target(name: "Right", dependencies: [.product(name: "Left", package: "Left")])]
)
