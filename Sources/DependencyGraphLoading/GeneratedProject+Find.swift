package import DependencyGraphModel
import Foundation

extension GeneratedProject {
  /// The project generated from a specification in `folder`, when the folder holds one and no
  /// `.xcodeproj` with a `project.pbxproj`: `project.yml` (or `project.yaml`) for XcodeGen,
  /// `Workspace.swift` or `Project.swift` for Tuist. `nil` when the project is there, or when
  /// nothing generates one.
  package static func ungenerated(in folder: String) -> GeneratedProject? {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
    let generated = names.contains {
      InputKind(path: $0) == .xcodeProject
        && manager.fileExists(atPath: folder + "/" + $0 + "/project.pbxproj")
    }
    guard !generated else { return nil }
    if let name = ["project.yml", "project.yaml"].first(where: names.contains) {
      return GeneratedProject(generator: .xcodeGen, specification: folder + "/" + name)
    }
    if let name = ["Workspace.swift", "Project.swift"].first(where: names.contains) {
      return GeneratedProject(
        generator: .tuist, specification: folder + "/" + name,
        needsInstall: Self.tuistPackages(above: folder))
    }
    return nil
  }

  /// Whether Tuist has packages to install before it generates the project of `folder`: a
  /// `Tuist/Package.swift` (or a `Package.swift` beside the manifests) in the folder or in
  /// the Tuist root above it, which `tuist install` finds from any folder below.
  private static func tuistPackages(above folder: String) -> Bool {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder + "/Package.swift") { return true }
    var current = URL(fileURLWithPath: folder)
    for _ in 0..<5 {
      if manager.fileExists(atPath: current.path + "/Tuist/Package.swift") { return true }
      // The Tuist root: its `Tuist` folder or its `Workspace.swift`, with no packages.
      if manager.fileExists(atPath: current.path + "/Tuist")
        || manager.fileExists(atPath: current.path + "/.git") || current.path == "/"
      {
        return false
      }
      current.deleteLastPathComponent()
    }
    return false
  }
}
