import DependencyGraph
import Foundation
import TestSupport
import Testing

/// This package, loaded and scanned once for every architecture test.
enum PackageUnderTest {
  /// The package's root folder.
  static let root = packageRoot

  /// The scanned package, or the error that loading it gave.
  static let analysis: Result<PackageAnalysis, GraphError> = Result { () throws(GraphError) in
    try PackageAnalysis.load(packagePath: root)
  }

  /// The package's own rules file, read without loading the package, for test arguments.
  static func rulesWithoutPackage() throws -> Rules {
    try Rules(
      json: try Data(contentsOf: URL(fileURLWithPath: root + "/depgraph.json")),
      file: "depgraph.json", knownTargets: nil)
  }

  /// The package's own rules file.
  static func rules() throws -> Rules {
    let analysis = try analysis.get()
    return try Rules(
      json: try Data(contentsOf: URL(fileURLWithPath: root + "/depgraph.json")),
      file: "depgraph.json", knownTargets: analysis.package.targets.map(\.name))
  }
}
