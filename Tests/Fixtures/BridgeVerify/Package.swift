// swift-tools-version: 6.0
// A lower target that uses an upper one only through a parameter and a method: once the
// bridge's draft is written and the edge removed, it builds with nothing done by hand.
// `Scripts/check-bridge-draft.sh` runs `depgraph bridge --verify` on it.
import PackageDescription

let package = Package(
  name: "BridgeVerify",
  targets: [
    .target(name: "Greeting", dependencies: ["Names"]),
    .target(name: "Names"),
  ]
)
