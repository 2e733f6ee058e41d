// swift-tools-version: 6.0
// A target whose folder does not exist, in a package with no Sources folder at all: SwiftPM
// only warns and leaves it out; depgraph says so.
import PackageDescription

let package = Package(
  name: "LeftOutTarget",
  targets: [
    .target(name: "Missing")
  ]
)
