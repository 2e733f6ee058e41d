import Testing

@testable import DependencyGraphSupport

/// The examples of DependencyGraphSupport's doc comments, run: `DocCommentExampleTests` fails
/// when an example there no longer stands, line for line, in a test.
@Suite("DependencyGraphSupport's doc-comment examples")
struct DocCommentExamples {
  @Test("CLikeTokenizer")
  func tokenizer() {
    let bytes = Array(#"module A { header "a.h" } // B"#.utf8)
    let words = CLikeTokenizer.tokens(in: bytes).map(\.text)
    // ["module", "A", "{", "header", "a.h", "}"]
    #expect(words == ["module", "A", "{", "header", "a.h", "}"])
  }
}
