import DependencyGraphModel
package import Foundation

/// The shared schemes of an Xcode workspace and of the projects it lists: what
/// `xcodebuild -workspace` needs with `-scheme`.
package enum XcodeSchemes {
  /// The names of the shared schemes: the workspace's own, then those of each project it lists,
  /// in the order listed, each sorted; empty when none is shared.
  static func names(in workspace: String) -> [String] {
    let members = (try? Workspace.expandingXcodeWorkspaces([workspace])) ?? []
    for folder in [workspace] + members.filter({ InputKind(path: $0) == .xcodeProject }) {
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

  /// What a scheme's test action runs: the targets of its testable references by name
  /// (`BlueprintName`), and the test plans it references (`container:` paths, relative to the
  /// folder that holds the project or workspace).
  package static func tests(inScheme data: Data) -> (targets: Set<String>, plans: [String]) {
    let text = String(decoding: data, as: UTF8.self)
    var targets: Set<String> = []
    for block in text.components(separatedBy: "<TestableReference").dropFirst() {
      let reference = block.components(separatedBy: "</TestableReference>")[0]
      if let name = attribute("BlueprintName", in: reference) { targets.insert(name) }
    }
    let plans = text.components(separatedBy: "<TestPlanReference").dropFirst().compactMap {
      attribute("reference", in: $0)
    }.map { $0.hasPrefix("container:") ? String($0.dropFirst("container:".count)) : $0 }
    return (targets, plans)
  }

  /// The first value of `name = "..."` in `text`, its entities decoded.
  private static func attribute(_ name: String, in text: String) -> String? {
    guard let start = text.range(of: name + " = \"") ?? text.range(of: name + "=\""),
      let end = text[start.upperBound...].firstIndex(of: "\"")
    else { return nil }
    var value = String(text[start.upperBound..<end])
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
    ] {
      value = value.replacingOccurrences(of: entity, with: character)
    }
    return value
  }
}
