import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphScanning

@Suite("C-family uses of a dependency")
struct CFamilyUsesTests {
  @Test(
    "Directives read from C, Objective-C and C++ text",
    arguments: [
      ("#include \"Core.h\"", [], ["Core.h"]),
      ("  #  import <Kit/Kit.h>", ["Kit"], ["Kit/Kit.h"]),
      ("#include_next <stdio.h>", [], ["stdio.h"]),
      ("@import Kit.Sub;", ["Kit"], []),
      ("// #include \"Core.h\"", [], []),
      ("#define X \"Core.h\"", [], []),
      ("#include <unterminated", [], []),
    ] as [(String, Set<String>, Set<String>)])
  func directives(line: String, modules: Set<String>, headers: Set<String>) {
    let includes = CFamilyIncludes(scanning: Array(line.utf8))
    #expect(includes.modules == Set(modules.map(ModuleName.init)))
    #expect(includes.headers == headers)
  }

  @Test("A header, a module's folder or an @import uses the dependency; an own header does not")
  func uses() throws {
    let report = try PackageAnalysis.load(packagePath: fixturePath("CFamilyUses")).check()
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.target) \($0.subject?.name ?? "")" } == [
        "unused-dependency Modular Core", "unused-dependency Unused Core",
        "unused-dependency Own Core", "unused-dependency IgnoresLinked Linked",
      ])
    // C code includes a header; it imports no module.
    #expect(report.violations.allSatisfy { $0.message.contains("or #include its header where") })
  }

  @Test("A C target's generated module map re-exports what its public headers include")
  func headerReexports() throws {
    let analysis = try PackageAnalysis.load(packagePath: fixturePath("CFamilyUses"))
    #expect(analysis.headerReexports()["Umbrella"] == ["Kit"])
    let strict = analysis.check(strict: true).violations(of: .transitiveImport)
    #expect(!strict.contains { $0.target == "Reader" }, "\(strict.map(\.message))")
  }

  @Test("A dependency linked for its tests or its implementations is never told to go")
  func linked() throws {
    let report = try PackageAnalysis.load(packagePath: fixturePath("CFamilyUses"))
      .check(strict: true)
    let linked = report.violations.filter { ["Declares", "KitTests"].contains($0.target) }
    #expect(
      linked.map { "\($0.rule.rawValue) \($0.severity) \($0.target) \($0.subject?.name ?? "")" }
        == [
          "unused-dependency warning Declares Implements",
          "unused-dependency warning KitTests TestKit",
        ])
    #expect(
      linked.map(\.message) == [
        "Declares links Implements without importing it: Implements implements Widget, which "
          + "Declares declares (an @interface without its @implementation). Keep it: without it "
          + "Declares does not link.",
        "KitTests links TestKit without importing it: TestKit holds tests, which the test "
          + "runner finds in KitTests at run time. Keep it while they should run there: "
          + "without it they silently stop running.",
      ])
  }

  @Test(
    "Tests and Objective-C classes read as linking offers them",
    arguments: [
      ("final class SpecTests: XCTestCase {\n  func testAdds() async throws {}\n}", true, [], []),
      ("@MainActor open class Base : QuickSpec {\n  override class func spec() {}", true, [], []),
      ("@Test func adds() {", true, [], []),
      ("@Suite(\"Math\") struct Math {", true, [], []),
      ("@Testable func notATest()", false, [], []),
      // A base class of test cases, with setUp and helpers only, runs nothing.
      ("open class Base: XCTestCase {\n  override func setUp() {}\n}", false, [], []),
      ("open class Base: XCTestCase {\n  func testName(of x: Int) {}", false, [], []),
      ("class Base: XCTestCase {\n  func testScratch() -> String { \"\" }", false, [], []),
      ("/// final class Old: XCTestCase {\n///   func testOld() {}", false, [], []),
      ("class Helper: NSObject {\n  func testable() {}", false, [], []),
      (
        "@interface Spec : XCTestCase\n@end\n@implementation Spec\n- (void)testAdds {}", true,
        ["Spec"], ["Spec"]
      ),
      ("@interface Widget (Spinning)", false, [], []),
      ("@implementation Widget", false, [], ["Widget"]),
      ("@implementation Widget (Spinning)", false, [], []),
    ] as [(String, Bool, Set<String>, Set<String>)])
  func linkedDeclarations(
    line: String, tests: Bool, interfaces: Set<String>, implementations: Set<String>
  ) {
    let declarations = LinkedDeclarations(scanning: line)
    #expect(declarations.declaresTests == tests)
    #expect(declarations.interfaces == interfaces)
    #expect(declarations.implementations == implementations)
  }
}
