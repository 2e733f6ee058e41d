package import Foundation

/// A command running with its output in temporary files, so that no pipe can fill and block it.
/// Each failure is the caller's own error, made from a ``Failure``.
package struct Command {
  /// What the command wrote, and how it exited.
  package struct Result {
    package let status: Int32
    package let output: Data
    package let errorText: String
  }

  /// Why a command could not run, or what it wrote could not be read.
  package enum Failure: Error {
    /// The files that take the command's output could not be made or read, in `folder`.
    case scratchFiles(folder: String, reason: String)
    /// The executable could not be started.
    case launch(executable: String, reason: String)
  }

  let process = Process()
  /// Signalled when the process exits. `waitUntilExit()` polls a run loop on Linux and wakes
  /// up to 50 ms late, which a whole run of depgraph would pay on every command.
  let exited = DispatchSemaphore(value: 0)
  let outURL: URL
  let errURL: URL

  /// Starts `executable` with `arguments`; its output goes to files beside `outputFolder`.
  package init<Failure: Error>(
    executable: String, arguments: [String], outputFolder: URL,
    failing failure: (Command.Failure) -> Failure
  ) throws(Failure) {
    outURL = outputFolder.appendingPathExtension("out")
    errURL = outputFolder.appendingPathExtension("err")
    let output: FileHandle
    let errors: FileHandle
    do {
      try Data().write(to: outURL)
      try Data().write(to: errURL)
      output = try FileHandle(forWritingTo: outURL)
      errors = try FileHandle(forWritingTo: errURL)
    } catch {
      throw failure(
        .scratchFiles(
          folder: outputFolder.deletingLastPathComponent().path, reason: systemReason(error)))
    }
    // The child has its own copies once started: closed here, the parent's descriptors do not
    // outlive the command. Foundation's `Process` keeps its handles for the process's life, and
    // a process with many descriptors open makes `Process.run()` read past the end of its
    // buffer of `/proc/self/fd` entries, and crash.
    defer {
      try? output.close()
      try? errors.close()
    }
    process.standardOutput = output
    process.standardError = errors
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.terminationHandler = { [exited] _ in exited.signal() }
    do {
      try process.run()
    } catch {
      throw failure(.launch(executable: executable, reason: systemReason(error)))
    }
  }

  /// Waits for the command to exit and reads what it wrote.
  package func finish<Failure: Error>(failing failure: (Command.Failure) -> Failure)
    throws(Failure) -> Result
  {
    exited.wait()
    do {
      let errorText = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
      return Result(
        status: process.terminationStatus,
        output: try Data(contentsOf: outURL),
        errorText: errorText.trimmingCharacters(in: .whitespacesAndNewlines))
    } catch {
      throw failure(
        .scratchFiles(folder: outURL.deletingLastPathComponent().path, reason: systemReason(error)))
    }
  }
}
