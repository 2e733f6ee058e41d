import Foundation
import TestSupport
import Testing

@testable import DependencyGraph

@Suite("diff's kept trees")
struct KeptTreesTests {
  @Test("The trees of the eight repositories used last are kept, and no more")
  func repositoriesPruned() throws {
    let cache = try TemporaryFolder("dg-kept-trees")
    defer { cache.remove() }
    var repositories: [TemporaryFolder] = []
    defer {
      for repository in repositories { repository.remove() }
    }
    for index in 0..<10 {
      let repository = try TemporaryFolder("dg-kept-repo")
      repositories.append(repository)
      try repository.write("README.md", "\(index)\n")
      try repository.commitAll("one")
      let tree = try GitChanges.keptTree(of: "HEAD", in: repository.path, under: cache.url)
      #expect(FileManager.default.fileExists(atPath: tree + "/README.md"))
      // Distinct modification times, whatever the file system's resolution.
      Thread.sleep(forTimeInterval: 0.02)
    }
    let kept = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    #expect(kept.count == 8)
    // The first repository is used again: its tree is exported anew, and the oldest left goes.
    _ = try GitChanges.keptTree(of: "HEAD", in: repositories[0].path, under: cache.url)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 8)
  }
}
