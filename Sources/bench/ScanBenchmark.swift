import DependencyGraph
import Foundation

/// The depgraph figures: scan speed against a read-and-count floor, and the checks' time.
enum ScanBenchmark {
  static func run(sizes: [Int], filesPerTarget: Int) throws -> [Measurement] {
    var rows: [Measurement] = []
    for size in sizes {
      let generated = try GeneratedPackage(targets: size, filesPerTarget: filesPerTarget)
      defer { generated.removeWhenRunEnds() }
      let paths = generated.package.targets.flatMap { target in
        target.sourcePaths.map { generated.root + "/" + $0 }
      }
      let rounds = size >= 5_000 ? 3 : 5
      let floor = bestTime(rounds: rounds, operations: paths.count) {
        var lines = 0
        for path in paths {
          let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
          lines += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        blackHole(lines)
      }
      var analysis: PackageAnalysis?
      let scan = bestTime(rounds: rounds, operations: paths.count) {
        analysis = PackageAnalysis(package: generated.package)
      }
      rows.append(
        Measurement(
          name: "scan", size: size, nanosecondsPerOperation: scan,
          baseline: "read+count lines", baselineNanosecondsPerOperation: floor))
      guard let analysis else { continue }
      let imports = analysis.imports.values.reduce(0) { $0 + $1.count }
      // Every file imports Foundation and each of its target's dependencies.
      try require(imports == paths.count + importCount(generated), "the scan lost imports")
      let check = bestTime(rounds: rounds, operations: 1) {
        blackHole(analysis.check(rules: nil, strict: true))
      }
      rows.append(
        Measurement(
          name: "checks", size: size, nanosecondsPerOperation: check,
          baseline: "scan of the same package",
          baselineNanosecondsPerOperation: scan * Double(paths.count)))
      rows.append(try bridgeRow(analysis, size: size, rounds: rounds))
    }
    return rows
  }

  /// `depgraph bridge` on one edge (declarations of one target, uses in the other) against
  /// reading and import-scanning the same two targets' files.
  private static func bridgeRow(_ analysis: PackageAnalysis, size: Int, rounds: Int) throws
    -> Measurement
  {
    let package = analysis.package
    guard let lower = package.targets.last(where: { !$0.targetDependencies.isEmpty }),
      let upper = lower.targetDependencies.first.flatMap(package.target(named:))
    else { throw CocoaError(.featureUnsupported) }
    let files = (lower.sourcePaths + upper.sourcePaths).map { package.root + "/" + $0 }
    let importScan = bestTime(rounds: rounds, operations: files.count) {
      for file in files {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data()
        blackHole(ImportScanner.scan(bytes: [UInt8](data)))
      }
    }
    var failure: (any Error)?
    let bridge = bestTime(rounds: rounds, operations: files.count) {
      do {
        blackHole(try analysis.bridge(from: lower.name, to: upper.name))
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return Measurement(
      name: "bridge", size: size, nanosecondsPerOperation: bridge,
      baseline: "import scan of both targets", baselineNanosecondsPerOperation: importScan)
  }

  /// The number of imports the generator wrote, to prove the scan found every one.
  private static func importCount(_ generated: GeneratedPackage) -> Int {
    generated.package.targets.reduce(0) { total, target in
      total + target.sources.count * target.targetDependencies.count
    }
  }
}
