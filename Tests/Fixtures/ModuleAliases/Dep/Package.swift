// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Dep",
  products: [.library(name: "UtilsLib", targets: ["Utils"])],
  targets: [.target(name: "Utils")]
)
