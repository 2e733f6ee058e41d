import DependencyGraphSupport

/// Why a package could not be loaded or checked: bad input that `depgraph` reports with exit 2.
public enum GraphError: Error, Hashable, Sendable {
  /// The package folder does not exist or has no `Package.swift`; `projects` are the
  /// `.xcworkspace` and `.xcodeproj` folders it holds instead, to name in the advice.
  case packageNotFound(path: String, projects: [String] = [])
  /// A workspace folder holds no package, project or workspace where
  /// ``Workspace/search(in:)`` looks.
  case noPackagesInWorkspace(path: String)
  /// A file could not be read.
  case unreadableFile(path: String, reason: String)
  /// A file could not be written.
  case unwritableFile(path: String, reason: String)
  /// A JSON document is not valid JSON or lacks a required field.
  case malformedJSON(source: String, reason: String)
  /// `swift package` failed; `output` is what it printed on standard error.
  case packageCommandFailed(command: String, output: String)
  /// A `swift package` edit left the manifest broken or without what it was to add, and was
  /// undone: `Package.swift` is as it was before.
  case manifestEditUndone(command: String, reason: String)
  /// The `swift` executable could not be started.
  case swiftNotFound(reason: String)
  /// The temporary folder for SwiftPM's output could not be made or read back.
  case temporaryFolder(path: String, reason: String)
  /// The rules file names targets that the package does not have.
  case unknownTargetsInRules(file: String, names: [String], known: [String])
  /// The rules file is valid JSON but breaks a rule of its format.
  case invalidRules(file: String, reason: String)
  /// An Xcode test plan that is not JSON, has no `testTargets`, or lists a target that no
  /// project or package read has; the plan is left as it was.
  case invalidTestPlan(file: String, reason: String)
  /// An option names a target the package does not have.
  case unknownTarget(name: String, option: String, known: [String])
  /// A bridge was asked for an edge that cannot have one.
  case invalidBridge(reason: String)
  /// An `.xcodeproj` folder holds no `project.pbxproj`; `holding` names the projects and
  /// workspaces directly inside the folder, when it is one that holds them.
  case projectNotFound(path: String, holding: [String] = [])
  /// A `project.pbxproj` is not an Xcode project's property list.
  case malformedProject(file: String, reason: String)
  /// An `.xcworkspace` folder holds no `contents.xcworkspacedata`.
  case workspaceNotFound(path: String)
  /// A `contents.xcworkspacedata` is not a workspace's XML, or lists nothing to check.
  case malformedWorkspace(file: String, reason: String)
  /// The baseline file is not one that `--write-baseline` writes.
  case invalidBaseline(file: String, reason: String)
  /// A folder is in no git repository, or git cannot run.
  case notAGitRepository(path: String, reason: String)
  /// A git command failed in a repository, as when a clone lacks a revision's objects.
  case gitFailed(repository: String, command: String, reason: String)
  /// A revision names no commit of the repository (a typo, or a shallow clone without it).
  case unknownRevision(String, repository: String)
  /// The graph of one revision that `depgraph diff` compares cannot be read, for `error`.
  indirect case revisionUnreadable(String, error: GraphError)
  /// Neither revision that `depgraph diff` compares holds the package.
  case packageInNoRevision(base: String, head: String)
}

