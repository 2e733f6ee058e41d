/// What one run of a tool printed and the status it exits with, so that tests can run a tool
/// without a process.
package struct CommandResult: Hashable, Sendable {
  package var standardOutput: String
  package var standardError: String
  /// The process exit status; each tool's help documents its own.
  package var exitCode: Int32

  package init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = 0) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }

  /// One `error: ...` line on standard error, as every tool reports a refusal.
  package static func failure(_ error: some Error, exitCode: Int32) -> CommandResult {
    CommandResult(standardError: "error: \(error)\n", exitCode: exitCode)
  }
}
