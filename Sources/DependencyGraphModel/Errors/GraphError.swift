/// Why a package could not be loaded or checked: bad input that `depgraph` reports with exit 2.
///
/// Each case is one domain, with an error of its own that says what went wrong in the
/// checker's terms. None names a command-line flag: the command line adds the flag that mends
/// an error when it prints it.
public enum GraphError: Error, Hashable, Sendable {
  /// A file could not be read or written.
  case file(FileError)
  /// A path names no package, project or workspace, or one that cannot be read.
  case input(InputError)
  /// The Swift toolchain could not run, or what it did had to be undone.
  case toolchain(ToolchainError)
  /// A file the team writes for depgraph (the rules file, the baseline, a test plan) is wrong.
  case configuration(ConfigurationError)
  /// git could not give the changed files or a revision's files.
  case git(GitError)
  /// A bridge was asked for an edge that cannot have one.
  case bridge(BridgeError)
}

extension GraphError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .file(let error): error.description
    case .input(let error): error.description
    case .toolchain(let error): error.description
    case .configuration(let error): error.description
    case .git(let error): error.description
    case .bridge(let error): error.description
    }
  }
}
