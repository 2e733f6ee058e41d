// swift-tools-version:5.9
import PackageDescription

// Every finding a rules file makes, and one import that breaks three rules at once.
let package = Package(
  name: "RulesFileFindings",
  targets: [
    .target(name: "Util"),
    .target(name: "Core", dependencies: ["Util"]),
    .target(name: "Feature", dependencies: ["Core"]),
    .target(name: "Extra"),
    .target(name: "CLib"),
  ]
)
