import CommandLineSupport
import Foundation

/// Runs the benchmarks and renders their rows.
enum Bench {
  /// Runs `bench` for a command line: the table or JSON on standard output.
  static func run(_ arguments: [String], packageRoot: String) async -> CommandResult {
    let options: BenchOptions
    do {
      options = try BenchOptions.parse(arguments)
    } catch {
      return .failure(error, exitCode: ExitStatus.usageError)
    }
    if options.showHelp { return CommandResult(standardOutput: BenchOptions.help + "\n") }
    do {
      return CommandResult(standardOutput: try await run(options, packageRoot: packageRoot))
    } catch {
      return .failure(error, exitCode: ExitStatus.failure)
    }
  }

  static func run(_ options: BenchOptions, packageRoot: String) async throws -> String {
    defer { Leftovers.shared.removeAll() }
    var rows: [Measurement] = []
    let routingSizes = options.quick ? [10, 100] : [10, 100, 1_000, 10_000]
    let iterations = options.quick ? 2_000 : 200_000
    let runs = { (group: BenchGroup) in options.only == nil || options.only == group }
    if runs(.dispatch) {
      rows += try await DispatchBenchmark.run(sizes: routingSizes, iterations: iterations)
    }
    if runs(.deeplink) {
      rows += try DeepLinkBenchmark.run(sizes: routingSizes, iterations: iterations)
      rows += try DeepLinkBenchmark.printing(iterations: iterations)
    }
    if runs(.scan) {
      let sizes = options.quick ? [20, 100] : [200, 1_000, 5_000]
      rows += try ScanBenchmark.run(sizes: sizes, filesPerTarget: 10)
    }
    if runs(.load) {
      let sizes = options.quick ? [20] : [20, 120, 300]
      rows += try LoadBenchmark.run(sizes: sizes, rounds: options.quick ? 1 : 5)
      rows.append(
        try LoadBenchmark.workspace(
          packages: options.quick ? 3 : 20, targets: 10, rounds: options.quick ? 1 : 3))
      rows.append(
        try LoadBenchmark.affected(size: options.quick ? 20 : 300, rounds: options.quick ? 1 : 5))
      rows += try LoadBenchmark.diff(size: options.quick ? 20 : 300, rounds: options.quick ? 1 : 5)
      rows.append(
        try LoadBenchmark.project(
          targets: options.quick ? 5 : 50, packages: options.quick ? 3 : 20, packageTargets: 2,
          rounds: options.quick ? 1 : 3))
    }
    if options.compareBuild {
      rows.append(try BuildComparison.run(packageRoot: packageRoot))
      rows.append(try BuildComparison.bridge(packageRoot: packageRoot))
    }
    return options.json ? json(rows) : table(rows)
  }

  static func table(_ rows: [Measurement]) -> String {
    var lines = [
      pad("name", 14) + pad("size", 7, left: true) + pad("ns/op", 14, left: true)
        + "  " + pad("baseline", 34) + pad("ns/op", 14, left: true) + pad("ratio", 9, left: true)
    ]
    for row in rows {
      lines.append(
        pad(row.name, 14) + pad("\(row.size)", 7, left: true)
          + pad(format(row.nanosecondsPerOperation), 14, left: true) + "  "
          + pad(row.baseline, 34) + pad(format(row.baselineNanosecondsPerOperation), 14, left: true)
          + pad(String(format: "%.2fx", row.ratio), 9, left: true))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ rows: [Measurement]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(rows)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 100 ? String(format: "%.0f", nanoseconds) : String(format: "%.1f", nanoseconds)
  }

  private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }
}
