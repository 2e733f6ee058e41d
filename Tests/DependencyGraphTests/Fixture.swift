import DependencyGraph
import Foundation

/// An in-memory package whose sources are strings, for checks that need no disk.
struct Fixture {
  var targets: [Target] = []
  var files: [String: String] = [:]

  /// Adds a library target `name` whose one source file holds `source`.
  mutating func add(
    _ name: String, kind: Target.Kind = .library, dependsOn dependencies: [String] = [],
    source: String = ""
  ) {
    targets.append(
      Target(
        name: TargetName(name), kind: kind, path: "Sources/\(name)", sources: ["\(name).swift"],
        targetDependencies: dependencies.map(TargetName.init)))
    files["/pkg/Sources/\(name)/\(name).swift"] = source
  }

  /// Adds a library target `name` with several source files, by file name.
  mutating func add(_ name: String, dependsOn dependencies: [String] = [], files: [String: String])
  {
    targets.append(
      Target(
        name: TargetName(name), kind: .library, path: "Sources/\(name)",
        sources: files.keys.sorted(),
        targetDependencies: dependencies.map(TargetName.init)))
    for (file, text) in files { self.files["/pkg/Sources/\(name)/\(file)"] = text }
  }

  var package: SwiftPackage { SwiftPackage(name: "Fixture", root: "/pkg", targets: targets) }

  /// Scans the fixture; a file missing from `files` cannot be read.
  var analysis: PackageAnalysis {
    PackageAnalysis(package: package) { path in
      guard let text = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
      return Data(text.utf8)
    }
  }
}

extension SymbolUse {
  /// The use as the bridge tests list it: `7:27 method PriceFormatter.format()`.
  var summary: String { "\(location.line):\(location.column) \(kind.rawValue) \(symbol)" }
}
