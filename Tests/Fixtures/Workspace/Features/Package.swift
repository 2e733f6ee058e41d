// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Features",
  products: [
    .library(name: "Features", targets: ["Features"])
  ],
  dependencies: [
    .package(path: "../Core")
  ],
  targets: [
    .target(
      name: "Features",
      dependencies: [.product(name: "CoreUI", package: "Core")]
    )
  ]
)
