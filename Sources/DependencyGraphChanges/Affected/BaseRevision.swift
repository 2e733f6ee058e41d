public import Foundation

/// What the base revision of a change says about the build files the change touches: with it,
/// a manifest change reaches only the targets its evaluation changes, a `Package.resolved`
/// change only the users of the packages pinned differently, a project file change only the
/// targets described differently, a scheme or test plan change only the tests it lists on
/// either side, and a file deleted from a project the targets that read it at the base.
/// Without it, each of these files reaches every target it may apply to.
public struct BaseRevision: Sendable {
  /// How each changed manifest's evaluation differs from the base's, by the package's root.
  public var manifests: [String: ManifestChange]
  /// The base's bytes of each changed file that ``isComparedBuildFile(_:)`` accepts, by its
  /// absolute path in the head; `.some(nil)` when the base has no such file.
  public var files: [String: Data?]

  public init(manifests: [String: ManifestChange] = [:], files: [String: Data?] = [:]) {
    self.manifests = manifests
    self.files = files
  }

  /// Whether the base's bytes of `path` are compared with the head's: a `Package.resolved`, a
  /// `project.pbxproj`, a scheme or a test plan.
  public static func isComparedBuildFile(_ path: String) -> Bool {
    path.hasSuffix("/Package.resolved") || path.hasSuffix(".xcodeproj/project.pbxproj")
      || path.hasSuffix(".xcscheme") || path.hasSuffix(".xctestplan")
  }
}
