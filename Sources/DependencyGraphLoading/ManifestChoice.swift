import DependencyGraphModel
import Foundation

/// Which manifest of a package SwiftPM evaluated: `Package.swift`, or a version-specific
/// `Package@swift-X.Y.swift` beside it.
///
/// SwiftPM prefers a version-specific manifest that names its own version, else the newest one
/// it can read when that declares a newer tools version than `Package.swift`. depgraph does not
/// guess its version: `describe` says which tools version the evaluated manifest declares, and
/// the manifest that declares it is the one, `Package.swift` first where two do.
enum ManifestChoice {
  /// The name of the manifest in `root` that declares `toolsVersion`; `Package.swift` when the
  /// folder has no version-specific manifest, or none declares that version.
  static func evaluated(in root: String, toolsVersion: String?) -> String {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    let versioned = names.filter { $0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift") }
    guard let toolsVersion, !versioned.isEmpty else { return SwiftPackage.manifestFile }
    let wanted = numbers(toolsVersion)
    // Newest first: where two version-specific manifests declare the version, SwiftPM reads
    // the one named for the newer Swift.
    let candidates =
      [SwiftPackage.manifestFile]
      + versioned.sorted { numbers(ofName: $0).lexicographicallyPrecedes(numbers(ofName: $1)) }
      .reversed()
    return candidates.first { name in
      guard let data = FileManager.default.contents(atPath: root + "/" + name) else {
        return false
      }
      return declaredVersion(data).map { numbers($0) } == wanted
    } ?? SwiftPackage.manifestFile
  }

  /// The version a manifest's first line declares: `6.0` of `// swift-tools-version:6.0`.
  static func declaredVersion(_ manifest: Data) -> String? {
    let firstLine = String(decoding: manifest.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    guard let marker = firstLine.range(of: "swift-tools-version:") else { return nil }
    let rest = firstLine[marker.upperBound...].drop { $0 == " " }
    let text = rest.prefix { $0.isNumber || $0 == "." }
    return text.isEmpty ? nil : String(text)
  }

  /// `6.0.0` and `6.0` are one version: the numbers, trailing zeros dropped.
  private static func numbers(_ text: String) -> [Int] {
    var numbers = text.split(separator: ".").map { Int($0) ?? 0 }
    while numbers.count > 1, numbers.last == 0 { numbers.removeLast() }
    return numbers
  }

  /// The version in a version-specific manifest's name: `[6, 2]` of `Package@swift-6.2.swift`.
  private static func numbers(ofName name: String) -> [Int] {
    numbers(String(name.dropFirst("Package@swift-".count).dropLast(".swift".count)))
  }
}
