import Foundation

/// Runs `body` with a new, empty folder under `parent`, and removes the folder with all it
/// holds when `body` returns or throws: every scratch copy, SwiftPM output and git export of
/// the checker lives in one of these.
///
/// - Parameters:
///   - prefix: The start of the folder's name, such as `depgraph-diff`, so a folder left by a
///     killed run says which step made it.
///   - parent: Where the folder is made.
///   - body: What runs with the folder's URL.
/// - Returns: What `body` returns.
/// - Throws: ``GraphError/temporaryFolder(path:reason:)`` when the folder cannot be made;
///   otherwise what `body` throws.
func withTemporaryFolder<Result>(
  _ prefix: String, in parent: URL = FileManager.default.temporaryDirectory,
  _ body: (URL) throws(GraphError) -> Result
) throws(GraphError) -> Result {
  let folder = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  } catch {
    throw .temporaryFolder(path: folder.path, reason: systemReason(error))
  }
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}
