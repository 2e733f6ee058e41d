// swift-tools-version:5.9
// The manifest for Swift before 6: SwiftPM 6 reads Package@swift-6.0.swift instead.
import PackageDescription

let package = Package(
  name: "VersionedManifest",
  targets: [
    .target(name: "Core"),
    .target(name: "Feature", dependencies: ["Core"]),
  ]
)
