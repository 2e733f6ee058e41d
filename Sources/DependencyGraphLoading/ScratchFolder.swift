package import DependencyGraphModel
import DependencyGraphSupport
package import Foundation

/// Runs `body` with a new, empty folder under `parent`, removed with all it holds when `body`
/// returns or throws: every scratch copy, SwiftPM output and git export of the checker lives
/// in one of these (see `DependencyGraphSupport`'s `withTemporaryFolder`).
///
/// - Throws: ``ToolchainError/temporaryFolder(path:reason:)`` when the folder cannot be made;
///   otherwise what `body` throws.
package func withTemporaryFolder<Result>(
  _ prefix: String, in parent: URL = FileManager.default.temporaryDirectory,
  _ body: (URL) throws(GraphError) -> Result
) throws(GraphError) -> Result {
  try withTemporaryFolder(
    prefix, in: parent, failing: { GraphError.toolchain(.temporaryFolder(path: $0, reason: $1)) },
    body)
}
