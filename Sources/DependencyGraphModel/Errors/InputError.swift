/// A path that names no package, project or workspace, or one that cannot be read.
public enum InputError: Error, Hashable, Sendable {
  /// A package, project or workspace was named by a path where nothing is: no folder to look
  /// for a manifest in.
  case folderNotFound(path: String)
  /// The package folder does not exist or has no `Package.swift`; `projects` are the
  /// `.xcworkspace` and `.xcodeproj` folders it holds instead, to name in the advice.
  case packageNotFound(path: String, projects: [String] = [])
  /// A folder holds no package, project or workspace where ``Workspace/search(in:)`` looks,
  /// or is itself an Xcode project or workspace rather than a folder to search.
  case noPackagesInWorkspace(path: String)
  /// What SwiftPM printed for a package is not valid JSON or lacks a required field.
  case malformedJSON(source: String, reason: String)
  /// An `.xcodeproj` folder holds no `project.pbxproj`; `holding` names the projects and
  /// workspaces directly inside the folder, when it is one that holds them.
  case projectNotFound(path: String, holding: [String] = [])
  /// A folder, or an `.xcodeproj` that holds no `project.pbxproj` (only schemes, say), whose
  /// project a generator writes from a specification that is there: it must be generated
  /// before it can be read.
  indirect case projectNotGenerated(path: String, project: GeneratedProject)
  /// A `project.pbxproj` is not an Xcode project's property list.
  case malformedProject(file: String, reason: String)
  /// An `.xcworkspace` folder holds no `contents.xcworkspacedata`.
  case workspaceNotFound(path: String)
  /// A `contents.xcworkspacedata` is not a workspace's XML, or lists nothing to check.
  case malformedWorkspace(file: String, reason: String)
}

extension InputError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .folderNotFound(let path):
      "No folder at '\(path)': nothing of that name exists."
    case .packageNotFound(let path, let projects) where !projects.isEmpty:
      "No Swift package at '\(path)': it has no Package.swift, but it holds "
        + projects.map { "'\($0)'" }.joined(separator: " and ") + "."
    case .packageNotFound(let path, _):
      "No Swift package at '\(path)': it has no Package.swift."
    case .noPackagesInWorkspace(let path) where InputKind(path: path) != .package:
      "'\(path)' is an Xcode "
        + (InputKind(path: path) == .xcodeWorkspace ? "workspace" : "project")
        + ", not a folder to search."
    case .noPackagesInWorkspace(let path):
      "No Swift package, Xcode project or workspace in '\(path)' or any folder below it (hidden "
        + "folders, a package's Sources and Tests, and build and dependency folders such as "
        + ".build, DerivedData, Pods and Carthage are not searched)."
    case .malformedJSON(let source, let reason):
      "Malformed JSON in \(source): \(reason). Produce it with "
        + "'swift package describe --type json'."
    case .projectNotFound(let path, let holding):
      "No Xcode project at '\(path)': it has no project.pbxproj."
        + (holding.isEmpty
          ? ""
          : " It holds \(holding.joined(separator: ", ")): pass "
            + (holding.count == 1 ? "that." : "one of them."))
    case .projectNotGenerated(let path, let project):
      "No Xcode project at '\(path)' yet: \(project.generator.rawValue) generates it from "
        + "\(project.specificationName). Run '\(project.command)' in '\(project.folder)', then "
        + "check the project it writes."
    case .malformedProject(let file, let reason):
      "\(file) is not an Xcode project: \(reason). Open the project in Xcode to repair it, or "
        + "restore the file from version control."
    case .workspaceNotFound(let path):
      "No Xcode workspace at '\(path)': it has no contents.xcworkspacedata."
    case .malformedWorkspace(let file, let reason):
      "\(file) is not an Xcode workspace: \(reason). Open the workspace in Xcode to repair it, "
        + "or restore the file from version control."
    }
  }
}
