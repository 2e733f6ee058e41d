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

/// The example of `Usage`'s doc comment, run, and how long lines wrap.
@Suite("Usage lines")
struct UsageTests {
  @Test("A usage line is made from the options' declarations")
  func rendered() {
    let from = CommandOption.value("--from", "<target>", help: "The lower target.")
    let strict = CommandOption.flag("--strict", help: "Also report transitive imports.")
    let usage = Usage("tool bridge", [.required(from), .optional(strict)])
    let line = usage.rendered(width: 80)  // "tool bridge --from <target> [--strict]"
    #expect(line == "tool bridge --from <target> [--strict]")
  }

  @Test("Alternatives wrap between their parts, later lines start under the first item")
  func wrapped() {
    let a = CommandOption.value("--alpha", "<long-value-name>", help: "A.")
    let b = CommandOption.value("--beta", "<long-value-name>", help: "B.")
    let c = CommandOption.flag("--gamma", help: "C.")
    let usage = Usage(
      "tool", [.oneOf([[.required(a)], [.required(b), .optional(c)]], required: true)])
    #expect(
      usage.rendered(width: 40) == """
        tool (--alpha <long-value-name> |
                    --beta <long-value-name>
                    [--gamma])
        """)
    #expect(Usage("tool", [.oneOf([], required: false)]).rendered() == "tool")
  }
}
