package import Foundation

/// Runs `body` with a new, empty folder under `parent`, and removes the folder with all it
/// holds when `body` returns or throws: every scratch copy, SwiftPM output and git export of
/// the checker lives in one of these.
///
/// - Parameters:
///   - prefix: The start of the folder's name, such as `depgraph-diff`, so a folder left by a
///     killed run says which step made it.
///   - parent: Where the folder is made.
///   - failure: The caller's own error for a folder that cannot be made, from its path and
///     the system's reason.
///   - body: What runs with the folder's URL.
/// - Returns: What `body` returns.
/// - Throws: `failure`'s error when the folder cannot be made; otherwise what `body` throws.
package func withTemporaryFolder<Result, Failure: Error>(
  _ prefix: String, in parent: URL = FileManager.default.temporaryDirectory,
  failing failure: (_ path: String, _ reason: String) -> Failure,
  _ body: (URL) throws(Failure) -> Result
) throws(Failure) -> Result {
  let folder = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  } catch {
    throw failure(folder.path, systemReason(error))
  }
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}
