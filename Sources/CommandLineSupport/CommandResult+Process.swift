import Foundation

extension CommandResult {
  /// Writes both outputs and exits with the status: all that a tool's `main.swift` does after
  /// running the tool.
  package func exitProcess() -> Never {
    FileHandle.standardOutput.write(Data(standardOutput.utf8))
    FileHandle.standardError.write(Data(standardError.utf8))
    exit(exitCode)
  }
}
