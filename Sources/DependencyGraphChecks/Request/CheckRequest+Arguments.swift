import DependencyGraphSupport
import Foundation

extension CheckRequest.Source {
  /// The flags that name what was read, as the run gave them, each after a space, for a
  /// command a finding suggests: ` --workspace .`, ` --project App.xcodeproj`; empty for the
  /// package in the current folder, and for what a suggested command cannot read (several
  /// packages given as arguments, a saved description).
  public var arguments: String {
    switch self {
    case .packages(let paths) where paths.count == 1 && paths[0] != ".":
      " --package-path " + shellQuoted(paths[0])
    case .packages, .describeJSON: ""
    case .workspace(let folder): " --workspace " + shellQuoted(folder)
    case .xcodeProject(let path): " --project " + shellQuoted(path)
    }
  }

  /// `text` as one word of a shell: as it is when it holds only path characters, else in
  /// single quotes (the support module's `shellQuoted`, which the checker calls itself).
  public static func shellWord(_ text: String) -> String {
    shellQuoted(text)
  }
}
