import Foundation

/// The folders the benchmarks made, removed when the run ends rather than as each row ends.
///
/// On ext4, files created soon after many were deleted are slow to make: the inode allocator
/// steps over inodes freed in the last minutes. Packages of thousands of files deleted as each
/// row ended made a later row's copy of a tree (the first diff after a manifest change) take
/// seconds instead of tens of milliseconds, a cost of the bench, not of what it measures.
final class Leftovers: @unchecked Sendable {
  // Safe to share: `folders` is read and written only under `lock`.
  static let shared = Leftovers()

  private let lock = NSLock()
  private var folders: [String] = []

  /// Removes `folder` when the run ends.
  func removeWhenRunEnds(_ folder: String) {
    lock.withLock { folders.append(folder) }
  }

  /// Removes every folder given so far.
  func removeAll() {
    let removing = lock.withLock {
      defer { folders = [] }
      return folders
    }
    for folder in removing { try? FileManager.default.removeItem(atPath: folder) }
  }
}
