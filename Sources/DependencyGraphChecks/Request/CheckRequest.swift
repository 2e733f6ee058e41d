public import DependencyGraphAnalysis
public import DependencyGraphLoading
public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

/// One run of the checker as the command line asks for it: where the packages are, which
/// rules apply and how strict to be. Each of `depgraph`'s commands starts from one, so the
/// library can do all that the command line does.
///
/// ```swift
/// let request = CheckRequest(source: .packages([path]), strict: true, currentDirectory: ".")
/// let report = try request.report()
/// let failed = report.errorCount > 0
/// ```
public struct CheckRequest: Hashable, Sendable {
  /// Where the packages to check are; relative paths start at ``currentDirectory``.
  public enum Source: Hashable, Sendable {
    /// Package folders, checked together as one graph.
    case packages([String])
    /// Every package, Xcode project and workspace in this folder and in any folder below it,
    /// as ``Workspace/search(in:)`` finds them.
    case workspace(String)
    /// An `.xcodeproj` with the local packages it references, or an `.xcworkspace`.
    case xcodeProject(String)
    /// A saved answer of `swift package describe --type json`; `packagePath` is the package's
    /// root, for reading its sources, when it is not the current folder.
    case describeJSON(String, packagePath: String?)
  }

  public var source: Source
  /// The build folder whose `checkouts` hold the resolved dependencies; `nil` for each
  /// package's `.build`.
  public var scratchPath: String?
  /// The rules file as the user named it; `nil` for the root's ``Rules/defaultFileName``, or
  /// in a workspace without one, each package's own.
  public var rulesFile: String?
  /// Whether imports of targets reached only through another dependency are errors.
  public var strict: Bool
  /// Compilation conditions every target is checked as if built with, as
  /// `swift build -Xswiftc -DFLAG` builds: `#if FLAG` then holds in every configuration.
  public var defines: Set<String>
  /// The folder relative paths start from.
  public var currentDirectory: String

  public init(
    source: Source, scratchPath: String? = nil, rulesFile: String? = nil, strict: Bool = false,
    defines: Set<String> = [], currentDirectory: String
  ) {
    self.defines = defines
    self.source = source
    self.scratchPath = scratchPath
    self.rulesFile = rulesFile
    self.strict = strict
    self.currentDirectory = currentDirectory
  }

  /// A path as the user gave it, made absolute from ``currentDirectory``.
  public func absolute(_ path: String) -> String {
    URL(
      fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
    )
    .standardizedFileURL.path
  }

  /// The folder the request starts from: the first package, the workspace, or the project's
  /// folder. `depgraph diff` finds the git repository from it.
  public var folder: String {
    switch source {
    case .packages(let paths): absolute(paths.first ?? ".")
    case .workspace(let folder): absolute(folder)
    case .describeJSON(_, let packagePath): absolute(packagePath ?? ".")
    case .xcodeProject(let project):
      URL(fileURLWithPath: absolute(project)).deletingLastPathComponent().path
    }
  }

  /// Reads the packages and scans their sources; `manifestCache` keeps dump-package's answers
  /// between runs (`nil` for none).
  public func load(manifestCache: ManifestCache? = nil) throws(GraphError) -> PackageAnalysis {
    let scratchPath = scratchPath.map(absolute)
    switch source {
    case .describeJSON(let file, let packagePath):
      let package = try SwiftPackage(
        describeJSON: try contents(ofFile: absolute(file), shownAs: file),
        root: packagePath.map(absolute), source: file
      ).resolvingModuleMaps()
      return PackageAnalysis(
        workspace: Workspace(package), read: PackageAnalysis.readFile, scanned: [:],
        defines: defines)
    case .workspace(let folder):
      let search = try Workspace.search(in: absolute(folder))
      // The workspaces found come after the packages and projects, which they mostly list
      // again: the first one's schemes say how to resolve the remote packages.
      return try PackageAnalysis.load(
        packagePaths: search.paths + search.workspaces, root: absolute(folder),
        scratchPath: scratchPath,
        manifestCache: manifestCache, defines: defines, skippedFolders: search.skipped)
    case .xcodeProject(let project):
      return try PackageAnalysis.load(
        xcodeProject: absolute(project), scratchPath: scratchPath, manifestCache: manifestCache,
        defines: defines)
    case .packages(let paths):
      return try PackageAnalysis.load(
        packagePaths: (paths.isEmpty ? ["."] : paths).map(absolute), scratchPath: scratchPath,
        manifestCache: manifestCache, defines: defines)
    }
  }

  /// The `.xcworkspace` beside a project given alone that lists projects or packages the
  /// project does not reference, and those, by name: checking the workspace reads them all.
  /// `shown` is the workspace as the user would name it, beside the project as given. `nil`
  /// for any other request, or when there is no such workspace.
  public var widerWorkspace: (shown: String, more: [String])? {
    guard case .xcodeProject(let project) = source, InputKind(path: project) == .xcodeProject,
      let wider = Workspace.widerWorkspace(beside: absolute(project))
    else { return nil }
    let name = URL(fileURLWithPath: wider.workspace).lastPathComponent
    let shown =
      project.contains("/")
      ? URL(fileURLWithPath: project).deletingLastPathComponent().path + "/" + name : name
    return (shown, wider.more)
  }

  /// Loads the packages and runs every check, with the rules the request names or finds.
  public func report(manifestCache: ManifestCache? = nil) throws(GraphError) -> Report {
    try report(of: try load(manifestCache: manifestCache))
  }

  /// Runs every check on packages already loaded, with the rules the request names or finds.
  public func report(of analysis: PackageAnalysis) throws(GraphError) -> Report {
    let rules = try rules(for: analysis.package)
    return analysis.check(
      rules: rules,
      packageRules: rules == nil && rulesFile == nil
        ? try packageRules(of: analysis.workspace) : [:],
      strict: strict, sourceArguments: source.arguments)
  }

  /// The rules file that applies at `root`: the one named, or the root's own when it has one.
  public func rulesFilePath(root: String) -> String? {
    rulesFile.map(absolute)
      ?? [root + "/" + Rules.defaultFileName].first { FileManager.default.fileExists(atPath: $0) }
  }

  /// The rules of ``rulesFilePath(root:)``, named in errors as the user named them.
  private func rules(for package: SwiftPackage) throws(GraphError) -> Rules? {
    guard let path = rulesFilePath(root: package.root) else { return nil }
    let shown = rulesFile ?? Rules.defaultFileName
    return try Rules(
      json: try contents(ofFile: path, shownAs: shown), file: shown,
      knownTargets: package.targets.map(\.name))
  }

  /// Without rules at the root of a workspace of several packages, each package's own rules
  /// file, by package identity, checked against the package's targets.
  private func packageRules(of workspace: Workspace) throws(GraphError)
    -> [PackageIdentity: Rules]
  {
    guard workspace.packages.count > 1 else { return [:] }
    var result: [PackageIdentity: Rules] = [:]
    for package in workspace.packages {
      let file = package.root + "/" + Rules.defaultFileName
      guard FileManager.default.fileExists(atPath: file) else { continue }
      let shown = workspace.relativePath(of: file)
      result[package.identity] = try Rules(
        json: try contents(ofFile: file, shownAs: shown), file: shown,
        knownTargets: package.targets.map(\.name))
    }
    return result
  }
}
