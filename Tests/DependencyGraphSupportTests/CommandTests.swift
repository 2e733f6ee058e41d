import Foundation
import Testing

@testable import DependencyGraphSupport

/// The caller's own error in these tests: which failure the command reported.
private struct Failed: Error {
  let failure: Command.Failure

  /// A scratch folder that could not be made, as the command's own failure.
  static func scratch(_ path: String, _ reason: String) -> Failed {
    Failed(failure: .scratchFiles(folder: path, reason: reason))
  }
}

@Suite("Commands")
struct CommandTests {
  @Test("A command's output, error text and exit status are read once it exits")
  func runs() throws {
    try withTemporaryFolder("command", failing: Failed.scratch) { folder throws(Failed) in
      let result = try Command(
        executable: "/bin/sh", arguments: ["-c", "echo out; echo ' err ' >&2; exit 3"],
        outputFolder: folder.appendingPathComponent("sh"), failing: Failed.init
      ).finish(failing: Failed.init)
      #expect(result.status == 3)
      #expect(String(decoding: result.output, as: UTF8.self) == "out\n")
      #expect(result.errorText == "err")
    }
  }

  @Test("An executable that cannot start is the caller's error, naming the executable")
  func launchFailure() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "command-\(UUID().uuidString)")
    defer {
      for file in ["out", "err"] {
        try? FileManager.default.removeItem(at: folder.appendingPathExtension(file))
      }
    }
    #expect {
      _ = try Command(
        executable: "/nonexistent/swift", arguments: [], outputFolder: folder,
        failing: Failed.init)
    } throws: { error in
      guard case .launch(let executable, let reason) = (error as? Failed)?.failure else {
        return false
      }
      return executable == "/nonexistent/swift" && !reason.isEmpty
    }
  }

  @Test("Output files that cannot be made are the caller's error, naming their folder")
  func scratchFailure() {
    let folder = URL(fileURLWithPath: "/nonexistent-folder/out")
    #expect {
      _ = try Command(
        executable: "/bin/true", arguments: [], outputFolder: folder, failing: Failed.init)
    } throws: { error in
      guard case .scratchFiles(let path, _) = (error as? Failed)?.failure else { return false }
      return path == "/nonexistent-folder"
    }
  }
}
