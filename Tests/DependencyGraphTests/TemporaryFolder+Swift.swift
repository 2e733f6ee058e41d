import DependencyGraph
import Foundation
import TestSupport

extension TemporaryFolder {
  /// Writes an executable stand-in for `swift`: `prologue`, then the real `swift` with the same
  /// arguments. Returns its path.
  ///
  /// A shell writes the file, not this process: a process that another test starts while this
  /// one holds the file open for writing inherits that descriptor, and running the stand-in
  /// then fails with "Text file busy" for as long as that process lives.
  func standInSwift(prologue: String) throws -> String {
    let real = try PackageLoader.swiftExecutable()
    let script = "#!/bin/sh\n\(prologue)\nexec '\(real)' \"$@\"\n"
    try runProgram([
      "sh", "-c", "printf '%s' \"$2\" > \"$1\" && chmod 755 \"$1\"", "sh", path + "/swift", script,
    ])
    return path + "/swift"
  }
}
