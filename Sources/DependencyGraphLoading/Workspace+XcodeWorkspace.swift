public import DependencyGraphModel
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension Workspace {
  /// The paths with each `.xcworkspace` replaced by what it lists: its projects, and its
  /// folders that hold a `Package.swift`.
  ///
  /// - Throws: ``InputError/folderNotFound(path:)`` when nothing is at a workspace's path;
  ///   ``InputError/projectNotGenerated(path:project:)`` when a generator's specification
  ///   beside it says how to write it; ``InputError/workspaceNotFound(path:)`` when a workspace has no
  ///   `contents.xcworkspacedata`, ``InputError/malformedWorkspace(file:reason:)`` when it
  ///   cannot be read or lists nothing to check.
  static func expandingXcodeWorkspaces(_ paths: [String]) throws(GraphError) -> [String] {
    var expanded: [String] = []
    for path in paths {
      guard InputKind(path: path) == .xcodeWorkspace else {
        expanded.append(path)
        continue
      }
      let file = path + "/contents.xcworkspacedata"
      guard let data = FileManager.default.contents(atPath: file) else {
        // A workspace that a generator writes beside its specification is not written yet.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if let generated = GeneratedProject.ungenerated(in: folder) {
          throw .input(.projectNotGenerated(path: path, project: generated))
        }
        try requireFolder(path, shownAs: path)
        throw .input(.workspaceNotFound(path: path))
      }
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      let members = try XcodeWorkspaceContents(data: data, file: file, folder: folder).locations
      let usable = members.filter {
        InputKind(path: $0) == .xcodeProject
          || FileManager.default.fileExists(atPath: $0 + "/Package.swift")
      }
      guard !usable.isEmpty else {
        throw .input(
          .malformedWorkspace(
            file: file, reason: "it lists no Xcode project and no folder with a Package.swift"))
      }
      expanded += usable
    }
    return expanded
  }
}

extension Workspace {
  /// The paths, each `.xcodeproj` followed by the local packages it references that are not
  /// given already: Xcode builds them with the project, wherever on disk they are. A local
  /// package that is missing is left to the project, which names it as unresolved, and a
  /// project that cannot be read to its own load, which reports why.
  static func addingLocalPackages(of paths: [String]) -> [String] {
    var result: [String] = []
    for path in paths where !result.contains(path) {
      result.append(path)
      guard InputKind(path: path) == .xcodeProject,
        let project = try? SwiftPackage(xcodeProject: path)
      else { continue }
      for dependency in project.dependencies {
        guard case .local(let folder) = dependency.source,
          FileManager.default.fileExists(atPath: folder + "/Package.swift"),
          !paths.contains(folder), !result.contains(folder)
        else { continue }
        result.append(folder)
      }
    }
    return result
  }
}

/// The locations a `contents.xcworkspacedata` lists, absolute: `group:` paths relative to the
/// enclosing groups, `container:` and `self:` paths relative to the workspace's folder.
private final class XcodeWorkspaceContents: NSObject, XMLParserDelegate {
  private(set) var locations: [String] = []
  private var groups: [String]
  private let folder: String
  private var isClosed = false

  init(data: Data, file: String, folder: String) throws(GraphError) {
    self.folder = folder
    groups = [folder]
    super.init()
    let parser = XMLParser(data: data)
    parser.delegate = self
    // libxml2 may accept a document cut short; a workspace ends with its closing element.
    guard parser.parse(), isClosed else {
      throw .input(
        .malformedWorkspace(
          file: file, reason: "it is not a workspace's XML (<Workspace> ... </Workspace>)"))
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    guard element == "FileRef" || element == "Group" else { return }
    let location = attributes["location"].map(resolve) ?? groups.last ?? folder
    if element == "Group" { groups.append(location) } else { locations.append(location) }
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if element == "Group", groups.count > 1 { groups.removeLast() }
    if element == "Workspace" { isClosed = true }
  }

  private func resolve(_ location: String) -> String {
    let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
    let kind = parts.first ?? ""
    let path = parts.count > 1 ? parts[1] : ""
    let base: String
    switch kind {
    case "absolute": return URL(fileURLWithPath: path).standardizedFileURL.path
    case "group": base = groups.last ?? folder
    default: base = folder
    }
    return path.isEmpty ? base : URL(fileURLWithPath: base + "/" + path).standardizedFileURL.path
  }
}

extension Workspace {
  /// The `.xcworkspace` beside `project` that lists it with projects or packages the project
  /// does not reference, and those, by name: `--project` with the workspace reads them all,
  /// the project alone does not. `nil` when there is none.
  public static func widerWorkspace(beside project: String) -> (workspace: String, more: [String])?
  {
    let folder = URL(fileURLWithPath: project).deletingLastPathComponent().path
    let read = Set(addingLocalPackages(of: [project]))
    for workspace in PackageLoader.xcodeProjects(in: folder)
    where InputKind(path: workspace) == .xcodeWorkspace {
      guard let members = try? expandingXcodeWorkspaces([folder + "/" + workspace]),
        members.contains(project)
      else { continue }
      let more = members.filter { !read.contains($0) }
      if !more.isEmpty {
        return (folder + "/" + workspace, more.map { URL(fileURLWithPath: $0).lastPathComponent })
      }
    }
    return nil
  }
}
