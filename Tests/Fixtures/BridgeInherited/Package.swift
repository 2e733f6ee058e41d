// swift-tools-version: 6.0
// A lower target, Diagnostics, that uses an upper one, Format, the way swift-syntax's
// SwiftDiagnostics would use SwiftBasicFormat: a method inherited from a class of a third
// target, default arguments, a static method through a metatype, a protocol's static
// requirement, and an optional. Once the bridge's draft is written and the edge removed, it
// builds with nothing done by hand: `Scripts/check-bridge-draft.sh` runs `depgraph bridge
// --verify` on it.
import PackageDescription

let package = Package(
  name: "BridgeInherited",
  targets: [
    .target(name: "Tree"),
    .target(name: "Format", dependencies: ["Tree"]),
    .target(name: "Diagnostics", dependencies: ["Format", "Tree"]),
  ]
)
