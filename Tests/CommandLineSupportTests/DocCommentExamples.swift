import CommandLineSupport
import Dispatch
import Foundation
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

/// The example of `ProgressLine`'s doc comment, run, and what a terminal sees.
@Suite("Progress line")
struct ProgressLineTests {
  /// What a progress line wrote, in order.
  final class Written: @unchecked Sendable {
    // Safe to share: `text` is read and written only under `lock`.
    private let lock = NSLock()
    private var written = ""

    func append(_ text: String) { lock.withLock { written += text } }
    var text: String { lock.withLock { written } }
  }

  @Test("Disabled, it writes nothing")
  func disabled() {
    let progress = ProgressLine(isEnabled: false)
    progress.step("reading 12 packages")
    progress.finish()
  }

  @Test("A step that ends before the delay writes nothing")
  func quickStep() {
    let written = Written()
    let progress = ProgressLine(isEnabled: true, delay: .seconds(3600)) { written.append($0) }
    progress.step("quick")
    progress.finish()
    #expect(written.text.isEmpty)
  }

  @Test("A step past the delay is shown, the next replaces it at once, and finishing clears it")
  func slowSteps() async throws {
    let written = Written()
    let progress = ProgressLine(isEnabled: true, delay: .milliseconds(0)) { written.append($0) }
    progress.step("slow")
    // The line appears once the delay has passed on the progress line's own queue.
    for _ in 0..<1000 where written.text.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    progress.step("next")
    progress.finish()
    #expect(written.text == "\r\u{1B}[Kslow…\r\u{1B}[Knext…\r\u{1B}[K")
  }
}
