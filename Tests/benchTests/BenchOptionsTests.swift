import CommandLineSupport
import Foundation
import TestSupport
import Testing

@testable import bench

@Suite("bench command line")
struct BenchOptionsTests {
  @Test(
    "Valid command lines parse to their options",
    arguments: [
      ([], BenchOptions()),
      (["--quick", "--json"], BenchOptions(json: true, quick: true)),
      (["--only", "scan"], BenchOptions(only: .scan)),
      (["--only=deeplink", "--compare-build"], BenchOptions(compareBuild: true, only: .deeplink)),
      (["--nope", "-h"], BenchOptions(showHelp: true)),
    ] as [([String], BenchOptions)])
  func valid(_ arguments: [String], _ expected: BenchOptions) throws {
    #expect(try BenchOptions.parse(arguments) == expected)
  }

  @Test(
    "Invalid command lines name the argument at fault",
    arguments: [
      (["--nope"], UsageError.Problem.unknownOption("--nope")),
      (["quick"], .unexpectedArgument("quick")),
      (["--only"], .missingValue(option: "--only")),
      (
        ["--only", "everything"],
        .invalidValue(
          option: "--only", value: "everything", allowed: ["dispatch", "deeplink", "scan", "load"])
      ),
      (["--json=yes"], .unexpectedValue(option: "--json")),
    ] as [([String], UsageError.Problem)])
  func invalid(_ arguments: [String], _ problem: UsageError.Problem) {
    #expect(throws: UsageError(tool: "bench", problem)) { try BenchOptions.parse(arguments) }
  }

  @Test("A usage error exits 64 before measuring anything; help lists every option")
  func usageAndHelp() async {
    expectUsageError(
      await Bench.run(["--only", "x"], packageRoot: "/nonexistent"),
      exitCode: ExitStatus.usageError, startingWith: "Invalid value 'x' for '--only'.")
    let help = await Bench.run(["--help"], packageRoot: "/nonexistent")
    #expect(help.exitCode == ExitStatus.success)
    #expect(BenchOptions.parser.disagreements(withHelp: help.standardOutput) == ([], []))
    #expect(help.standardOutput.contains("\(ExitStatus.usageError) a usage error"))
    let groups = BenchGroup.allCases.map(\.rawValue).joined(separator: "|")
    #expect(help.standardOutput.contains("[--only \(groups)]"))
  }

  @Test("A package that depgraph cannot read is an error and exit 1, never a trap")
  func failureIsAnError() async throws {
    let temporaryFolder = try TemporaryFolder("bench-failure")
    defer { temporaryFolder.remove() }
    let folder = temporaryFolder.url
    // Rules, but no Package.swift: the comparison's depgraph run fails inside the timing loop.
    try Data(#"{"version": 1}"#.utf8).write(to: folder.appendingPathComponent("depgraph.json"))
    let result = await Bench.run(
      ["--only", "dispatch", "--quick", "--compare-build"], packageRoot: folder.path)
    #expect(result.exitCode == ExitStatus.failure)
    #expect(result.standardError.hasPrefix("error: depgraph failed on this package:"))
  }

  @Test("A failed requirement of a benchmark is a BenchFailure with its reason")
  func requireThrows() {
    #expect(throws: Never.self) { try require(true, "unused") }
    let failure = #expect(throws: BenchFailure.self) { try require(false, "the scan lost imports") }
    #expect(failure?.description == "the scan lost imports")
  }
}
