package import CommandLineSupport
package import Foundation
package import Testing

/// This package's root folder, found from this file's place in `Tests/TestSupport`.
package let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The folder of a package under `Tests/Fixtures`.
package func fixturePath(_ name: String) -> String {
  packageRoot + "/Tests/Fixtures/" + name
}

/// A folder under the temporary directory that a test fills with files and removes after.
package struct TemporaryFolder: Sendable {
  package let path: String

  package var url: URL { URL(fileURLWithPath: path) }

  /// An empty folder whose name starts with `prefix`.
  package init(_ prefix: String) throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// A copy of the folder at `source`, which a test may change.
  package init(copying source: String, prefix: String) throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.copyItem(atPath: source, toPath: path)
  }

  /// Writes `text` to `relative`, making the folders on the way.
  package func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  package func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// Commits everything in the folder, making it a repository (branch `main`) the first time,
  /// with an identity of its own so that no user configuration is needed.
  package func commitAll(_ message: String) throws {
    if !FileManager.default.fileExists(atPath: path + "/.git") {
      _ = try runProgram(["git", "-C", path, "init", "--quiet", "--initial-branch=main"])
    }
    _ = try runProgram(["git", "-C", path, "add", "."])
    _ = try runProgram(
      [
        "git", "-C", path, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m",
        message,
      ])
  }
}

/// Runs a program found on the path, such as `git` or `swift`, and returns its standard output.
///
/// - Throws: ``ProgramFailure``, with the end of what the program wrote on standard error, when
///   it exits with another status than 0.
@discardableResult
package func runProgram(_ arguments: [String]) throws -> Data {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  // A file, not a second pipe: a program that fills the pipe not being read would block.
  let errors = try TemporaryFolder("program-errors")
  defer { errors.remove() }
  try errors.write("stderr", "")
  let errorFile = try FileHandle(forWritingTo: errors.url.appendingPathComponent("stderr"))
  process.standardError = errorFile
  // The descriptors are closed here once the child has its own: Foundation's `Process` keeps
  // its handles, and a test process with many open descriptors makes `Process.run()` crash.
  defer {
    try? errorFile.close()
    try? output.fileHandleForReading.close()
  }
  try process.run()
  try? output.fileHandleForWriting.close()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    let written = (try? String(contentsOfFile: errors.path + "/stderr", encoding: .utf8)) ?? ""
    throw ProgramFailure(
      command: arguments.joined(separator: " "), status: process.terminationStatus,
      standardError: String(written.suffix(2_000)))
  }
  return data
}

/// A program that ``runProgram(_:)`` ran exited with another status than 0.
package struct ProgramFailure: Error, CustomStringConvertible {
  package let command: String
  package let status: Int32
  /// The end of what it wrote on standard error.
  package let standardError: String

  package var description: String {
    "\(command) exited with status \(status): \(standardError)"
  }
}

/// Expects `result` to be a refused command line, as every tool reports one: nothing on
/// standard output, one `error:` line on standard error that starts with `message`, and
/// `exitCode`.
package func expectUsageError(
  _ result: CommandResult, exitCode: Int32, startingWith message: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.exitCode == exitCode, sourceLocation: sourceLocation)
  #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
  #expect(
    result.standardError.hasPrefix("error: " + message), "\(result.standardError)",
    sourceLocation: sourceLocation)
  #expect(
    result.standardError.filter { $0 == "\n" }.count == 1 && result.standardError.hasSuffix("\n"),
    "\(result.standardError)", sourceLocation: sourceLocation)
}

extension Array {
  /// The single element, or `nil` when there are none or several.
  package var only: Element? { count == 1 ? first : nil }
}
