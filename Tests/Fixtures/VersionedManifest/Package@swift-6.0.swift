// swift-tools-version:6.0
// The manifest SwiftPM 6 reads. Its targets are declared through a helper, as many are.
import PackageDescription

func module(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
  .target(name: name, dependencies: dependencies)
}

let package = Package(
  name: "VersionedManifest",
  targets: [
    module("Core"),
    // Extra declares Core and never imports it.
    module(
      "Extra",
      dependencies: [
        "Core"
      ]),
    // Feature imports Extra without declaring it.
    module("Feature", dependencies: ["Core"]),
  ]
)
