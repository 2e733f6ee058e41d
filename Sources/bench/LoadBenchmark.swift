import DependencyGraph
import Foundation

/// A whole depgraph run (SwiftPM's description, the scan, every check) against
/// `swift package describe` alone, which no run can avoid, on generated packages that depend
/// on a package never resolved. The two are timed in turns, so noise falls on both alike.
enum LoadBenchmark {
  static func run(sizes: [Int], rounds: Int) throws -> [Measurement] {
    let swift = try PackageLoader.swiftExecutable()
    var rows: [Measurement] = []
    for size in sizes {
      let generated = try GeneratedPackage(targets: size, filesPerTarget: 10)
      defer { generated.remove() }
      try generated.writeManifest()
      // The first run of each compiles the manifest into SwiftPM's cache; both then run warm.
      try describe(generated.root, swift: swift)
      var whole = Double.infinity
      var alone = Double.infinity
      for _ in 0..<rounds {
        alone = min(alone, try seconds { try describe(generated.root, swift: swift) })
        whole = min(
          whole,
          try seconds {
            let report = try PackageAnalysis.load(packagePath: generated.root).check(strict: true)
            precondition(report.targets.count == size, "the run lost targets")
          })
      }
      rows.append(
        Measurement(
          name: "load+check", size: size, nanosecondsPerOperation: whole * 1e9,
          baseline: "swift package describe", baselineNanosecondsPerOperation: alone * 1e9))
    }
    return rows
  }

  private static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Runs `swift package describe --type json` as depgraph does, with its own scratch folder.
  private static func describe(_ root: String, swift: String) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-scratch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swift)
    process.arguments = [
      "package", "--package-path", root, "--scratch-path", scratch.path, "describe", "--type",
      "json",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    // As depgraph does: waitUntilExit() polls on Linux and would add up to 50 ms to the floor.
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    exited.wait()
    precondition(process.terminationStatus == 0, "describe failed on the generated package")
  }
}
