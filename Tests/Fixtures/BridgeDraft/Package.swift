// swift-tools-version: 6.0
// The naive bridge with its lower module already rewritten to take a protocol, as
// `depgraph bridge` advises. It builds only once the drafted protocol (in BridgeFramework) and
// conformance (in ColorServiceModule) are written into it: Scripts/check-bridge-draft.sh
// does that on a copy and builds it, to prove the draft compiles.
import PackageDescription

let package = Package(
  name: "BridgeDraft",
  targets: [
    .target(name: "BridgeFramework"),
    .target(name: "ColorServiceModule", dependencies: ["BridgeFramework"]),
  ]
)
