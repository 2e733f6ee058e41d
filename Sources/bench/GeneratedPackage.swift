import DependencyGraph
import Foundation

/// A synthetic package written to a temporary folder: `targets` targets of `filesPerTarget`
/// files each, every target depending on and importing up to three lower ones.
struct GeneratedPackage {
  let root: String
  let package: SwiftPackage
  let fileCount: Int

  init(targets count: Int, filesPerTarget: Int) throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-package-\(count)-\(UUID().uuidString)").path
    var targets: [Target] = []
    for index in 0..<count {
      let dependencies = Array(
        Set([index - 1, index / 2, index / 3].filter { $0 >= 0 && $0 != index })
      )
      .sorted().map { "Module\($0)" }
      let name = "Module\(index)"
      let folder = root + "/Sources/" + name
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      var sources: [String] = []
      for file in 0..<filesPerTarget {
        let fileName = "File\(file).swift"
        sources.append(fileName)
        try Data(Self.source(module: name, file: file, imports: dependencies).utf8)
          .write(to: URL(fileURLWithPath: folder + "/" + fileName))
      }
      targets.append(
        Target(
          name: TargetName(name), path: "Sources/" + name, sources: sources,
          targetDependencies: dependencies.map(TargetName.init)))
    }
    package = SwiftPackage(name: "Generated\(count)", root: root, targets: targets)
    fileCount = count * filesPerTarget
  }

  /// Removes the package when the run ends (see ``Leftovers``).
  func removeWhenRunEnds() { Leftovers.shared.removeWhenRunEnds(root) }

  /// Writes a `Package.swift` for the generated targets that also depends on a remote package
  /// which was never resolved, as most real packages do: SwiftPM must read it offline.
  func writeManifest() throws {
    let targets = package.targets.map { target in
      let dependencies =
        target.targetDependencies.map { "\"\($0)\"" }
        + [#".product(name: "Remote", package: "remote")"#]
      return
        "    .target(name: \"\(target.name)\", dependencies: [\(dependencies.joined(separator: ", "))]),"
    }
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "\(package.name)",
        dependencies: [.package(url: "https://example.invalid/remote.git", from: "1.0.0")],
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
  }

  /// A source file of about 60 lines with the constructs the scanner must step over.
  static func source(module: String, file: Int, imports: [String]) -> String {
    var text = "// \(module)/File\(file).swift: generated for the scan benchmark.\n"
    text += "import Foundation\n"
    for name in imports { text += "import \(name)\n" }
    text += """

      /// A documented type with a /* block */ comment and strings that mention import.
      public struct Type\(file) {
        /* A block comment /* nested */ that says import Nothing. */
        public let name = "import NotAModule"
        public let raw = #"a raw "string" with import Inside"#
        public let text = \"""
          A multi-line string
          import StillNotAModule
          \"""

        public init() {}

        public func describe(_ value: Int) -> String {
          let doubled = value * 2
          if doubled > 10 {
            return "big \\(doubled) in \\(name)"
          }
          return "small \\(doubled)"
        }

        public func sum(_ values: [Int]) -> Int {
          var total = 0
          for value in values where value > 0 {
            total += value
          }
          return total
        }
      }

      extension Type\(file): CustomStringConvertible {
        public var description: String { describe(\(file)) }
      }

      #if DEBUG
        private let debugName\(file) = "debug"
      #endif

      """
    return text
  }
}
