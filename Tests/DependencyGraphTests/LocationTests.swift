import DependencyGraph
import Foundation
import TestSupport
import Testing

/// Every place a finding names is a file that exists, at a line it has: an editor or a CI
/// annotation opens it.
@Suite("Finding locations")
struct LocationTests {
  /// Every fixture, as depgraph is pointed at it: a package, a project, or a folder of them.
  static let fixtures: [String] = {
    let root = fixturePath("")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }()

  static func request(for fixture: String) throws -> CheckRequest {
    let folder = fixturePath(fixture)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    let source: CheckRequest.Source
    if names.contains("Package.swift") {
      source = .packages([folder])
    } else if let project = names.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
      source = .xcodeProject(folder + "/" + project)
    } else {
      source = .workspace(folder)
    }
    return CheckRequest(source: source, strict: true, currentDirectory: folder)
  }

  @Test(
    "Each finding of each fixture points at a file that exists, at one of its lines",
    arguments: fixtures)
  func locationsExist(_ fixture: String) throws {
    let report = try Self.request(for: fixture).report()
    var lineCounts: [String: Int] = [:]
    for violation in report.violations {
      for location in [violation.location] + violation.notes.map(\.location) {
        guard let location else { continue }
        let path = report.root + "/" + location.file
        if lineCounts[path] == nil {
          let text = try #require(
            try? String(contentsOfFile: path, encoding: .utf8),
            "\(fixture): \(violation.rule.rawValue) names \(location.file), which is not there")
          lineCounts[path] = text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        #expect(
          location.line >= 1 && location.line <= lineCounts[path] ?? 0,
          "\(fixture): \(violation.rule.rawValue) at \(location.file):\(location.line)")
      }
    }
  }

  @Test(
    "A dependency folder without a manifest, named by a computed path, is found at the manifest")
  func computedPathWithoutManifest() throws {
    let folder = try TemporaryFolder("computed-path")
    defer { folder.remove() }
    try folder.write(
      "App/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let shared = "../" + "Shared"
      let package = Package(
        name: "App",
        dependencies: [.package(path: shared)],
        targets: [.target(name: "App", dependencies: [.product(name: "Shared", package: "Shared")])]
      )
      """)
    try folder.write("App/Sources/App/App.swift", "import Shared\n")
    try folder.write("Shared/README.md", "Not a package yet.\n")
    let report = try CheckRequest(source: .packages([folder.path + "/App"]), currentDirectory: "/")
      .report()
    let unresolved = try #require(report.violations(of: .unresolvedDependency).only)
    // Shared/Package.swift does not exist: the finding points at the manifest that needs it.
    #expect(unresolved.location == Violation.Location(file: "Package.swift", line: 1, column: 1))
    #expect(unresolved.message.contains("/Shared holds no Package.swift"))
  }
}
