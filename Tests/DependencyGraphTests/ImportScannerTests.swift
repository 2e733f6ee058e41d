import DependencyGraph
import Testing

@Suite("Import scanner")
struct ImportScannerTests {
  /// A source text and the modules it imports, in order.
  struct Case: CustomStringConvertible, Sendable {
    let description: String
    let source: String
    let modules: [String]
  }

  @Test(
    "Finds every form of import declaration",
    arguments: [
      Case(
        description: "plain", source: "import Foundation\nimport App",
        modules: ["Foundation", "App"]),
      Case(description: "testable", source: "@testable import App", modules: ["App"]),
      Case(
        description: "attributes in any order, one on the line before",
        source: "@_spi(Internal)\n@preconcurrency @_implementationOnly import Core",
        modules: ["Core"]),
      Case(
        description: "every access level",
        source: """
          public import A
          package import B
          internal import C
          fileprivate import D
          private import E
          """,
        modules: ["A", "B", "C", "D", "E"]),
      Case(
        description: "the eight kinds of scoped import",
        source: """
          import typealias A.T
          import struct B.S
          import class C.K
          import enum D.E
          import protocol E.P
          import let F.l
          import var G.v
          import func H.f
          """,
        modules: ["A", "B", "C", "D", "E", "F", "G", "H"]),
      Case(
        description: "a submodule imports its module", source: "import Darwin.C.stdio",
        modules: ["Darwin"]),
      Case(
        description: "several on one line", source: "import A; import B;import C",
        modules: ["A", "B", "C"]),
      Case(description: "a backquoted name", source: "import `Weird`", modules: ["Weird"]),
      Case(
        description: "exported, weak-linked, with attribute arguments containing spaces",
        source: "@_exported import A\n@_weakLinked import B\n@_spi( Two ) public import C",
        modules: ["A", "B", "C"]),
      Case(
        description: "a line comment", source: "// import A\nimport B // import C", modules: ["B"]),
      Case(
        description: "nested block comments",
        source: "/* outer /* inner */ import A */\nimport B", modules: ["B"]),
      Case(
        description: "a string literal",
        source: "let s = \"import A\"\nimport B", modules: ["B"]),
      Case(
        description: "a multi-line string",
        source: "let s = \"\"\"\nimport A\n\"\"\"\nimport B", modules: ["B"]),
      Case(
        description: "a raw string with a quote inside",
        source: "let s = #\"a \" import A\"#\nimport B", modules: ["B"]),
      Case(
        description: "a raw multi-line string with two hashes",
        source: "let s = ##\"\"\"\n\"\"\"# still inside\nimport A\n\"\"\"##\nimport B",
        modules: ["B"]),
      Case(
        description: "an interpolation holding a string with a parenthesis",
        source: "let s = \"\\(f(\")\")) import A\"\nimport B", modules: ["B"]),
      Case(
        description: "part of another word",
        source: "let reimport = 1\nlet importer = 2\nfunc importX() {}", modules: []),
      Case(
        description: "not at the start of a declaration",
        source: "let x = y.import\nfoo(import: 1)", modules: []),
      Case(
        description: "an unterminated string ends at its line",
        source: "let s = \"oops\nimport A", modules: ["A"]),
      Case(
        description: "an unterminated block comment hides the rest",
        source: "import A\n/* never closed\nimport B", modules: ["A"]),
      Case(description: "an empty file", source: "", modules: []),
      Case(description: "import with no module", source: "import\n", modules: []),
      Case(
        description: "after a block comment that ends the previous line",
        source: "/* a\n b */ import A", modules: ["A"]),
    ])
  func finds(_ testCase: Case) {
    #expect(ImportScanner.scan(testCase.source).map(\.module.rawValue) == testCase.modules)
  }

  @Test("A condition reads each test once, however often nested #if blocks repeat it")
  func repeatedTests() {
    let nested = CompilationCondition([
      .holds("!os(Linux)"), .holds("SWIFT_PACKAGE"), .holds("!os(Linux)"), .fails("DEBUG"),
    ])
    #expect(nested.description == "!os(Linux) && SWIFT_PACKAGE && !(DEBUG)")
  }

  @Test("Keeps the path, kind, attributes and access level of each import")
  func details() throws {
    let imports = ImportScanner.scan(
      "@testable @_spi(X) public import struct Core.Sub.Point")
    let declaration = try #require(imports.first)
    #expect(declaration.module == "Core")
    #expect(declaration.path == ["Core", "Sub", "Point"])
    #expect(declaration.kind == .struct)
    #expect(declaration.attributes == ["@testable", "@_spi(X)"])
    #expect(declaration.accessLevel == .public)
    #expect(declaration.condition == nil)
  }

  @Test("Reports the line and byte column of the import keyword")
  func positions() {
    let imports = ImportScanner.scan("// é\n  import A\n\n@testable\n  import B; import C")
    #expect(imports.map(\.line) == [2, 5, 5])
    #expect(imports.map(\.column) == [3, 3, 13])
  }

