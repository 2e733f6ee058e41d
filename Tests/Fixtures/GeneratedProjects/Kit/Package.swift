// swift-tools-version:5.9
// A package beside projects that are generated: checked while they wait to be generated.
import PackageDescription

let package = Package(name: "Kit", targets: [.target(name: "Kit")])
