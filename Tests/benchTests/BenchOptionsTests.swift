import CommandLineSupport
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
    let refused = await Bench.run(["--only", "x"], packageRoot: "/nonexistent")
    #expect(refused.exitCode == ExitStatus.usageError)
    #expect(refused.standardOutput.isEmpty)
    #expect(refused.standardError.hasPrefix("error: Invalid value 'x' for '--only'."))
    let help = await Bench.run(["--help"], packageRoot: "/nonexistent")
    #expect(help.exitCode == ExitStatus.success)
    #expect(BenchOptions.parser.disagreements(withHelp: help.standardOutput) == ([], []))
    #expect(help.standardOutput.contains("\(ExitStatus.usageError) a usage error"))
    let groups = BenchGroup.allCases.map(\.rawValue).joined(separator: "|")
    #expect(help.standardOutput.contains("[--only \(groups)]"))
  }
}