  @Test(
    "Ends lines where the compiler does: at a line feed, CR LF, or a lone carriage return",
    arguments: ["\n", "\r\n", "\r"])
  func lineEndings(end: String) {
    let source = ["// first", "import A", "#if DEBUG", "import B // after", "#endif", "  import C"]
      .joined(separator: end)
    let imports = ImportScanner.scan(source)
    #expect(imports.map(\.module) == ["A", "B", "C"])
    #expect(imports.map(\.line) == [2, 4, 6])
    #expect(imports.map(\.column) == [1, 1, 3])
    #expect(imports.map(\.condition) == [nil, CompilationCondition([.holds("DEBUG")]), nil])
  }

  @Test("Keeps imports inside #if blocks with their condition")
  func conditions() {
    let source = """
      #if canImport(Glibc) // Linux
        import Glibc
      #elseif os(macOS)
        import Darwin
        #if DEBUG
          import Debugging
        #endif
      #else
        import Other
      #endif
      import After
      """
    let imports = ImportScanner.scan(source)
    #expect(imports.map(\.module) == ["Glibc", "Darwin", "Debugging", "Other", "After"])
    #expect(
      imports.map(\.condition?.clauses) == [
        [.holds("canImport(Glibc)")],
        [.fails("canImport(Glibc)"), .holds("os(macOS)")],
        [.fails("canImport(Glibc)"), .holds("os(macOS)"), .holds("DEBUG")],
        [.fails("canImport(Glibc)"), .fails("os(macOS)")],
        nil,
      ])
    #expect(
      imports.map(\.condition?.description) == [
        "canImport(Glibc)",
        "!(canImport(Glibc)) && os(macOS)",
        "!(canImport(Glibc)) && os(macOS) && DEBUG",
        "!(canImport(Glibc)) && !(os(macOS))",
        nil,
      ])
    #expect(imports.map(\.isConditional) == [true, true, true, true, false])
  }

  @Test("Stops at a hostile depth of interpolations and says so")
  func deepInterpolation() {
    let depth = ImportScanner.maximumInterpolationDepth + 10
    let source =
      "import A\nlet s = " + String(repeating: "\"\\(", count: depth) + "1"
      + String(repeating: ")\"", count: depth) + "\nimport B"
    let scan = ImportScanner.scan(bytes: Array(source.utf8))
    #expect(scan.isTruncated)
    #expect(scan.imports.map(\.module) == ["A"])
  }

  @Test("Follows interpolations up to the documented depth")
  func allowedInterpolation() {
    let depth = ImportScanner.maximumInterpolationDepth
    let source =
      "let s = " + String(repeating: "\"\\(", count: depth) + "1"
      + String(repeating: ")\"", count: depth) + "\nimport B"
    let scan = ImportScanner.scan(bytes: Array(source.utf8))
    #expect(!scan.isTruncated)
    #expect(scan.imports.map(\.module) == ["B"])
  }

  @Test("Tolerates invalid UTF-8 and NUL bytes")
  func invalidBytes() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x0A] + Array("import A\n".utf8) + [0xC3]
    #expect(ImportScanner.scan(bytes: bytes).imports.map(\.module) == ["A"])
  }
}

@Suite("Import scanner regressions found by fuzzing")
struct ImportScannerFuzzRegressionTests {
  @Test(
    "Empty or unclosed backquotes after import name no module",
    arguments: [
      ("import``Unclosed", []), ("import ``", []), ("import `", []),
      ("import `\nimport A", ["A"]), ("import `` . X", []),
    ] as [(String, [String])])
  func emptyBackquotes(_ source: String, _ modules: [String]) {
    // Found by Scripts/fuzz.sh scanner: "import``X" reported an import of the empty module.
    #expect(ImportScanner.scan(source).map(\.path) == modules.map { [$0] })
  }
}

@Suite("What the compiler accepts at the start of a file")
struct FileStartTests {
  @Test(
    "A byte-order mark or a #! line does not hide the first import",
    arguments: [
      ([0xEF, 0xBB, 0xBF] + Array("import B\n".utf8), 1, 4),
      (Array("#!/usr/bin/env swift\nimport B\n".utf8), 2, 1),
      ([0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nimport B".utf8), 2, 1),
    ] as [([UInt8], Int, Int)])
  func fileStart(_ bytes: [UInt8], _ line: Int, _ column: Int) throws {
    let imports = ImportScanner.scan(bytes: bytes).imports
    #expect(imports.map(\.path) == [["B"]])
    let declaration = try #require(imports.first)
    #expect((declaration.line, declaration.column) == (line, column))
  }

  @Test(
    "A file declares something unless it holds only imports, comments and #if lines",
    arguments: [
      ("@_exported import A\n// note\n#if os(Linux)\nimport B;\n#endif\n", false),
      ("", false),
      ("import A\npublic let a = 1\n", true),
      ("#if DEBUG\nfunc f() {}\n#endif", true),
    ])
  func declarations(_ source: String, _ declares: Bool) {
    #expect(ImportScanner.scan(bytes: Array(source.utf8)).hasDeclarations == declares)
  }
}
