// swift-tools-version: 6.0
// The shapes of the real upward imports that Scripts/bridge-cases.sh makes in fetched
// packages, reduced: each lower target imports an upper one that depends on it, without
// declaring it. BridgeCasesTests holds each verdict; `Scripts/check-bridge-draft.sh` builds the
// draft of the one whose verdict is `bridge` (ToolInfo -> Commands) with `depgraph bridge
// --verify`.
import PackageDescription

let package = Package(
  name: "BridgeCases",
  targets: [
    // swift-numerics: arithmetic on an upper generic value type. Verdict: move.
    .target(name: "Numbers"),
    .target(name: "Complexes", dependencies: ["Numbers"]),
    // swift-metrics: a library using its test kit, passing a value where its own protocol
    // is expected. Verdict: move.
    .target(name: "Metrics"),
    .target(name: "MetricsTestKit", dependencies: ["Metrics"]),
    // swift-protobuf: a value the lower target makes and changes, and a static function of an
    // enum. Verdict: move.
    .target(name: "Plugin"),
    .target(name: "Printing", dependencies: ["Plugin"]),
    // swift-argument-parser: a static requirement declared twice, read through a metatype,
    // then a property of its type, which shares its name with the requirement's type.
    // Verdict: bridge, and the draft builds.
    .target(name: "ToolInfo"),
    .target(name: "Commands", dependencies: ["ToolInfo"]),
    // swift-nio: an enum in a signature and its cases, also in a switch. Verdict: move.
    .target(name: "Wire"),
    .target(name: "HTTP", dependencies: ["Wire"]),
  ]
)
