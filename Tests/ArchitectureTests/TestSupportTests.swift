import Foundation
import TestSupport
import Testing

/// The shared test helpers that other checks lean on, so that a helper's failure reads as one.
@Suite("Test support")
struct TestSupportTests {
  @Test("A program's standard output comes back")
  func programOutput() throws {
    let output = try runProgram(["sh", "-c", "printf 'one\\ntwo'; echo noise >&2"])
    #expect(String(decoding: output, as: UTF8.self) == "one\ntwo")
  }

  @Test("A program that fails throws its status and what it wrote on standard error")
  func programFailure() throws {
    let failure = try #require(throws: ProgramFailure.self) {
      try runProgram(["sh", "-c", "echo partial; echo 'no such revision' >&2; exit 3"])
    }
    #expect(failure.command == "sh -c echo partial; echo 'no such revision' >&2; exit 3")
    #expect(failure.status == 3)
    #expect(failure.standardError == "no such revision\n")
  }
}
