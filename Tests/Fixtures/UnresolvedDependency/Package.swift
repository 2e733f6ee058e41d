// swift-tools-version: 6.0
// A package whose dependency on another package was never resolved (and cannot be fetched):
// depgraph must still check it, without network access.
import PackageDescription

let package = Package(
  name: "UnresolvedDependency",
  dependencies: [
    .package(url: "https://example.invalid/never-fetched.git", from: "1.0.0")
  ],
  targets: [
    .target(name: "my-lib"),
    .executableTarget(
      name: "App",
      dependencies: ["my-lib", .product(name: "Remote", package: "never-fetched")]
    ),
  ]
)