extension GraphError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .packageNotFound(let path, let projects) where !projects.isEmpty:
      "No Swift package at '\(path)': it has no Package.swift, but it holds "
        + projects.map { "'\($0)'" }.joined(separator: " and ") + ". Pass --project "
        + shellQuoted(projects[0])
        + " for the app (a workspace reads every project and package it lists), or "
        + "--workspace with the folder for everything below it."
    case .packageNotFound(let path, _):
      "No Swift package at '\(path)': it has no Package.swift. Pass the package's folder with "
        + "--package-path."
    case .noPackagesInWorkspace(let path)
    where InputKind(path: path) != .package:
      "'\(path)' is an Xcode \(InputKind(path: path) == .xcodeWorkspace ? "workspace" : "project"), not a "
        + "folder to search: pass it with --project \(shellQuoted(path))."
    case .noPackagesInWorkspace(let path):
      "No Swift package, Xcode project or workspace in '\(path)' or any folder below it (hidden "
        + "folders, a package's Sources and Tests, and build and dependency folders such as "
        + ".build, DerivedData, Pods and Carthage are not searched). Give --workspace the "
        + "folder that holds your packages."
    case .unreadableFile(let path, let reason):
      "Cannot read '\(path)': \(reason)."
    case .unwritableFile(let path, let reason):
      "Cannot write '\(path)': \(reason)."
    case .malformedJSON(let source, let reason):
      "Malformed JSON in \(source): \(reason). Produce it with "
        + "'swift package describe --type json'."
    case .packageCommandFailed(let command, let output):
      "'\(command)' failed: \(output.isEmpty ? "it printed nothing" : output)"
    case .manifestEditUndone(let command, let reason):
      "'\(command)' left Package.swift \(reason); depgraph put Package.swift back as it was. "
        + "Make this edit by hand."
    case .swiftNotFound(let reason):
      "Cannot run 'swift': \(reason). Put the Swift toolchain on PATH or set DEPGRAPH_SWIFT."
    case .temporaryFolder(let path, let reason):
      "Cannot use the temporary folder '\(path)' for SwiftPM's output: \(reason). Set TMPDIR "
        + "to a writable folder."
    case .unknownTargetsInRules(let file, let names, let known):
      "\(file) names targets the package does not have: \(names.joined(separator: ", ")). "
        + "Known targets: \(known.joined(separator: ", "))."
    case .invalidRules(let file, let reason):
      "Invalid rules in \(file): \(reason)."
    case .invalidTestPlan(let file, let reason):
      "Cannot use the test plan \(file): \(reason). It was left as it was."
    case .unknownTarget(let name, let option, let known):
      "\(option) names '\(name)', which is not a target of the package. Targets: "
        + "\(known.joined(separator: ", "))."
    case .invalidBridge(let reason):
      "Cannot draft a bridge: \(reason)."
    case .projectNotFound(let path, let holding):
      "No Xcode project at '\(path)': it has no project.pbxproj. "
        + (holding.isEmpty
          ? "Pass the .xcodeproj folder with --project."
          : "It holds \(holding.joined(separator: ", ")): pass "
            + (holding.count == 1 ? "that." : "one of them."))
    case .malformedProject(let file, let reason):
      "\(file) is not an Xcode project: \(reason). Open the project in Xcode to repair it, or "
        + "restore the file from version control."
    case .workspaceNotFound(let path):
      "No Xcode workspace at '\(path)': it has no contents.xcworkspacedata. Pass the "
        + ".xcworkspace folder, or one project with --project."
    case .malformedWorkspace(let file, let reason):
      "\(file) is not an Xcode workspace: \(reason). Open the workspace in Xcode to repair it, "
        + "or restore the file from version control."
    case .notAGitRepository(let path, let reason):
      "\(path) is in no git repository (\(reason)). Run depgraph in a clone (affected also "
        + "takes the changed files with --changed)."
    case .gitFailed(let repository, let command, let reason):
      "git \(command) failed in \(repository): \(reason). A clone that lacks objects (partial, "
        + "or with files left out) cannot give a revision's files: run depgraph in a full clone."
    case .unknownRevision(let revision, let repository):
      "'\(revision)' names no commit of \(repository). Check the name; a shallow clone needs "
        + "the base fetched first (git fetch --deepen, or fetch-depth: 0 in actions/checkout)."
    case .revisionUnreadable(let revision, let error):
      "the graph of \(revision) cannot be read: \(error)"
    case .packageInNoRevision(let base, let head):
      "the package is in neither \(base) nor \(head)"
    case .invalidBaseline(let file, let reason):
      "Invalid baseline \(file): \(reason)."
    }
  }
}
