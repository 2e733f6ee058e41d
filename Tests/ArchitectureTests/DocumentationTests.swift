import DependencyGraph
import Foundation
import TestSupport
import Testing

@Suite("Documentation stays true")
struct DocumentationTests {
  static func read(_ relative: String) throws -> String {
    try String(contentsOfFile: PackageUnderTest.root + "/" + relative, encoding: .utf8)
  }

  /// The Markdown files whose links and examples must hold: the README, every guide, and the
  /// overview pages of the DocC catalogs.
  static var markdownFiles: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: PackageUnderTest.root + "/Docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
      + docCatalogPages
  }

  /// Each catalog's overview page, `Sources/<Target>/<Target>.docc/<Target>.md`.
  static var docCatalogPages: [String] {
    let sources = PackageUnderTest.root + "/Sources"
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
    return targets.sorted().map { "Sources/\($0)/\($0).docc/\($0).md" }
      .filter { FileManager.default.fileExists(atPath: PackageUnderTest.root + "/" + $0) }
  }

  @Test(
    "Every generated diagram in the README and the guides is what depgraph draws now",
    arguments: markdownFiles)
  func diagramsAreCurrent(_ file: String) throws {
    let current = try Self.read(file)
    let drawn = try DocMarker.replacingBlocks(in: current, of: .diagram) { marker in
      #expect(marker.language == "mermaid", "\(file): a diagram marker without its block")
      return try Self.diagram(ofPackageAt: marker.arguments.first ?? ".")
    }
    try GeneratedModulesTests.expectCurrent(file, drawn, "a diagram is")
  }

  /// What `depgraph --format mermaid --hide-tests` draws of the package at `path`, relative to
  /// the repository, with its own depgraph.json when it has one.
  static func diagram(ofPackageAt path: String) throws -> String {
    let root = PackageUnderTest.root + (path == "." ? "" : "/" + path)
    let analysis = try PackageAnalysis.load(packagePath: root)
    let rulesFile = root + "/depgraph.json"
    let rules =
      try FileManager.default.fileExists(atPath: rulesFile)
      ? Rules(
        json: try Data(contentsOf: URL(fileURLWithPath: rulesFile)), file: "depgraph.json",
        knownTargets: analysis.package.targets.map(\.name))
      : nil
    return analysis.check(rules: rules).mermaid(includeTests: false)
  }

  @Test("The guides' index lists every folder of Sources/Routing")
  func routingFoldersAreListed() throws {
    let index = try Self.read("Docs/README.md")
    let files = FileManager.default
    let routing = PackageUnderTest.root + "/Sources/Routing"
    // The DocC catalog is documentation, described under 'API reference', not a code folder.
    let folders = try files.contentsOfDirectory(atPath: routing).filter { name in
      guard !name.hasSuffix(".docc") else { return false }
      var isFolder: ObjCBool = false
      return files.fileExists(atPath: routing + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    #expect(folders.count >= 6)
    let missing = folders.filter { !index.contains("](../Sources/Routing/\($0))") }.sorted()
    #expect(
      missing.isEmpty,
      "Docs/README.md does not list \(missing.joined(separator: ", ")) of Sources/Routing under 'Where the code is'"
    )
  }

  @Test(
    "Every depgraph output a guide shows is what depgraph prints now, from the repository root",
    arguments: markdownFiles)
  func outputsAreCurrent(_ file: String) throws {
    let outputs: Set<DocMarker.Kind> = [.depgraphOutput, .bridgeOutput, .workspaceOutput]
    for marker in DocMarker.markers(in: try Self.read(file)) where outputs.contains(marker.kind) {
      #expect(marker.language == "text", "\(file): an output marker without its text block")
      let words = marker.arguments
      let printed: String
      switch marker.kind {
      case .workspaceOutput:
        // A workspace folder and its scratch path, checked with --strict, as
        // `depgraph --workspace <folder>` prints it: suggested commands carry the flag.
        let folder = PackageUnderTest.root + "/" + words[0]
        printed = try PackageAnalysis.load(
          packagePaths: try Workspace.packagePaths(in: folder), root: folder,
          scratchPath: folder + "/" + words[1]
        ).check(
          rules: nil, packageRules: [:], strict: true,
          sourceArguments: CheckRequest.Source.workspace(words[0]).arguments
        ).text(relativeTo: PackageUnderTest.root)
      case .depgraphOutput:
        // As `depgraph --package-path <folder>` prints it.
        printed = try PackageAnalysis.load(packagePath: PackageUnderTest.root + "/" + words[0])
          .check(
            rules: nil, packageRules: [:],
            sourceArguments: CheckRequest.Source.packages([words[0]]).arguments
          ).text(relativeTo: PackageUnderTest.root)
      default:
        let analysis = try PackageAnalysis.load(packagePath: PackageUnderTest.root + "/" + words[0])
        // As `depgraph bridge` prints it: the uses read by the compiler.
        printed = try analysis.bridge(
          from: TargetName(words[1]), to: TargetName(words[2]),
          protocolName: words.count > 3 ? words[3] : nil,
          reading: .compiler(swift: nil)
        ).text(root: analysis.package.root, relativeTo: PackageUnderTest.root)
      }
      #expect(
        marker.block == printed,
        "\(file): the output after '\(marker.kind.rawValue) \(words.joined(separator: " "))' is stale"
      )
    }
  }

  @Test("The real-world tally in DependencyGraphInternals.md counts the reviewed findings")
  func realWorldTallyIsCurrent() throws {
    let guide = try Self.read("Docs/DependencyGraphInternals.md")
    let begin = try #require(guide.range(of: "<!-- tally:begin -->\n"))
    let end = try #require(
      guide.range(of: "<!-- tally:end -->", range: begin.upperBound..<guide.endIndex))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "Scripts/real_world_check.py", "tally", ""]
    process.currentDirectoryURL = URL(fileURLWithPath: PackageUnderTest.root)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(guide[begin.upperBound..<end.lowerBound]) == printed)
  }

  @Test("The docs' marker parser finds every kind of marker the tests and the tutorial use")
  func everyMarkerKindIsFound() throws {
    var found: Set<DocMarker.Kind> = []
    for file in Self.markdownFiles {
      found.formUnion(DocMarker.markers(in: try Self.read(file)).map(\.kind))
    }
    #expect(found == Set(DocMarker.Kind.allCases))
    // A marker and its block, as the parser reads them.
    let sample = "<!-- bridge-output: Fixture Lower Upper -->\n```text\none\ntwo\n```\nafter\n"
    #expect(
      DocMarker.markers(in: sample) == [
        DocMarker(
          kind: .bridgeOutput, arguments: ["Fixture", "Lower", "Upper"], language: "text",
          block: "one\ntwo\n")
      ])
  }

  @Test("DependencyGraph.md's table of rules names every rule depgraph has")
  func everyRuleIsDocumented() throws {
    let guide = try Self.read("Docs/DependencyGraph.md")
    for rule in Violation.Rule.allCases {
      #expect(
        guide.contains("\n| `\(rule.rawValue)` | \(rule.severity.rawValue)"),
        "the rules table lacks \(rule.rawValue), or gives it another severity than \(rule.severity)"
      )
    }
  }

  @Test(
    "SplittingIntoPackages.md shows what depgraph prints on the split sample, broken as it says")
  func splitSampleOutput() throws {
    let guide = try Self.read("Docs/SplittingIntoPackages.md")
    let shown = try #require(
      DocMarker.markers(in: guide).first { $0.kind == .splitOutput }?.block)

    // The guide's own commands, in a folder of the same name under a fresh temporary one.
    let temporaryParent = try TemporaryFolder("split")
    defer { temporaryParent.remove() }
    let parent = temporaryParent.url
    let workspace = parent.appendingPathComponent("ModuleBridgeWorkspace").path
    try runProgram(["bash", PackageUnderTest.root + "/Scripts/split-into-packages.sh", workspace])
    let rules = try Rules(
      json: Data(contentsOf: URL(fileURLWithPath: workspace + "/depgraph.json")),
      file: "depgraph.json", knownTargets: nil)
    let clean = try PackageAnalysis.load(
      packagePaths: try Workspace.packagePaths(in: workspace), root: workspace)
    #expect(clean.check(rules: rules, strict: true).violations.isEmpty)
    // Every forbidden edge of this package between targets the workspace holds is kept.
    func forbidden(in path: String) throws -> [[String: String]] {
      let object = try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: path)))
      let entries = (object as? [String: Any])?["forbidden"] as? [[String: Any]] ?? []
      return entries.map { $0.compactMapValues { $0 as? String } }
    }
    let held = Set(clean.package.targets.map(\.name.rawValue))
    let expected = try forbidden(in: PackageUnderTest.root + "/depgraph.json").filter {
      held.contains($0["from"] ?? "") && held.contains($0["to"] ?? "")
    }
    #expect(!expected.isEmpty)
    #expect(try forbidden(in: workspace + "/depgraph.json") == expected)

    let file = URL(
      fileURLWithPath: workspace
        + "/ColorServiceModule/Sources/ColorServiceModule/ColorService.swift")
    try (String(contentsOf: file, encoding: .utf8) + "import LoginModule\n")
      .write(to: file, atomically: true, encoding: .utf8)
    // The manifests are unchanged: the packages as read, with their sources scanned again.
    let broken = PackageAnalysis(workspace: clean.workspace)
    // The findings, without the summary line: its counts grow with each module of the sample
    // (the tutorial adds one), and the findings must not.
    let printed = broken.check(
      rules: rules, packageRules: [:],
      sourceArguments: CheckRequest.Source.workspace(workspace).arguments
    ).text(relativeTo: PackageUnderTest.root)
      .replacingOccurrences(of: workspace, with: "/tmp/ModuleBridgeWorkspace")
      .split(separator: "\n").filter { !$0.hasPrefix("depgraph: ") }
      .map { $0 + "\n" }.joined()
    #expect(shown == printed, "SplittingIntoPackages.md: the output is stale")
  }

  @Test("Every relative link in the README and the guides resolves", arguments: markdownFiles)
  func linksResolve(_ file: String) throws {
    let text = try Self.read(file)
    let folder = URL(fileURLWithPath: PackageUnderTest.root + "/" + file)
      .deletingLastPathComponent()
    // Links inside fenced blocks are code or diffs of other files, not links of this page.
    let prose = text.split(separator: "```", omittingEmptySubsequences: false)
      .enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: "\n")
    var links: [String] = []
    var rest = prose[...]
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      links.append(String(rest[..<close]))
      rest = rest[close...]
    }
    for link in links where !link.contains("://") && !link.hasPrefix("mailto:") {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let target =
        path.isEmpty
        ? PackageUnderTest.root + "/" + file
        : folder.appendingPathComponent(path).standardizedFileURL.path
      #expect(FileManager.default.fileExists(atPath: target), "\(file) links to missing \(link)")
      // A section named after `#` is a heading of the page linked, as GitHub names it.
      if parts.count == 2, target.hasSuffix(".md"),
        let page = try? String(contentsOfFile: target, encoding: .utf8)
      {
        #expect(
          Self.headingAnchors(in: page).contains(String(parts[1])),
          "\(file) links to \(link), a section its page does not have")
      }
    }
  }

  /// The anchors GitHub gives a page's headings: lower case, spaces as `-`, and only letters,
  /// digits, `-` and `_` kept. Headings inside fenced blocks are not headings.
  static func headingAnchors(in page: String) -> Set<String> {
    var anchors: Set<String> = []
    var fenced = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { fenced.toggle() }
      guard !fenced, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      anchors.insert(
        String(
          title.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_"
              ? character : nil
          }))
    }
    return anchors
  }

  @Test("The user guide of depgraph stays a guide by task: at most 400 lines")
  func userGuideIsShort() throws {
    let lines = try Self.read("Docs/DependencyGraph.md").split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 401, "Docs/DependencyGraph.md has \(lines.count - 1) lines")
  }

  /// The region of a source file between `// guide:begin NAME` and the next `// guide:end`.
  static func region(_ name: String, in path: String) throws -> String? {
    let source = try read(path)
    guard let begin = source.range(of: "// guide:begin \(name)\n"),
      let end = source[begin.upperBound...].range(of: "// guide:end")
    else { return nil }
    return String(source[begin.upperBound..<end.lowerBound])
  }

  @Test(
    "Every example in the guides is code that the tests compile and run",
    arguments: markdownFiles)
  func examplesAreCompiled(_ file: String) throws {
    for marker in DocMarker.markers(in: try Self.read(file)) where marker.kind == .example {
      let reference = (marker.arguments.first ?? "").split(separator: "#").map(String.init)
      try #require(
        reference.count == 2 && marker.language == "swift", "\(file): expected PATH#NAME")
      let source = try #require(
        try Self.region(reference[1], in: reference[0]),
        "\(file): no region '\(reference[1])' in \(reference[0])")
      #expect(
        marker.block == source,
        "\(file): the example '\(reference[1])' differs from \(reference[0])")
    }
  }

}
