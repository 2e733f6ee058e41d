// swift-tools-version: 6.0
// A package that already has violations when it adopts depgraph: a baseline records them, an
// allow entry accepts one with its reason, and only findings added later fail.
import PackageDescription

let package = Package(
  name: "LegacyViolations",
  targets: [
    .target(name: "Core"),
    .target(name: "Feature", dependencies: ["Core"]),
    .target(name: "Settings", dependencies: ["Core"]),
    .executableTarget(name: "App", dependencies: ["Feature", "Settings", "Core"]),
  ]
)
