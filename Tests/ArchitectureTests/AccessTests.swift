import Foundation
import Testing

@testable import DependencyGraph

@Suite("Only API is public")
struct AccessTests {
  @Test("An executable declares nothing public: its tests reach it with @testable")
  func executablesDeclareNothingPublic() throws {
    let analysis = try PackageUnderTest.analysis.get()
    let executables = analysis.package.targets.filter { $0.kind == .executable }
    #expect(!executables.isEmpty)
    for target in executables {
      for path in target.swiftSourcePaths {
        let data = try Data(contentsOf: URL(fileURLWithPath: PackageUnderTest.root + "/" + path))
        // Declarations as depgraph bridge reads them: words in strings and comments are none.
        let visible = SymbolReader.declarations(
          in: SymbolReader.File(path: path, bytes: [UInt8](data))
        ).filter(\.isVisible)
        #expect(visible.isEmpty, "\(path) declares \(visible.map(\.name)) public")
      }
    }
  }
}
