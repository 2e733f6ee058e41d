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
        "unused-dependency Own Core",
      ])
  }
}
