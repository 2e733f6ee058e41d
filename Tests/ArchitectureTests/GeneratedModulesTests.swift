import DependencyGraph
import Foundation
import TestSupport
import Testing

/// What the package generates from facts it states once: `Sources/AppMain/AppModules.swift`,
/// README.md's module table and Docs/README.md's table of modules. They come from the manifest
/// (the modules and their imports), depgraph.json (each module's layer, the layers' reasons) and
/// each module's DocC landing page, `Sources/<Module>/<Module>.docc/<Module>.md` (its role, the
/// page's abstract, and its guide, the first `Docs/…` file the page names). These tests fail
/// when a generated text is not what those give now; `Scripts/update-diagrams.sh` writes them,
/// by running the tests with `DEPGRAPH_UPDATE_GENERATED=1`.
@Suite("Generated files")
struct GeneratedModulesTests {
  static let file = "Sources/AppMain/AppModules.swift"

  /// Expects `file`, relative to the repository, to hold `generated`; with
  /// `DEPGRAPH_UPDATE_GENERATED=1` (as `Scripts/update-diagrams.sh` runs the tests) it writes
  /// `generated` there first. Every generated file of the repository is checked through it.
  static func expectCurrent(
    _ file: String, _ generated: String, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = PackageUnderTest.root + "/" + file
    if ProcessInfo.processInfo.environment["DEPGRAPH_UPDATE_GENERATED"] == "1" {
      try Data(generated.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    let current = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      current == generated, "\(file): \(what) out of date; run Scripts/update-diagrams.sh",
      sourceLocation: sourceLocation)
  }

  @Test("AppModules.swift is what the manifest, depgraph.json and the modules' pages give now")
  func appModules() throws {
    try Self.expectCurrent(Self.file, try Self.appModulesSource(), "the file is")
  }

  @Test(
    "The module tables of the README and the guides' index are what the modules' pages give now",
    arguments: [("README.md", ModuleTable.roles), ("Docs/README.md", ModuleTable.folders)])
  func moduleTables(_ file: String, _ table: ModuleTable) throws {
    let current = try String(
      contentsOfFile: PackageUnderTest.root + "/" + file, encoding: .utf8)
    let generated = try table.replacingRegion(in: current, with: table.rows(Self.modules()))
    try Self.expectCurrent(file, generated, "the module table is")
  }

  @Test("Every module of Sources has a landing page that states its role and its guide")
  func everyModuleHasAPage() throws {
    let modules = try Self.modules()
    #expect(modules.count >= 9)
    for module in modules {
      #expect(!module.role.isEmpty, "\(module.page) has no abstract, the module's role")
      #expect(module.guide != nil, "\(module.page) names no guide (`Docs/…md`)")
      if let guide = module.guide {
        let file = guide.split(separator: "#")[0]
        #expect(
          FileManager.default.fileExists(atPath: PackageUnderTest.root + "/" + file),
          "\(module.page) names \(guide), which does not exist")
      }
    }
  }

  /// A module of `Sources`, as its landing page and depgraph.json describe it.
  struct Module {
    let name: String
    /// Its landing page, relative to the repository.
    let page: String
    /// The page's abstract: its first paragraph, on one line.
    let role: String
    /// The first `Docs/…` file the page names, with any `#anchor`.
    let guide: String?
  }

  /// Every library and executable target under `Sources`, ordered by layer (top first) and name,
  /// with what its landing page says; a target without a page is an error naming the page.
  static func modules() throws -> [Module] {
    let analysis = try PackageUnderTest.analysis.get()
    let rules = try PackageUnderTest.rules()
    let targets = analysis.package.targets.filter {
      ($0.kind == .library || $0.kind == .executable) && $0.path.hasPrefix("Sources/")
    }
    let position = rules.layerIndices(of: targets.map(\.name))
    return try targets.sorted {
      (position[$0.name] ?? .max, $0.name) < (position[$1.name] ?? .max, $1.name)
    }.map { target in
      let page = "\(target.path)/\(target.name).docc/\(target.name).md"
      guard
        let text = try? String(
          contentsOfFile: PackageUnderTest.root + "/" + page, encoding: .utf8)
      else { throw MissingPage(page: page) }
      return Module(
        name: target.name.rawValue, page: page, role: abstract(of: text), guide: guide(in: text))
    }
  }

  /// A module without its landing page.
  struct MissingPage: Error, CustomStringConvertible {
    let page: String
    var description: String {
      "\(page) is missing: a module's DocC landing page states its role (the abstract) and its guide"
    }
  }

  /// The first paragraph after a page's title, its lines joined.
  static func abstract(of page: String) -> String {
    let paragraphs = page.components(separatedBy: "\n\n").dropFirst()
    return (paragraphs.first ?? "").split(separator: "\n").joined(separator: " ")
  }

  /// The first `` `Docs/NAME.md` `` or `` `Docs/NAME.md#anchor` `` a page names.
  static func guide(in page: String) -> String? {
    // Between the first and second backtick, the third and fourth, and so on.
    let spans = page.split(separator: "`", omittingEmptySubsequences: false).dropFirst()
      .enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    return spans.first { $0.hasPrefix("Docs/") && $0.split(separator: "#")[0].hasSuffix(".md") }
      .map(String.init)
  }

