import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphChanges

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

@Suite("diff's ignored files")
struct IgnoredFilesTests {
  @Test("A tree that cannot take an ignored file is left as it was, and the error names the file")
  func unwritableTree() throws {
    let repository = try TemporaryFolder("dg-ignored-repo")
    defer { repository.remove() }
    try repository.write(".gitignore", "A/\nB/\n")
    try repository.commitAll("ignore")
    try repository.write("A/one.txt", "1\n")
    try repository.write("B/two.txt", "2\n")
    let ignored = try IgnoredFiles(of: repository.path)
    #expect(ignored.files == ["A/one.txt", "B/two.txt"])
    // A file where the second one's folder should be.
    let tree = try TemporaryFolder("dg-ignored-tree")
    defer { tree.remove() }
    try tree.write("B", "not a folder\n")
    #expect {
      try ignored.give(to: tree.path)
    } throws: { error in
      guard case .toolchain(.temporaryFolder(let path, _))? = error as? GraphError else {
        return false
      }
      return path == tree.path + "/B/two.txt"
    }
    // The first file, and the folder made for it, are gone again.
    #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path) == ["B"])
  }
}
