import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("Remembering dump-package's answer")
struct ManifestCacheTests {
  /// A stand-in `swift` that notes each `swift package` subcommand, a cache, and the folder
  /// that holds both.
  struct Setup {
    let folder: TemporaryFolder
    let swift: String
    let cache: ManifestCache

    init() throws {
      folder = try TemporaryFolder("manifest-cache")
      swift = try folder.standInSwift(prologue: "echo \"$6\" >> '\(folder.path)/log'")
      cache = ManifestCache(folder: URL(fileURLWithPath: folder.path + "/cache"))
    }

    /// The subcommands run so far, in order, and a fresh log after.
    func commands() throws -> [String] {
      let log = folder.path + "/log"
      guard FileManager.default.fileExists(atPath: log) else { return [] }
      defer { try? FileManager.default.removeItem(atPath: log) }
      return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map {
        String($0)
      }
    }
  }

  @Test(
    "A second run on an unchanged manifest runs describe alone and reads the same package",
    arguments: ["RealWorldLayout", "NaiveBridge"])
  func secondRunUsesTheCache(_ fixture: String) throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    let first = try PackageLoader.load(
      packagePath: fixturePath(fixture), swift: setup.swift, manifestCache: setup.cache)
    #expect(try setup.commands().sorted() == ["describe", "dump-package"])
    let second = try PackageLoader.load(
      packagePath: fixturePath(fixture), swift: setup.swift, manifestCache: setup.cache)
    #expect(try setup.commands() == ["describe"])
    #expect(second == first)
  }

  @Test("A damaged entry is a miss: SwiftPM is asked again and the entry replaced")
  func damagedEntry() throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    let root = fixturePath("RealWorldLayout")
    let first = try PackageLoader.load(
      packagePath: root, swift: setup.swift, manifestCache: setup.cache)
    _ = try setup.commands()
    let files = try FileManager.default.contentsOfDirectory(atPath: setup.cache.folder.path)
    let entry = setup.cache.folder.appendingPathComponent(try #require(files.first)).path
    #expect(files.count == 1)
    let stored = try String(contentsOfFile: entry, encoding: .utf8)
    let header = try #require(stored.range(of: "\n\n")).upperBound
    try Data((stored[..<header] + "{ not the manifest").utf8).write(
      to: URL(fileURLWithPath: entry))

    let second = try PackageLoader.load(
      packagePath: root, swift: setup.swift, manifestCache: setup.cache)
    #expect(try setup.commands().sorted() == ["describe", "dump-package"])
    #expect(second == first)
    #expect(try String(contentsOfFile: entry, encoding: .utf8) == stored)
  }

  @Test("A cache folder that cannot be written costs a second SwiftPM, never an error")
  func unwritableCache() throws {
    let setup = try Setup()
    defer { setup.folder.remove() }
    try setup.folder.write("file", "a file, not a folder")
    let blocked = ManifestCache(folder: URL(fileURLWithPath: setup.folder.path + "/file/cache"))
    for _ in 0..<2 {
      _ = try PackageLoader.load(
        packagePath: fixturePath("RealWorldLayout"), swift: setup.swift, manifestCache: blocked)
      #expect(try setup.commands().sorted() == ["describe", "dump-package"])
    }
  }

  @Test("An entry answers only for the same package, manifests, swift and environment")
  func fingerprint() throws {
    let folder = try TemporaryFolder("manifest-cache")
    defer { folder.remove() }
    let cache = ManifestCache(folder: URL(fileURLWithPath: folder.path))
    let swift = try PackageLoader.swiftExecutable()
    let manifests = [(name: "Package.swift", bytes: Data("let a = 1".utf8))]
    let environment = ["PATH": "/usr/bin", "HOME": "/root", "TERM": "xterm"]
    func entry(
      root: String = "/p", manifests: [(name: String, bytes: Data)] = manifests,
      swift: String = swift, environment: [String: String] = environment
    ) -> ManifestCache.Entry {
      cache.entry(root: root, manifests: manifests, swift: swift, environment: environment)
    }
    entry().store(Data("answer".utf8))
    #expect(entry().answer() == Data("answer".utf8))
    // The terminal's variables do not count, as in SwiftPM's own manifest cache.
    #expect(entry(environment: environment.merging(["TERM": "dumb"]) { $1 }).answer() != nil)

    #expect(
      entry(manifests: [(name: "Package.swift", bytes: Data("let a = 2".utf8))]).answer() == nil)
    #expect(
      entry(manifests: manifests + [(name: "Package@swift-6.0.swift", bytes: Data())]).answer()
        == nil)
    #expect(entry(environment: environment.merging(["FLAG": "1"]) { $1 }).answer() == nil)
    #expect(entry(swift: folder.path + "/swift").answer() == nil)
    // Another package has an entry of its own and leaves this one alone.
    #expect(entry(root: "/q").answer() == nil)
    entry(root: "/q").store(Data("other".utf8))
    #expect(entry().answer() == Data("answer".utf8))
  }

  @Test("DEPGRAPH_CACHE names the folder or turns the cache off; else the user's caches folder")
  func environment() {
    #expect(ManifestCache.fromEnvironment(["DEPGRAPH_CACHE": "off"]) == nil)
    #expect(
      ManifestCache.fromEnvironment(["DEPGRAPH_CACHE": "/tmp/dc"])?.folder.path == "/tmp/dc")
    let home = ManifestCache.fromEnvironment([:])?.folder
    #expect(home?.lastPathComponent == "depgraph")
    #expect(
      home?.deletingLastPathComponent()
        == FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
  }
}
