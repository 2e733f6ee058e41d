import CommandLineSupport
import Testing

/// The example of `CommandLineParser`'s doc comment, run.
@Suite("CommandLineSupport's doc-comment example")
struct DocCommentExamples {
  @Test("An option's value, read through its declaration")
  func parse() throws {
    let format = CommandOption.value("--format", "<format>", help: "text or json.")
    let parser = CommandLineParser(tool: "depgraph", options: [format])
    let parsed = try parser.parse(["--format=json"])
    let value = parsed[format]  // "json"
    #expect(value == "json")
  }
}
