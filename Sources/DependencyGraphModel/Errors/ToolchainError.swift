/// The Swift toolchain could not run, or what it did had to be undone.
public enum ToolchainError: Error, Hashable, Sendable {
  /// The `swift` executable could not be started.
  case swiftNotFound(reason: String)
  /// `swift package` failed; `output` is what it printed on standard error.
  case packageCommandFailed(command: String, output: String)
  /// The temporary folder for SwiftPM's output could not be made or read back.
  case temporaryFolder(path: String, reason: String)
  /// A `swift package` edit left the manifest broken or without what it was to add, and was
  /// undone: `Package.swift` is as it was before.
  case manifestEditUndone(command: String, reason: String)
}

extension ToolchainError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .swiftNotFound(let reason):
      "Cannot run 'swift': \(reason). Put the Swift toolchain on PATH or set DEPGRAPH_SWIFT."
    case .packageCommandFailed(let command, let output):
      "'\(command)' failed: \(output.isEmpty ? "it printed nothing" : output)"
    case .temporaryFolder(let path, let reason):
      "Cannot use the temporary folder '\(path)' for SwiftPM's output: \(reason). Set TMPDIR "
        + "to a writable folder."
    case .manifestEditUndone(let command, let reason):
      "'\(command)' left Package.swift \(reason); depgraph put Package.swift back as it was. "
        + "Make this edit by hand."
    }
  }
}
