// swift-tools-version: 6.0
// Upward imports whose uses only the compiler reads exactly: Lower imports Upper (a member
// inherited from a superclass, an extension member on Foundation's URL, a tuple's label that
// is no member of Upper) and Umbrella, which re-exports Ordered, a module below it that does
// not depend on Lower. Neither import is declared, so the package does not build as it is.
import PackageDescription

let package = Package(
  name: "BridgeCompiled",
  targets: [
    .target(name: "Lower"),
    .target(name: "Ordered"),
    .target(name: "Upper", dependencies: ["Lower"]),
    .target(name: "Umbrella", dependencies: ["Ordered", "Lower"]),
  ]
)
