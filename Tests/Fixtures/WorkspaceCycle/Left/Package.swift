// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Left",
  products: [.library(name: "Left", targets: ["Left"])],
  dependencies: [.package(path: "../Right")],
  targets: [.target(name: "Left", dependencies: [.product(name: "Right", package: "Right")])]
)
