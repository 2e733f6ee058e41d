import CommandLineSupport
import Foundation
import TestSupport
import Testing

@testable import AppMain

@MainActor
@Suite("README transcript")
struct ReadmeTranscriptTests {
  @Test("Every line of the README's demo transcript is printed by swift run demo")
  func transcriptIsReal() async throws {
    let root = URL(fileURLWithPath: packageRoot)
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```text\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```"))
    let transcript = readme[start.upperBound..<end.lowerBound].split(separator: "\n")
    let output = Set(await Demo.run([]).standardOutput.split(separator: "\n"))
    #expect(transcript.count >= 10)
    for line in transcript {
      #expect(output.contains(line), "not printed by the demo: \(line)")
    }
  }
}
