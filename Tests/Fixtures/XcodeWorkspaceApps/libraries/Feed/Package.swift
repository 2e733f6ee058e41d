// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Feed",
  products: [.library(name: "Feed", targets: ["Feed"])],
  dependencies: [.package(path: "../Storage")],
  targets: [.target(name: "Feed", dependencies: [.product(name: "Storage", package: "Storage")])]
)
