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
        needsInstall: ["Tuist/Package.swift", "Package.swift"].contains {
          manager.fileExists(atPath: folder + "/" + $0)
        })
    }
    return nil
  }
}
