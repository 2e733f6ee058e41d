// swift-tools-version: 6.0
// The naive design that the protocol bridge replaces: the lower framework imports the app's
// colour service, which imports the framework. SwiftPM refuses to build it.
import PackageDescription

let package = Package(
  name: "NaiveBridge",
  targets: [
    .target(name: "BridgeFramework", dependencies: ["ColorServiceModule"]),
    .target(name: "ColorServiceModule", dependencies: ["BridgeFramework"]),
  ]
)
