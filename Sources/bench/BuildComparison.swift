import DependencyGraph
import Foundation

/// A whole `depgraph` check of this package against SwiftPM's own import check, which needs a
/// clean build with `--explicit-target-dependency-import-check error`.
enum BuildComparison {
  static func run(packageRoot: String) throws -> Measurement {
    let rulesData = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/depgraph.json"))
    var failure: BenchFailure?
    let depgraph = bestTime(rounds: 3, operations: 1) {
      do {
        let analysis = try PackageAnalysis.load(packagePath: packageRoot)
        let rules = try Rules(
          json: rulesData, file: "depgraph.json", knownTargets: analysis.package.targets.map(\.name)
        )
        blackHole(analysis.check(rules: rules, strict: true))
      } catch {
        failure = BenchFailure(description: "depgraph failed on this package: \(error)")
      }
    }
    if let failure { throw failure }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-build-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let build = bestTime(rounds: 1, operations: 1) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swift", "build", "--package-path", packageRoot, "--scratch-path", scratch,
        "--explicit-target-dependency-import-check", "error",
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do {
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
          failure = BenchFailure(
            description: "swift build failed (exit status \(process.terminationStatus))")
        }
      } catch {
        failure = BenchFailure(description: "could not run swift build: \(error)")
      }
    }
    if let failure { throw failure }
    return Measurement(
      name: "depgraph run", size: 1, nanosecondsPerOperation: depgraph,
      baseline: "clean swift build --explicit-target-dependency-import-check",
      baselineNanosecondsPerOperation: build)
  }

  /// `depgraph bridge` reading the compiler on Tests/Fixtures/BridgeCompiled's edge
  /// Lower -> Upper (a build without the edge, the importing file compiled apart, the index
  /// read) against a clean debug `swift build` of the same two targets without that file.
  static func bridge(packageRoot: String) throws -> Measurement {
    let fixture = packageRoot + "/Tests/Fixtures/BridgeCompiled"
    var failure: BenchFailure?
    let exact = bestTime(rounds: 1, operations: 1) {
      do {
        let draft = try PackageAnalysis.load(packagePath: fixture).bridge(
          from: "Lower", to: "Upper", reading: .compiler(swift: nil))
        if draft.useOrigin != .compiler(store: nil) {
          failure = BenchFailure(description: "the bridge read text: \(draft.useOrigin)")
        }
      } catch {
        failure = BenchFailure(description: "depgraph bridge failed: \(error)")
      }
    }
    if let failure { throw failure }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-bridge-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let copy = scratch.appendingPathComponent("package")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: fixture), to: copy)
    for file in ["Progress.swift", "Ordering.swift"] {
      try FileManager.default.removeItem(
        at: copy.appendingPathComponent("Sources/Lower").appendingPathComponent(file))
    }
    let build = bestTime(rounds: 1, operations: 1) {
      failure = runSwift([
        "build", "--package-path", copy.path, "--scratch-path",
        scratch.appendingPathComponent("build").path, "--target", "Upper",
      ])
    }
    if let failure { throw failure }
    return Measurement(
      name: "exact bridge", size: 1, nanosecondsPerOperation: exact,
      baseline: "clean swift build of both targets", baselineNanosecondsPerOperation: build)
  }

  /// Runs `swift` with `arguments`, its output discarded; why it failed, if it did.
  private static func runSwift(_ arguments: [String]) -> BenchFailure? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return BenchFailure(description: "could not run swift: \(error)")
    }
    return process.terminationStatus == 0
      ? nil
      : BenchFailure(
        description: "swift \(arguments[0]) failed (exit status \(process.terminationStatus))")
  }
}
