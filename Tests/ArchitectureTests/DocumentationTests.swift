import DependencyGraph
import Foundation
import Testing

@Suite("Documentation stays true")
struct DocumentationTests {
  static func read(_ relative: String) throws -> String {
    try String(contentsOfFile: PackageUnderTest.root + "/" + relative, encoding: .utf8)
  }

  /// The Markdown files whose links must resolve: the README and every guide.
  static var markdownFiles: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: PackageUnderTest.root + "/Docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
  }

  @Test("The README's module diagram is what depgraph draws now")
  func readmeDiagram() throws {
    let readme = try Self.read("README.md")
    let begin = try #require(readme.range(of: "<!-- depgraph:begin -->\n```mermaid\n"))
    let end = try #require(readme.range(of: "```\n<!-- depgraph:end -->"))
    let drawn = String(readme[begin.upperBound..<end.lowerBound])
    let report = try PackageUnderTest.analysis.get().check(rules: try PackageUnderTest.rules())
    #expect(
      drawn == report.mermaid(includeTests: false),
      "README.md's diagram is out of date: run Scripts/update-diagrams.sh")
  }

  @Test("Every relative link in the README and the guides resolves", arguments: markdownFiles)
  func linksResolve(_ file: String) throws {
    let text = try Self.read(file)
    let folder = URL(fileURLWithPath: PackageUnderTest.root + "/" + file)
      .deletingLastPathComponent()
    var links: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      links.append(String(rest[..<close]))
      rest = rest[close...]
    }
    for link in links
    where !link.contains("://") && !link.hasPrefix("#") && !link.hasPrefix("mailto:") {
      let path = String(link.split(separator: "#", maxSplits: 1)[0])
      let target = folder.appendingPathComponent(path).standardizedFileURL.path
      #expect(FileManager.default.fileExists(atPath: target), "\(file) links to missing \(link)")
    }
  }
}
