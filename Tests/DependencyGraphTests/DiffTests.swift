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
    try folder.commitAll("Shop")
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
    try folder.commitAll("Reader")
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

@Suite("diff: files a build generates")
struct DiffIgnoredFilesTests {
  @Test("A copy of the base is given the working tree's ignored files, and the notes name them")
  func ignoredFilesGiven() throws {
    let folder = try DiffTests.repository()
    defer { folder.remove() }
    // A source a build generates, ignored by git: it imports a module nobody provides.
    try folder.write(".gitignore", ".build/\nGenerated/\n")
    try folder.write("Sources/App/Generated/Strings.swift", "import Missing\n")
    // A large ignored file, and one in a build folder: neither is given.
    try folder.write("Sources/App/Generated/big.bin", String(repeating: "x", count: 5 << 20))
    try folder.write(".build/Output.swift", "import Elsewhere\n")
    try folder.commitAll("Ignore")
    // A changed manifest: the base is read from a copy of its tree.
    try folder.write("Package.swift", DiffTests.manifest + "\n// changed\n")
    let cache = try TemporaryFolder("dg-diff-ignored-cache")
    defer { cache.remove() }
    let request = CheckRequest(source: .packages([folder.path]), currentDirectory: folder.path)
    for manifestCache in [nil, ManifestCache(folder: cache.url)] {
      let diff = try request.diff(base: "HEAD", head: nil, manifestCache: manifestCache)
      // The generated source's finding is at both sides: no change.
      #expect(diff.findings.isEmpty)
      #expect(diff.isEmpty)
      #expect(
        diff.notes == [
          "The copy of the base was given 1 file that git ignores, as the working tree has it: "
            + "Sources/App/Generated/Strings.swift.",
          "1 ignored file over 4 MiB, build products or media, was not given to the copies.",
        ])
      #expect(diff.markdown.contains("#### Notes\n\n- The copy of the base was given 1 file"))
      #expect(diff.json(base: "HEAD", head: nil).contains("\"notes\" : ["))
    }
    // The kept tree is left as the commit has it.
    let kept = try #require(
      FileManager.default.enumerator(atPath: cache.url.appendingPathComponent("trees").path))
    let keptFiles = kept.compactMap { $0 as? String }
    #expect(keptFiles.contains { $0.hasSuffix("/Package.swift") })
    #expect(!keptFiles.contains { $0.contains("Generated") })
    // Between two revisions, both copies are given the file.
    try folder.commitAll("Manifest")
    let revisions = try request.diff(base: "HEAD~1", head: "HEAD")
    #expect(revisions.findings.isEmpty)
    #expect(revisions.notes.filter { $0.contains("was given 1 file") }.count == 2)
  }

  @Test("Without ignored files, a diff has no notes")
  func noIgnoredFiles() throws {
    let folder = try DiffTests.repository()
    defer { folder.remove() }
    try folder.write("Package.swift", DiffTests.manifest + "\n// changed\n")
    let request = CheckRequest(source: .packages([folder.path]), currentDirectory: folder.path)
    let diff = try request.diff(base: "HEAD", head: nil)
    #expect(diff.notes.isEmpty)
    #expect(!diff.markdown.contains("Notes"))
  }
}

@Suite("diff: a clone that lacks objects")
struct DiffMissingObjectsTests {
  @Test("A revision whose files git cannot give is an error naming git's command and the cause")
  func missingObject() throws {
    let folder = try DiffTests.repository()
    defer { folder.remove() }
    // The blob of Core.swift leaves the object store, as in a clone with files left out.
    let blob = String(
      decoding: try runProgram([
        "git", "-C", folder.path, "rev-parse", "HEAD:Sources/Core/Core.swift",
      ]),
      as: UTF8.self
    ).trimmingCharacters(in: .whitespacesAndNewlines)
    try FileManager.default.removeItem(
      atPath: folder.path + "/.git/objects/\(blob.prefix(2))/\(blob.dropFirst(2))")
    try folder.write("Package.swift", DiffTests.manifest + "\n// changed\n")
    let request = CheckRequest(source: .packages([folder.path]), currentDirectory: folder.path)
    let error = try #require(throws: GraphError.self) {
      try request.diff(base: "HEAD", head: nil)
    }
    let message = "\(error)"
    #expect(message.hasPrefix("the graph of HEAD cannot be read: git archive failed in "))
    #expect(message.contains(blob))
    #expect(message.hasSuffix("run depgraph in a full clone."))
    #expect(!message.contains("no git repository"))
  }
}
