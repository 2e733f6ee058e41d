import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("The manifest SwiftPM reads: Package@swift-X.Y.swift")
struct VersionedManifestTests {
  static let package = fixturePath("VersionedManifest")

  @Test("Findings and advice point into the version-specific manifest SwiftPM evaluated")
  func findings() throws {
    let analysis = try PackageAnalysis.load(packagePath: Self.package)
    #expect(analysis.workspace.packages.map(\.manifestName) == ["Package@swift-6.0.swift"])
    let report = analysis.check()
    #expect(
      report.violations.map {
        "\($0.rule.rawValue) \($0.location?.file ?? ""):\($0.location?.line ?? 0)"
      }
        == [
          "unused-dependency Package@swift-6.0.swift:17",
          "undeclared-import Sources/Feature/Feature.swift:2",
        ])
    // SwiftPM's editor changes Package.swift, which SwiftPM does not read here: no fix.
    let undeclared = try #require(report.violations(of: .undeclaredImport).first)
    #expect(undeclared.fix == nil)
    #expect(undeclared.message.contains("make the edit by hand"))
    #expect(undeclared.message.contains("dependencies of Feature in Package@swift-6.0.swift"))
  }

  @Test(
    "The manifest that declares the evaluated tools version, Package.swift first",
    arguments: [
      // Package.swift declares a newer version than the version-specific one: SwiftPM reads it.
      ("6.0", ["Package.swift": "6.0", "Package@swift-5.9.swift": "5.9"], "Package.swift"),
      (
        "6.0", ["Package.swift": "5.9", "Package@swift-6.0.swift": "6.0"], "Package@swift-6.0.swift"
      ),
      (
        "6.2.0",
        ["Package.swift": "5.9", "Package@swift-6.swift": "6.2", "Package@swift-6.2.swift": "6.2"],
        "Package@swift-6.2.swift"
      ),
      ("6.0", ["Package.swift": "6.0"], "Package.swift"),
      (
        "5.10", ["Package.swift": "6.0", "Package@swift-5.10.swift": "5.10"],
        "Package@swift-5.10.swift"
      ),
    ] as [(String, [String: String], String)])
  func choice(evaluated: String, manifests: [String: String], chosen: String) throws {
    let folder = try TemporaryFolder("versioned-manifest")
    defer { folder.remove() }
    for (name, version) in manifests {
      try folder.write(name, "// swift-tools-version:\(version)\nimport PackageDescription\n")
    }
    #expect(ManifestChoice.evaluated(in: folder.path, toolsVersion: evaluated) == chosen)
  }
}
