import Foundation

/// Loads a package's targets by asking SwiftPM, without building anything.
///
/// It runs `swift package dump-package`, which never resolves dependencies, and then, for a
/// package without dependencies on other packages, `swift package describe --type json`, which
/// lists each target's exact sources but refuses a manifest whose targets form a cycle; then
/// the first answer is kept so the cycle can still be reported. Both commands get a temporary
/// `--scratch-path`, so a running `swift build` or `swift test` of the same package cannot
/// block them on its lock.
public enum PackageLoader {
  /// Loads the package at `packagePath`.
  ///
  /// - Parameters:
  ///   - packagePath: The package's root folder, absolute or relative to the current one.
  ///   - swift: The `swift` executable to run; found through `DEPGRAPH_SWIFT` or `PATH` when
  ///     `nil`.
  /// - Returns: The package's targets and their declared dependencies.
  /// - Throws: ``GraphError/packageNotFound(path:)`` when there is no manifest there;
  ///   ``GraphError/packageCommandFailed(command:output:)`` when SwiftPM cannot read it.
  public static func load(packagePath: String, swift: String? = nil) throws(GraphError)
    -> SwiftPackage
  {
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
    guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
      throw .packageNotFound(path: packagePath)
    }
    let executable: String
    if let swift { executable = swift } else { executable = try findSwift() }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("depgraph-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let common = ["package", "--package-path", root, "--scratch-path", scratch]

    var dump = try run(executable, common + ["dump-package"])
    if dump.status == 0 && dump.output.isEmpty {
      // SwiftPM once exited 0 having printed nothing, in a CI run on a busy machine; a manifest
      // always prints something, so ask once more before calling the answer malformed.
      dump = try run(executable, common + ["dump-package"])
    }
    guard dump.status == 0 else {
      throw .packageCommandFailed(
        command: "swift package dump-package", output: dump.errorText)
    }
    let manifest = try SwiftPackage(
      dumpPackageJSON: dump.output, root: root, source: "swift package dump-package")
    if hasPackageDependencies(dump.output) { return manifest }

    let describe = try run(executable, common + ["describe", "--type", "json"])
    guard describe.status == 0 else { return manifest }
    return try SwiftPackage(
      describeJSON: describe.output, root: root, source: "swift package describe")
  }

  private static func hasPackageDependencies(_ dumpJSON: Data) -> Bool {
    struct Manifest: Decodable { let dependencies: [JSONValue]? }
    let manifest = try? JSONDecoder().decode(Manifest.self, from: dumpJSON)
    return !(manifest?.dependencies ?? []).isEmpty
  }

  private static func findSwift() throws(GraphError) -> String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["DEPGRAPH_SWIFT"], !explicit.isEmpty { return explicit }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(folder) + "/swift"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw .swiftNotFound(reason: "no 'swift' on PATH")
  }

  private struct Output {
    let status: Int32
    let output: Data
    let errorText: String
  }

  /// Runs a command with its output in temporary files, so that no pipe can fill and block it.
  private static func run(_ executable: String, _ arguments: [String]) throws(GraphError)
    -> Output
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("depgraph-run-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let outURL = folder.appendingPathComponent("out")
      let errURL = folder.appendingPathComponent("err")
      try Data().write(to: outURL)
      try Data().write(to: errURL)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = try FileHandle(forWritingTo: outURL)
      process.standardError = try FileHandle(forWritingTo: errURL)
      try process.run()
      process.waitUntilExit()
      let errorText = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
      return Output(
        status: process.terminationStatus,
        output: try Data(contentsOf: outURL),
        errorText: errorText.trimmingCharacters(in: .whitespacesAndNewlines)
      )
    } catch {
      throw .swiftNotFound(reason: "\(executable): \(error.localizedDescription)")
    }
  }
}
