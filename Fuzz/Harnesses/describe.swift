// libFuzzer harness: the describe-JSON, dump-package and Package.resolved readers, built
// together with DependencyGraph's sources. Invariants beyond "no crash": reading is
// deterministic, and an accepted package has unique target names, products made of its own
// targets, and a graph whose checks run.
import Foundation

/// Runs one input and checks the invariants above; Scripts/fuzz.sh calls it from libFuzzer's
/// entry point.
func fuzzDescribe(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let json = Data(bytes: data, count: size)
  let first = Result { () throws(GraphError) in try SwiftPackage(describeJSON: json, root: "/fuzz")
  }
  let second = Result { () throws(GraphError) in try SwiftPackage(describeJSON: json, root: "/fuzz")
  }
  switch (first, second) {
  case (.success(let a), .success(let b)):
    precondition(a == b, "loading is not deterministic")
    precondition(Set(a.targets.map(\.name)).count == a.targets.count, "duplicate target names")
    precondition(
      a.products.allSatisfy { $0.targets.allSatisfy { a.target(named: $0) != nil } },
      "a product names a target the package does not have")
    let analysis = PackageAnalysis(package: a) { _ in Data("import Foundation\n".utf8) }
    _ = analysis.check(strict: true).json
  case (.failure(let a), .failure(let b)): precondition(a == b, "rejecting is not deterministic")
  default: preconditionFailure("loading is not deterministic")
  }
  _ = try? SwiftPackage(dumpPackageJSON: json, root: "/nonexistent-fuzz-root")
  let resolved = (try? PackageResolved(json: json)).map(\.locations)
  precondition(
    resolved == (try? PackageResolved(json: json)).map(\.locations),
    "reading Package.resolved is not deterministic")
  return 0
}
