import DependencyGraphSupport
import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphBridge

/// The bridge's uses read by the compiler (Tests/Fixtures/BridgeCompiled, built in a scratch
/// copy and indexed): what the text reader cannot tell, told exactly, and the text read, with
/// the reason, where the compiler cannot be used.
@Suite("depgraph bridge: uses read by the compiler")
struct BridgeCompilerTests {
  static let analysis = Result { () throws(GraphError) in
    try PackageAnalysis.load(packagePath: fixturePath("BridgeCompiled"))
  }

  /// Each use as `line:column kind symbol`, in file order.
  static func described(_ uses: [SymbolUse]) -> [String] {
    uses.map { "\($0.location.line):\($0.location.column) \($0.kind.rawValue) \($0.symbol)" }
  }

  @Test("An inherited member, an extension member on URL, and no tuple label, from the index")
  func exactUses() throws {
    let draft = try Self.analysis.get().bridge(
      from: "Lower", to: "Upper", reading: .compiler(swift: nil))
    #expect(draft.useOrigin == .compiler(store: nil))
    #expect(
      Self.described(draft.uses) == [
        "7:14 construction ProgressView",
        "8:8 method ProgressView.start()",
        "12:11 extension-member URL.upperName",
        "13:15 property ProgressView.title",
      ])
    // `start()` is declared on Animating and used through a ProgressView: a requirement of
    // ProgressView's protocol.
    let start = try #require(draft.uses.first { $0.kind == .method })
    #expect(start.candidates.map(\.container) == ["ProgressView"])
    #expect(start.candidates.first?.signature == "func start()")
    #expect(draft.protocols.map(\.requirements) == [["func start()", "var title: String { get }"]])
    #expect(draft.blockers.map(\.use.symbol) == ["URL.upperName"])
    // Of the two types named ProgressView, the one the code uses conforms.
    #expect(draft.protocols.map(\.qualifiedType) == ["ProgressView"])
    #expect(draft.verdict.kind == .bridge)
    #expect(draft.text(root: ".", relativeTo: ".").contains("uses read by the compiler"))
  }

  @Test("The text reader leaves the inherited member unresolved and misses the extension member")
  func textForComparison() throws {
    let draft = try Self.analysis.get().bridge(from: "Lower", to: "Upper")
    #expect(draft.useOrigin == .text(reason: nil))
    #expect(draft.uses.contains { $0.kind == .unresolved })
    #expect(!draft.uses.contains { $0.symbol.contains("upperName") })
  }

  @Test("What an umbrella re-exports from a module below it is imported, not bridged")
  func importVerdict() throws {
    let draft = try Self.analysis.get().bridge(
      from: "Lower", to: "Umbrella", reading: .compiler(swift: nil))
    #expect(draft.uses.isEmpty)
    #expect(
      draft.reexported.mapValues(Self.described) == [
        "Ordered": [
          "5:13 construction OrderedNames", "6:27 method OrderedNames.append()",
          "7:14 property OrderedNames.elements",
        ]
      ])
    #expect(draft.verdict.kind == .import)
    #expect(draft.verdict.reason.contains("depend on it instead of Umbrella"))
    #expect(
      draft.text(root: ".", relativeTo: ".").contains(
        "// Import, in Sources/Lower/Ordering.swift:1:1: Ordered, which declares what it uses"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(draft.json.utf8)) as? [String: Any])
    #expect((json["usesFrom"] as? [String: Any])?["source"] as? String == "compiler")
    #expect(((json["reexported"] as? [String: Any])?["Ordered"] as? [Any])?.count == 3)
  }

  @Test("Without a libIndexStore, or with a store that is not one, the text is read and says why")
  func fallsBackToText() throws {
    let analysis = try Self.analysis.get()
    let missing = try analysis.bridge(
      from: "Lower", to: "Upper", reading: .compiler(swift: "/nonexistent/usr/bin/swift"))
    guard case .text(let reason?) = missing.useOrigin else {
      Issue.record("expected text with a reason, got \(missing.useOrigin)")
      return
    }
    #expect(reason.hasPrefix("cannot load /nonexistent/usr/lib/libIndexStore"))
    #expect(missing.uses.contains { $0.kind == .unresolved })
    let folder = try TemporaryFolder("depgraph-no-store")
    defer { folder.remove() }
    let notAStore = try analysis.bridge(
      from: "Lower", to: "Upper", reading: .indexStore(path: folder.path, swift: nil))
    guard case .text(let why?) = notAStore.useOrigin else {
      Issue.record("expected text with a reason, got \(notAStore.useOrigin)")
      return
    }
    #expect(why.contains(folder.path))
    #expect(
      notAStore.text(root: ".", relativeTo: ".").contains(
        "uses read from the source text, as the compiler could not tell: "))
  }

  @Test("An index store SwiftPM already wrote is read as it is, with --index-store")
  func existingStore() throws {
    let folder = try TemporaryFolder("depgraph-index-store")
    defer { folder.remove() }
    try folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Stored",
        targets: [.target(name: "Shapes"), .target(name: "Canvas", dependencies: ["Shapes"])])

      """)
    try folder.write(
      "Sources/Shapes/Shape.swift",
      """
      open class Shape {
        public init() {}
        public func area() -> Double { 0 }
      }
      public final class Square: Shape {
        public override init() { super.init() }
      }

      """)
    try folder.write(
      "Sources/Canvas/Canvas.swift",
      """
      import Shapes

      func paint(_ square: Square) -> Double { square.area() }

      """)
    let build = folder.url.appendingPathComponent(".scratch")
    let swift = try PackageLoader.swiftExecutable()
    let built = try Command(
      executable: swift,
      arguments: ["build", "--package-path", folder.path, "--scratch-path", build.path],
      outputFolder: folder.url.appendingPathComponent("build")
    ).finish()
    try #require(built.status == 0, "\(built.errorText)")
    let analysis = try PackageAnalysis.load(packagePath: folder.path)
    let store = build.appendingPathComponent("debug/index/store").path
    let draft = try analysis.bridge(
      from: "Canvas", to: "Shapes", reading: .indexStore(path: store, swift: swift))
    #expect(draft.useOrigin == .compiler(store: store))
    #expect(Self.described(draft.uses) == ["3:22 signature Square", "3:49 method Square.area()"])
  }

  @Test(
    "A dependency written .target(name:) before its target's declaration is found in the list",
    arguments: [true, false])
  func dependencyWrittenAsTarget(declaredFirst: Bool) {
    let lower = """
        .target(name: "Lower", dependencies: [.target(name: "Upper"), "Base"]),
      """
    let upper = """
        .target(name: "Upper"),
      """
    let manifest = """
      let package = Package(
        name: "P",
        targets: [
      \(declaredFirst ? upper : lower)
      \(declaredFirst ? lower : upper)
          .target(name: "Base"),
        ]
      )
      """
    let locator = ManifestLocator(manifest: manifest, targets: ["Lower", "Upper", "Base"])
    let lowerLine = declaredFirst ? 5 : 4
    #expect(locator.declaration(of: "Upper")?.line == (declaredFirst ? 4 : 5))
    #expect(
      locator.dependency("Upper", of: "Lower")
        == Violation.Location(file: "Package.swift", line: lowerLine, column: 55))
  }

  @Test("Checkouts reached through symbolic links build in the copy where their paths find them")
  func symbolicLinks() throws {
    let folder = try TemporaryFolder("depgraph-linked")
    defer { folder.remove() }
    try folder.write(
      "real/Util/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Util", products: [.library(name: "Util", targets: ["Util"])],
        targets: [.target(name: "Util")])

      """)
    try folder.write(
      "real/Util/Sources/Util/Util.swift", "public func shout(_ s: String) -> String { s }\n")
    try folder.write(
      "real/App/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(path: "../Util")],
        targets: [
          .target(name: "Upper", dependencies: [.product(name: "Util", package: "Util")]),
          .target(name: "Lower"),
        ])

      """)
    try folder.write(
      "real/App/Sources/Upper/Greeter.swift",
      """
      import Util

      public struct Greeter {
        public init() {}
        public func greet(_ name: String) -> String { shout(name) }
      }

      """)
    try folder.write(
      "real/App/Sources/Lower/Banner.swift",
      """
      import Upper

      func banner(_ greeter: Greeter) -> String { greeter.greet("ada") }

      """)
    for package in ["Util", "App"] {
      try FileManager.default.createDirectory(
        atPath: folder.path + "/links", withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: folder.path + "/links/" + package,
        withDestinationPath: folder.path + "/real/" + package)
    }
    let analysis = try PackageAnalysis.load(packagePath: folder.path + "/links/App")
    let draft = try analysis.bridge(from: "Lower", to: "Upper", reading: .compiler(swift: nil))
    #expect(draft.useOrigin == .compiler(store: nil))
    #expect(
      Self.described(draft.uses) == ["3:24 signature Greeter", "3:53 method Greeter.greet()"])
  }

  @Test("The lower target's flags come from its command for the target platform, not the host's")
  func commandForTheTargetPlatform() throws {
    let description = """
      {"swiftCommands": {
        "C.Lower-tool.module": {"moduleName": "Lower", "importPath": "/b/x86_64/debug/Modules-tool",
          "otherArguments": ["-swift-version", "5", "-index-store-path", "/b/index"]},
        "C.Lower.module": {"moduleName": "Lower", "importPath": "/b/x86_64/debug/Modules",
          "otherArguments": ["-swift-version", "6", "-enable-testing", "-j2", "-parseable-output"]}
      }}
      """
    let commands = try JSONDecoder().decode(BuildDescription.self, from: Data(description.utf8))
    for _ in 0..<8 {
      let command = try #require(
        commands.command(
          forModule: "Lower", in: URL(fileURLWithPath: "/b/x86_64/debug/Modules")))
      #expect(
        command.compileFlags == [
          "-I", "/b/x86_64/debug/Modules", "-swift-version", "6", "-enable-testing",
        ])
    }
    #expect(
      commands.command(forModule: "Upper", in: URL(fileURLWithPath: "/b/x86_64/debug/Modules"))
        == nil)
  }

  @Test("--verify leaves out an error the package has without the draft, in a file with no use")
  func verifyLeavesOutErrorsThatWereThere() throws {
    let copy = try TemporaryFolder(copying: fixturePath("BridgeVerify"), prefix: "verify-broken")
    defer { copy.remove() }
    try copy.write("Sources/Names/Broken.swift", "let broken: Int = \"not a number\"\n")
    let analysis = try PackageAnalysis.load(packagePath: copy.path)
    let draft = try analysis.bridge(from: "Greeting", to: "Names")
    #expect(try analysis.verify(draft) == .builds)
    // The same error in a file where a use is stays the draft's.
    try copy.write(
      "Sources/Names/Broken.swift", "")
    let greeting = try #require(
      try FileManager.default.contentsOfDirectory(atPath: copy.path + "/Sources/Greeting").first)
    let path = copy.path + "/Sources/Greeting/" + greeting
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try (text + "let broken: Int = \"not a number\"\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let reloaded = try PackageAnalysis.load(packagePath: copy.path)
    let errors = try reloaded.verify(try reloaded.bridge(from: "Greeting", to: "Names")).errors
    #expect(errors.contains { $0.contains("cannot convert value of type 'String'") })
  }
}
