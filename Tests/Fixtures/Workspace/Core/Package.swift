// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Core",
  products: [
    .library(name: "CoreModels", targets: ["CoreModels"]),
    .library(name: "CoreUI", targets: ["CoreUI"]),
    .library(name: "CoreExtras", targets: ["CoreExtras"]),
  ],
  targets: [
    .target(name: "CoreModels"),
    .target(name: "CoreUI", dependencies: ["CoreModels"]),
    .target(name: "CoreExtras"),
  ]
)
