public import Foundation

/// Remembers what `swift package dump-package` printed for a manifest, so that a second run
/// on an unchanged package needs one SwiftPM process instead of two.
///
/// Only dump-package's answer is kept, and it is used only for what describe leaves out
/// (platform conditions, headers folders); describe runs every time, so targets and sources
/// are always read afresh. An entry is used only when everything that can change the answer is
/// unchanged, as in SwiftPM's own manifest cache: the package's folder, the text of each of its
/// manifests, the `swift` executable (path, size and date), the environment, and whether the
/// folder holds a `.git`. Like SwiftPM's, it cannot see a manifest that reads other files.
///
/// Each package has one file in the cache folder, named by a hash of the package's path, so
/// the folder holds at most one entry per package. A cache that cannot be read or written is
/// a cache miss, never an error.
public struct ManifestCache: Sendable {
  public let folder: URL

  /// Creates a cache that keeps its entries in `folder`, which is created when needed.
  public init(folder: URL) {
    self.folder = folder
  }

  /// The cache the command line uses: the folder `DEPGRAPH_CACHE` names, or `depgraph` in the
  /// user's caches folder when it is unset; `nil` when `DEPGRAPH_CACHE` is `off`.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ManifestCache? {
    switch environment["DEPGRAPH_CACHE"] {
    case "off": return nil
    case let folder? where !folder.isEmpty:
      return ManifestCache(folder: URL(fileURLWithPath: folder))
    default:
      guard let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      else { return nil }
      return ManifestCache(folder: caches.appendingPathComponent("depgraph"))
    }
  }

  /// The entry for the package at `root` as it is now.
  ///
  /// - Parameters:
  ///   - root: The package's root folder, absolute.
  ///   - manifests: Each manifest's file name and bytes.
  ///   - swift: The `swift` executable that would run.
  ///   - environment: The environment SwiftPM would get.
  /// - Returns: The entry, whether or not its file exists.
  func entry(
    root: String, manifests: [(name: String, bytes: Data)], swift: String,
    environment: [String: String]
  ) -> Entry {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: URL(fileURLWithPath: swift).resolvingSymlinksInPath().path)
    let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
    let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
    // Without the variables that only describe the terminal or the shell, as SwiftPM's key.
    let variables = environment.filter { !Self.ignoredVariables.contains($0.key) }
      .sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: "\0")
    var lines = [
      "depgraph manifest cache 1",
      "package " + root,
      "swift \(swift) \(size) \(date)",
      "environment " + hex(fnv1a(Data(variables.utf8))),
      "git \(FileManager.default.fileExists(atPath: root + "/.git"))",
    ]
    for manifest in manifests.sorted(by: { $0.name < $1.name }) {
      lines.append(
        "manifest \(manifest.name) \(manifest.bytes.count) \(hex(fnv1a(manifest.bytes)))")
    }
    return Entry(
      file: folder.appendingPathComponent("dump-package-" + hex(fnv1a(Data(root.utf8))) + ".json"),
      fingerprint: lines.joined(separator: "\n"))
  }

  /// One package's entry: its file and what the stored answer must have been made under.
  struct Entry {
    let file: URL
    /// What the answer depends on, one fact per line; the file starts with it.
    let fingerprint: String

    /// The stored answer, if it was made under exactly this fingerprint.
    func answer() -> Data? {
      guard let stored = try? Data(contentsOf: file) else { return nil }
      let header = Data((fingerprint + "\n\n").utf8)
      guard stored.starts(with: header) else { return nil }
      return stored.dropFirst(header.count)
    }

    /// Stores `answer`, replacing the package's previous entry.
    func store(_ answer: Data) {
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (Data((fingerprint + "\n\n").utf8) + answer).write(to: file, options: .atomic)
      } catch {
        // A cache that cannot be written is only slower.
      }
    }
  }

  private static let ignoredVariables: Set<String> = [
    "TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TERM_SESSION_ID", "ITERM_PROFILE",
    "ITERM_SESSION_ID", "SECURITYSESSIONID", "LaunchInstanceID", "LC_TERMINAL",
    "LC_TERMINAL_VERSION", "CLICOLOR", "LS_COLORS", "SSH_AUTH_SOCK", "OLDPWD", "PWD", "SHLVL", "_",
  ]
}

/// The 64-bit FNV-1a hash of `bytes`: stable across runs and machines, unlike `Hasher`.
func fnv1a(_ bytes: Data) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes {
    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
  }
  return hash
}

/// `value` as 16 hexadecimal digits, for a file name.
func hex(_ value: UInt64) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}
