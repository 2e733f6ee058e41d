import DependencyGraphLoading
import DependencyGraphScanning
import DependencyGraphSupport
import Foundation

extension PackageAnalysis {
  /// Scans the Swift files of a package's conventional folders while SwiftPM describes the
  /// package, so that a whole run costs little more than `swift package describe`, which no
  /// run can avoid and which leaves a core idle.
  ///
  /// It is a guess, never the answer: only the files SwiftPM then lists are used, each scan
  /// is of the file's bytes alone, and a listed file the guess missed (a custom `path:`) is
  /// scanned afterwards. Files that could not be read are read again then, for their error.
  final class EarlyScan: @unchecked Sendable {
    // Sendable: `scans` is read and written only on `queue`.

    /// The folders SwiftPM looks in by default.
    static let folders = ["Sources", "Source", "src", "srcs", "Tests", "Plugins", "Snippets"]

    /// A serial queue: ``results()`` waits behind the scan.
    private let queue = DispatchQueue(label: "depgraph.early-scan")
    private var scans: [String: ImportScanner.Scan] = [:]

    init(root: String, read: @escaping @Sendable (String) throws -> Data) {
      queue.async { [self] in
        let paths = Self.swiftFiles(under: Self.folders.map { root + "/" + $0 })
        for (path, scan) in zip(paths, PackageAnalysis.scan(paths, read: read)) {
          if case .success(let scan) = scan { scans[path] = scan }
        }
      }
    }

    /// The scans, once the guess is complete.
    func results() -> [String: ImportScanner.Scan] {
      queue.sync { scans }
    }

    private static func swiftFiles(under folders: [String]) -> [String] {
      var paths: [String] = []
      for folder in folders {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
        while let relative = enumerator.nextObject() as? String {
          let name = relative.split(separator: "/").last.map(String.init) ?? relative
          if name.hasPrefix(".") || SourceLayout.isOpaqueFolder(name) {
            // SwiftPM compiles nothing in there; catalogs alone can hold hundreds of files.
            enumerator.skipDescendants()
          } else if name.hasSuffix(".swift") {
            paths.append(folder + "/" + relative)
          }
        }
      }
      return paths
    }
  }
}
