// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [.package(path: "../Dep")],
  targets: [
    .target(name: "MyLogging"),
    .target(
      name: "App",
      dependencies: [
        .product(name: "UtilsLib", package: "Dep", moduleAliases: ["Utils": "DepUtils"])
      ]),
    .target(
      name: "Flagged", dependencies: ["MyLogging"],
      swiftSettings: [.unsafeFlags(["-module-alias", "Logging=MyLogging"])]),
    .target(
      name: "Stray", swiftSettings: [.unsafeFlags(["-module-alias", "Logging=MyLogging"])]),
  ]
)
