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
}
