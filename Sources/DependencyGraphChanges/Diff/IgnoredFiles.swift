import DependencyGraphLoading
import DependencyGraphModel
import DependencyGraphSupport
import Foundation

/// The working tree's files that git ignores, given to a copy of a revision's tree: a build
/// generates them (a `.xcconfig`, a Swift source), so the working tree has them and no commit
/// does, and a copy without them would report findings that only their absence causes.
struct IgnoredFiles: Sendable {
  /// The repository's top folder.
  let repository: String
  /// The files, relative to the repository (see ``GitChanges/ignoredFiles(inRepository:)``).
  let files: [String]
  /// How many ignored files were too large to give.
  let skipped: Int

  /// The ignored files of `repository`'s working tree.
  ///
  /// - Throws: ``GitError/failed(repository:command:reason:)`` when git fails.
  init(of repository: String) throws(GraphError) {
    self.repository = repository
    (files, skipped) = try GitChanges.ignoredFiles(inRepository: repository)
  }

  /// What was written into a tree: the files given, and every path created, to remove after.
  struct Given: Sendable {
    /// The files given, relative to the tree.
    var files: [String] = []
    /// The files and folders created, in the order they were created.
    fileprivate var created: [String] = []

    /// Removes what was created, deepest first, leaving the tree as it was.
    func remove() {
      for path in created.reversed() { try? FileManager.default.removeItem(atPath: path) }
    }
  }

  /// Copies into `tree` each file it lacks, at the same relative path; a file the revision
  /// has is left as the revision has it.
  ///
  /// - Throws: ``ToolchainError/temporaryFolder(path:reason:)`` when the tree cannot be written;
  ///   what was written before is removed.
  func give(to tree: String) throws(GraphError) -> Given {
    let manager = FileManager.default
    var given = Given()
    for file in files where !manager.fileExists(atPath: tree + "/" + file) {
      let target = tree + "/" + file
      do {
        // The folders the tree lacks, outermost first, each recorded to remove after.
        var folders: [String] = []
        var folder = (target as NSString).deletingLastPathComponent
        while folder.count > tree.count, !manager.fileExists(atPath: folder) {
          folders.insert(folder, at: 0)
          folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in folders {
          try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
          given.created.append(folder)
        }
        try manager.copyItem(atPath: repository + "/" + file, toPath: target)
        given.created.append(target)
        given.files.append(file)
      } catch {
        given.remove()
        throw .toolchain(.temporaryFolder(path: target, reason: systemReason(error)))
      }
    }
    return given
  }
}
