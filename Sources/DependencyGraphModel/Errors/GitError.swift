/// git could not give the changed files or a revision's files.
public enum GitError: Error, Hashable, Sendable {
  /// A folder is in no git repository, or git cannot run.
  case notARepository(path: String, reason: String)
  /// A git command failed in a repository, as when a clone lacks a revision's objects.
  case failed(repository: String, command: String, reason: String)
  /// A revision names no commit of the repository (a typo, or a shallow clone without it).
  case unknownRevision(String, repository: String)
  /// The graph of one of two revisions compared cannot be read, for `error`.
  indirect case revisionUnreadable(String, error: GraphError)
  /// Neither of two revisions compared holds the package.
  case packageInNoRevision(base: String, head: String)
}

extension GitError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notARepository(let path, let reason):
      "\(path) is in no git repository (\(reason))."
    case .failed(let repository, let command, let reason):
      "git \(command) failed in \(repository): \(reason). A clone that lacks objects (partial, "
        + "or with files left out) cannot give a revision's files: run depgraph in a full clone."
    case .unknownRevision(let revision, let repository):
      "'\(revision)' names no commit of \(repository). Check the name; a shallow clone needs "
        + "the base fetched first (git fetch --deepen, or fetch-depth: 0 in actions/checkout)."
    case .revisionUnreadable(let revision, let error):
      "the graph of \(revision) cannot be read: \(error)"
    case .packageInNoRevision(let base, let head):
      "the package is in neither \(base) nor \(head)"
    }
  }
}