  /// The roles of the modules, by name, as `demo graph` shows them: a phrase after the module's
  /// name, without code spans.
  static func roles() throws -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: try modules().map { module in
        var role = module.role
        if role.hasSuffix(".") { role.removeLast() }
        // A sentence's first word, not code: `A`, `The`, `Headless`.
        let firstWord = role.prefix { $0.isLetter }
        if !firstWord.isEmpty, firstWord.dropFirst().allSatisfy(\.isLowercase) {
          role = role.prefix(1).lowercased() + role.dropFirst()
        }
        return (module.name, role.replacingOccurrences(of: "`", with: ""))
      })
  }

  /// The Swift source of `AppModules`.
  static func appModulesSource() throws -> String {
    let analysis = try PackageUnderTest.analysis.get()
    let rules = try PackageUnderTest.rules()
    let graph = analysis.graph
    var modules: Set<TargetName> = []
    var pending: [TargetName] = ["AppMain"]
    while let name = pending.popLast() {
      if modules.insert(name).inserted { pending += graph.dependencies(of: name) }
    }
    let position = rules.layerIndices(of: Array(modules)).filter { modules.contains($0.key) }
    let roles = try roles()
    let ordered = modules.sorted {
      (position[$0] ?? .max, $0) < (position[$1] ?? .max, $1)
    }
    var lines = [
      "// Generated by Scripts/update-diagrams.sh from Package.swift (the modules below AppMain",
      "// and their imports), depgraph.json (their layers) and each module's DocC landing page",
      "// (its role). Edit those, then run the script; GeneratedModulesTests fails until then.",
      "",
      "/// The modules of the app, as the demo's `graph` command draws them.",
      "enum AppModules {",
      "  /// The layers of depgraph.json that hold them, top first.",
      "  static let layers: [LayerSummary] = [",
    ]
    let layers = Set(position.values).sorted()
    for index in layers {
      let layer = rules.layers[index]
      lines.append("    LayerSummary(")
      lines.append("      name: \(literal(layer.name)),")
      lines += wrapped("because: ", layer.because ?? "", indent: 6, last: true)
      lines.append("    ),")
    }
    lines += ["  ]", "", "  /// Each module, by layer.", "  static let all: [ModuleSummary] = ["]
    for name in ordered {
      lines.append("    ModuleSummary(")
      lines.append("      name: \(literal(name.rawValue)),")
      lines.append("      layer: \(literal(position[name].map { rules.layers[$0].name } ?? "")),")
      lines += wrapped("role: ", roles[name.rawValue] ?? "", indent: 6, last: false)
      let imports = graph.dependencies(of: name).map { literal($0.rawValue) }.joined(
        separator: ", ")
      if imports.count + 17 <= 100 {
        lines.append("      imports: [\(imports)]")
      } else {
        lines += ["      imports: ["] + wrappedList(imports, indent: 8) + ["      ]"]
      }
      lines.append("    ),")
    }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// A list's elements, `"A", "B"`, over lines of at most 100 columns, with a trailing comma.
  static func wrappedList(_ elements: String, indent: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var current = ""
    for element in elements.components(separatedBy: ", ") {
      let candidate = current.isEmpty ? element + "," : current + " " + element + ","
      if pad.count + candidate.count > 100, !current.isEmpty {
        lines.append(pad + current)
        current = element + ","
      } else {
        current = candidate
      }
    }
    return lines + [pad + current]
  }

  /// `text` as a string literal.
  static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }

  /// `label` and `text` as an argument, its literal cut into pieces joined by `+` so that no
  /// line passes 100 columns.
  static func wrapped(_ label: String, _ text: String, indent: Int, last: Bool) -> [String] {
    let pad = String(repeating: " ", count: indent)
    var pieces: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if candidate.count > 70, !current.isEmpty {
        pieces.append(current + " ")
        current = String(word)
      } else {
        current = candidate
      }
    }
    pieces.append(current)
    let comma = last ? "" : ","
    if pieces.count == 1 { return [pad + label + literal(pieces[0]) + comma] }
    return [pad + label + literal(pieces[0])]
      + pieces.dropFirst().enumerated().map { index, piece in
        pad + "  + " + literal(piece) + (index == pieces.count - 2 ? comma : "")
      }
  }
}

/// A generated table of the package's modules, between `<!-- modules:begin KIND -->` and
/// `<!-- modules:end -->` in a Markdown file.
enum ModuleTable: String, Sendable {
  /// README.md's: each module and its role.
  case roles
  /// Docs/README.md's: each module's folder, its role and its guide.
  case folders

  /// The table's lines, header first.
  func rows(_ modules: [GeneratedModulesTests.Module]) -> [String] {
    switch self {
    case .roles:
      ["| module | role |", "|---|---|"] + modules.map { "| `\($0.name)` | \($0.role) |" }
    case .folders:
      ["| folder | what it holds | guide |", "|---|---|---|"]
        + modules.map { module in
          let guide = module.guide.map { guide in
            let file = guide.dropFirst("Docs/".count)
            return "[\(file.split(separator: "#")[0])](\(file))"
          }
          return "| [\(module.name)](../Sources/\(module.name)) | \(module.role) | \(guide ?? "") |"
        }
    }
  }

  /// `text` with the lines between this table's markers replaced by `rows`.
  func replacingRegion(in text: String, with rows: [String]) throws -> String {
    let begin = "<!-- \(DocMarker.Kind.moduleTable.rawValue) \(rawValue) -->\n"
    let end = "<!-- modules:end -->"
    guard let start = text.range(of: begin),
      let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
    else { throw MissingRegion(marker: begin.trimmingCharacters(in: .newlines)) }
    return text[..<start.upperBound] + rows.joined(separator: "\n") + "\n"
      + text[stop.lowerBound...]
  }

  /// A file without the markers of its table.
  struct MissingRegion: Error, CustomStringConvertible {
    let marker: String
    var description: String { "no '\(marker) … <!-- modules:end -->' region" }
  }
}
