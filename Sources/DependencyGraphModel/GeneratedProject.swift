/// An Xcode project that a generator writes from a specification, not generated here yet:
/// XcodeGen's `project.yml`, Tuist's `Project.swift` or `Workspace.swift`. Until it is
/// generated there is no `project.pbxproj` to read, and the command that makes one is the
/// only useful advice.
public struct GeneratedProject: Hashable, Sendable {
  /// The tool that generates the project.
  public enum Generator: String, Hashable, Sendable {
    case xcodeGen = "XcodeGen"
    case tuist = "Tuist"
  }

  public let generator: Generator
  /// The specification file, absolute: `/app/project.yml`.
  public let specification: String
  /// Whether the generator first fetches packages the specification declares: Tuist's
  /// `Tuist/Package.swift` or `Package.swift`, which `tuist install` resolves.
  package let needsInstall: Bool

  package init(generator: Generator, specification: String, needsInstall: Bool = false) {
    self.generator = generator
    self.specification = specification
    self.needsInstall = needsInstall
  }

  /// The folder that holds the specification, where the command runs.
  package var folder: String {
    specification.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
  }

  /// The specification's file name: `project.yml`.
  package var specificationName: String {
    String(specification.split(separator: "/").last ?? "")
  }

  /// The command that generates the project, run in ``folder``.
  package var command: String {
    switch generator {
    case .xcodeGen: "xcodegen generate"
    case .tuist:
      needsInstall ? "tuist install && tuist generate --no-open" : "tuist generate --no-open"
    }
  }
}
