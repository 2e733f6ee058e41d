import Foundation

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a tool writes: whether standard output and standard error are terminals, and the
/// environment, which may say `NO_COLOR`. Tests run tools as if both went to pipes.
package struct Terminal: Hashable, Sendable {
  package var standardOutputIsTerminal: Bool
  package var standardErrorIsTerminal: Bool
  package var environment: [String: String]

  package init(
    standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool,
    environment: [String: String]
  ) {
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.environment = environment
  }

  /// Both outputs are pipes or files, with no environment: no colour, no progress line.
  package static let pipes = Terminal(
    standardOutputIsTerminal: false, standardErrorIsTerminal: false, environment: [:])

  /// This process's outputs and environment.
  package static func current() -> Terminal {
    Terminal(
      standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0,
      standardErrorIsTerminal: isatty(STDERR_FILENO) != 0,
      environment: ProcessInfo.processInfo.environment)
  }

  /// A progress line on standard error, written only when standard error is a terminal.
  package func progressLine() -> ProgressLine {
    ProgressLine(isEnabled: standardErrorIsTerminal) { text in
      FileHandle.standardError.write(Data(text.utf8))
    }
  }
}
