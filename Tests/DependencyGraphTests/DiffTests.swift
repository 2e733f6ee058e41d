import DependencyGraph
import Foundation
import TestSupport
import Testing

/// `diff` against the working tree reuses the head's description when the change leaves every
/// description alone; these tests hold it to the answer of checking a copy of the base's tree.
@Suite("diff: the base from the head's description")
struct DiffTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Core"),
        .target(name: "App", dependencies: ["Core"]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
      ]
    )
    """

  /// A repository of the package above, committed once.
  static func repository() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("dg-diff")
    try folder.write("Package.swift", manifest)
    try folder.write("Sources/Core/Core.swift", "public struct Core {}\n")
    try folder.write("Sources/App/App.swift", "import Core\n\npublic struct App {}\n")
    try folder.write("Tests/AppTests/AppTests.swift", "import App\n")
    try folder.write(".gitignore", ".build/\n")
    for arguments in [
      ["init", "--quiet", "--initial-branch=main"], ["add", "."],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "Shop"],
    ] {
      _ = try runProgram(["git", "-C", folder.path] + arguments)
    }
    return folder
  }

  /// The diff of HEAD and the working tree, both ways.
  static func diffs(in folder: TemporaryFolder) throws -> (reusing: GraphDiff, full: GraphDiff) {
    let request = CheckRequest(source: .packages([folder.path]), currentDirectory: folder.path)
    return (
      try request.diff(base: "HEAD", head: nil),
      try request.diff(base: "HEAD", head: nil, reusingHead: false)
    )
  }

  @Test(
    "Edited, added and deleted sources, and changed descriptions: both ways agree",
    arguments: [
      // An edit: Core comes to import App, an undeclared import and a cycle of imports.
      ["Sources/Core/Core.swift": "import App\n\npublic struct Core {}\n"],
      // An added file, with a space in its name: App imports a module nobody provides.
      ["Sources/App/More App.swift": "import Missing\n"],
      // An edit that removes a finding's cause: App no longer imports Core.
      ["Sources/App/App.swift": "public struct App {}\n"],
      // A deleted source, and a changed manifest: the base is read from its own tree.
      ["Sources/App/App.swift": ""],
      ["Package.swift": manifest.replacingOccurrences(of: "\"Core\"]", with: "]")],
    ])
  func agrees(_ edits: [String: String]) throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    for (file, text) in edits {
      if text.isEmpty {
        try FileManager.default.removeItem(atPath: folder.path + "/" + file)
      } else {
        try folder.write(file, text)
      }
    }
    let (reusing, full) = try Self.diffs(in: folder)
    #expect(reusing == full)
    // Each change shows in the diff, so that agreeing compares something.
    #expect(!reusing.findings.isEmpty || !reusing.edges.isEmpty)
  }

  @Test("An Xcode project's warnings name the project alike at the base and at the head")
  func projectWarnings() throws {
    // A project with local packages: a workspace named after its folder.
    let folder = try TemporaryFolder(
      copying: fixturePath("XcodeReferences"), prefix: "dg-diff-xcode")
    defer { folder.remove() }
    // A configuration based on a file that is missing: a warning of the workspace.
    let project = folder.path + "/Reader.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: project, encoding: .utf8)
    let configuration = try #require(text.range(of: "isa = XCBuildConfiguration;"))
    try folder.write(
      "Reader.xcodeproj/project.pbxproj",
      text.replacingCharacters(
        in: configuration,
        with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReferenceAnchor = "
          + "C60000000000000000000001;\n\t\t\tbaseConfigurationReferenceRelativePath = "
          + "Missing.xcconfig;"))
    for arguments in [
      ["init", "--quiet", "--initial-branch=main"], ["add", "."],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "Reader"],
    ] {
      _ = try runProgram(["git", "-C", folder.path] + arguments)
    }
    // The app stops importing the package it links.
    try folder.write("App/App.swift", "let model = 1\n")
    let request = CheckRequest(
      source: .xcodeProject(folder.path + "/Reader.xcodeproj"), currentDirectory: folder.path)
    let reusing = try request.diff(base: "HEAD", head: nil)
    let full = try request.diff(base: "HEAD", head: nil, reusingHead: false)
    #expect(reusing == full)
    // Only the change's finding: the copy of the base is not named as another workspace.
    #expect(reusing.findings.added.map(\.rule) == [.unusedDependency])
    #expect(reusing.findings.removed.isEmpty)
  }

  @Test("With a cache, a base's tree is kept by commit and reused, and the answer is the same")
  func keptTrees() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    let cache = try TemporaryFolder("dg-diff-cache")
    defer { cache.remove() }
    // A changed manifest: the base is read from a copy of its tree.
    try folder.write("Package.swift", Self.manifest + "\n// changed\n")
    try folder.write("Sources/Core/Core.swift", "import App\n\npublic struct Core {}\n")
    let request = CheckRequest(source: .packages([folder.path]), currentDirectory: folder.path)
    let manifestCache = ManifestCache(folder: cache.url)
    let fresh = try request.diff(base: "HEAD", head: nil)
    let first = try request.diff(base: "HEAD", head: nil, manifestCache: manifestCache)
    let commit = String(
      decoding: try runProgram(["git", "-C", folder.path, "rev-parse", "HEAD"]), as: UTF8.self
    ).trimmingCharacters(in: .whitespacesAndNewlines)
    let trees = cache.url.appendingPathComponent("trees")
    let repositories = try FileManager.default.contentsOfDirectory(atPath: trees.path)
    #expect(repositories.count == 1)
    let kept = trees.appendingPathComponent(repositories[0]).appendingPathComponent(commit)
    let name = URL(fileURLWithPath: folder.path).lastPathComponent
    #expect(
      FileManager.default.fileExists(
        atPath: kept.appendingPathComponent(name + "/Package.swift").path))
    // The kept tree is the commit's, not the working tree's.
    #expect(
      try String(contentsOf: kept.appendingPathComponent(name + "/Package.swift"), encoding: .utf8)
        == Self.manifest)
    let second = try request.diff(base: "HEAD", head: nil, manifestCache: manifestCache)
    #expect(first == fresh)
    #expect(second == fresh)
    #expect(!fresh.findings.added.isEmpty)
    // A cache that cannot be written (a file where its folder should be) costs only the reuse.
    let blocked = try TemporaryFolder("dg-diff-blocked")
    defer { blocked.remove() }
    try blocked.write("trees", "not a folder\n")
    #expect(
      try request.diff(base: "HEAD", head: nil, manifestCache: ManifestCache(folder: blocked.url))
        == fresh)
    // Only the commit's folder: no half-written copy left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: trees.appendingPathComponent(repositories[0]).path) == [commit])
  }
}
