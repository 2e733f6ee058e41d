public import DependencyGraphModel
import Foundation

extension Workspace {
  /// What `--workspace DIR` reads below a folder: the packages, Xcode projects and
  /// workspaces at any depth, and the folders it did not search because a build or a package
  /// manager makes them.
  public struct Search: Hashable, Sendable {
    /// The packages' folders and the projects' `.xcodeproj` folders found, absolute and
    /// sorted.
    public let paths: [String]
    /// The `.xcworkspace` folders found, absolute and sorted. ``Workspace/load(packagePaths:root:scratchPath:swift:manifestCache:skippedFolders:)``
    /// given them reads what they list, and the first one names the command that resolves
    /// remote packages.
    public let workspaces: [String]
    /// The folders not searched, absolute and sorted: build folders (`.build`, `DerivedData`),
    /// what CocoaPods and Carthage generate (`Pods`, `Carthage`), dependency checkouts
    /// (`checkouts`, `SourcePackages`) and `node_modules`.
    public let skipped: [String]

    /// Folder names that a build or a package manager makes: never searched, always named.
    static let generated: Set<String> = [
      ".build", "DerivedData", "Pods", "Carthage", "checkouts", "SourcePackages", "node_modules",
    ]
  }

  /// The packages, Xcode projects and workspaces of a workspace folder, at any depth: the
  /// folder itself when it holds a `Package.swift`, every folder below it that holds one, every
  /// `.xcodeproj` and every `.xcworkspace`, and every folder whose Xcode project a generator
  /// has yet to write (XcodeGen's `project.yml`, Tuist's `Project.swift`). Not searched: other hidden folders, a package's
  /// `Sources` and `Tests`, the inside of a project or workspace, and the folders a build or a
  /// package manager makes, which ``Search/skipped`` names. Loading what it found reads what
  /// each workspace lists and each project's local packages, wherever they are.
  ///
  /// - Throws: ``InputError/folderNotFound(path:)`` when there is nothing at the path,
  ///   ``FileError/unreadable(path:reason:)`` when it is a file,
  ///   ``InputError/noPackagesInWorkspace(path:)`` when it holds nothing to check.
  public static func search(in folder: String) throws(GraphError) -> Search {
    let root = URL(fileURLWithPath: folder).standardizedFileURL.path
    try requireFolder(root, shownAs: folder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue
    else { throw .file(.unreadable(path: folder, reason: "it is a file, not a folder")) }
    var found: [String] = []
    var workspaces: [String] = []
    var skipped: [String] = []
    // `tuist generate` in a folder generates the projects of every `Project.swift` below it.
    func visit(_ path: String, underTuist: Bool = false) {
      let isPackage = FileManager.default.fileExists(atPath: path + "/Package.swift")
      // A project not generated yet is found too, once, and not its stub `.xcodeproj` of
      // schemes: loading it says how to generate it.
      let generated = GeneratedProject.ungenerated(in: path)
      let ungenerated = !isPackage && generated != nil && !underTuist
      if isPackage || ungenerated { found.append(path) }
      let underTuist = underTuist || generated?.generator == .tuist
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
      // Tuist's own folder beside its manifests holds helpers and the list of packages
      // `tuist install` fetches (a `Package.swift` without targets), nothing to check.
      let isTuistRoot =
        underTuist
        || ["Workspace.swift", "Project.swift", "Tuist.swift"].contains(where: names.contains)
      for name in names.sorted() {
        let child = path + "/" + name
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        if Search.generated.contains(name) {
          skipped.append(child)
        } else if InputKind(path: name) == .xcodeProject {
          if !ungenerated { found.append(child) }
        } else if InputKind(path: name) == .xcodeWorkspace {
          workspaces.append(child)
        } else if name == "Tuist" && isTuistRoot {
          continue
        } else if !name.hasPrefix(".") && !(isPackage && (name == "Sources" || name == "Tests")) {
          visit(child, underTuist: underTuist)
        }
      }
    }
    visit(root)
    guard !found.isEmpty || !workspaces.isEmpty else {
      throw .input(.noPackagesInWorkspace(path: folder))
    }
    return Search(paths: found.sorted(), workspaces: workspaces.sorted(), skipped: skipped.sorted())
  }

  /// The packages, Xcode projects and workspaces of a workspace folder, to load together:
  /// ``Search/paths`` then ``Search/workspaces`` of ``search(in:)``.
  public static func packagePaths(in folder: String) throws(GraphError) -> [String] {
    let search = try search(in: folder)
    return search.paths + search.workspaces
  }
}
