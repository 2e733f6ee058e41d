// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Feature",
  products: [.library(name: "Feature", targets: ["Feature"])],
  targets: [.target(name: "Feature")]
)
