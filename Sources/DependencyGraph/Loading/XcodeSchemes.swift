import Foundation

/// The shared schemes of an Xcode workspace and of the projects it lists: what
/// `xcodebuild -workspace` needs with `-scheme`.
enum XcodeSchemes {
  /// The names of the shared schemes: the workspace's own, then those of each project it lists,
  /// in the order listed, each sorted; empty when none is shared.
  static func names(in workspace: String) -> [String] {
    let members = (try? Workspace.expandingXcodeWorkspaces([workspace])) ?? []
    for folder in [workspace] + members.filter({ $0.hasSuffix(".xcodeproj") }) {
      let schemes = folder + "/xcshareddata/xcschemes"
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: schemes)) ?? [])
        .filter { $0.hasSuffix(".xcscheme") }.map { String($0.dropLast(".xcscheme".count)) }
      if !names.isEmpty { return names.sorted() }
    }
    return []
  }

  /// A scheme's name as a shell reads one word: in double quotes when it holds a space.
  static func quoted(_ name: String) -> String {
    name.contains(where: { $0 == " " || $0 == "'" }) ? "\"\(name)\"" : name
  }
}
