/// What a path given to the checker names, told by its name alone: an Xcode project, an Xcode
/// workspace, or anything else, such as a package's folder. Every question of a path's kind is
/// asked here.
public enum InputKind: Hashable, Sendable {
  /// A package's folder, or any path that names no Xcode bundle.
  case package
  /// An Xcode project: `App.xcodeproj`.
  case xcodeProject
  /// An Xcode workspace: `App.xcworkspace`.
  case xcodeWorkspace

  /// The kind of the file or folder at `path`, by its extension.
  public init(path: some StringProtocol) {
    if path.hasSuffix(".xcodeproj") {
      self = .xcodeProject
    } else if path.hasSuffix(".xcworkspace") {
      self = .xcodeWorkspace
    } else {
      self = .package
    }
  }
}
