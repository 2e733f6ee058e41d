import DependencyGraphAnalysis
public import DependencyGraphChecks
public import DependencyGraphLoading
public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

extension CheckRequest {
  /// `depgraph affected`: the targets and tests that a change reaches.
  ///
  /// - Parameters:
  ///   - change: The revisions git compares, or the changed files as the user named them.
  ///   - manifestCache: Where dump-package's answers are kept between runs; `nil` for none.
  /// - Returns: The targets and tests reached.
  /// - Throws: ``GitError/unknownRevision(_:repository:)`` and
  ///   ``GitError/notARepository(path:reason:)`` from git; what loading throws.
  public func affected(by change: Change, manifestCache: ManifestCache? = nil)
    throws(GraphError) -> AffectedTargets
  {
    let analysis = try load(manifestCache: manifestCache)
    let inputs = try inputs(of: analysis.package)
    switch change {
    case .files(let files):
      return analysis.affected(byChanging: files.map(absolute), inputs: inputs)
    case .revisions(let base, let head):
      let files = try GitChanges.files(base: base, head: head, in: analysis.workspace.root)
      return analysis.affected(
        byChanging: files, base: try baseRevision(base, changing: files, of: analysis),
        inputs: inputs)
    }
  }

  /// The rules file's `inputs`, with each path made absolute from the file's folder.
  private func inputs(of package: SwiftPackage) throws(GraphError) -> [String: [String]] {
    guard let path = rulesFilePath(root: package.root) else { return [:] }
    let shown = rulesFile ?? Rules.defaultFileName
    let rules = try Rules(
      json: try contents(ofFile: path, shownAs: shown), file: shown,
      knownTargets: package.targets.map(\.name))
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return rules.inputs.mapValues { $0.map { folder + "/" + $0 } }
  }

  /// What a change is made of, for `affected`.
  public enum Change: Hashable, Sendable {
    /// What git reports between `base` and `head` (the working tree when `nil`).
    case revisions(base: String, head: String?)
    /// These files, relative to the current folder or absolute.
    case files([String])
  }

  /// What `base` says about the build files `files` change: how each changed manifest's
  /// evaluation differs from the base's, and the base's bytes of each changed
  /// `Package.resolved`, project file, scheme and test plan, exported from git into a
  /// temporary folder.
  private func baseRevision(
    _ base: String, changing files: [String], of analysis: PackageAnalysis
  ) throws(GraphError) -> BaseRevision {
    let workspace = analysis.workspace
    let repository = try GitChanges.repository(of: workspace.root)
    let inRepository = files.filter { $0.hasPrefix(repository + "/") }
    let manifests = (workspace.packages + workspace.dependencies).filter { package in
      package.xcodeProject == nil
        && inRepository.contains { Self.isManifest($0, of: package.root) }
    }
    let buildFiles = inRepository.filter(BaseRevision.isComparedBuildFile)
    guard !manifests.isEmpty || !buildFiles.isEmpty else { return BaseRevision() }
    return try withTemporaryFolder("depgraph-base") { folder throws(GraphError) in
      let tree = folder.appendingPathComponent("tree").path
      func relative(_ path: String) -> String { String(path.dropFirst(repository.count + 1)) }
      func inPackage(_ package: SwiftPackage, _ name: String) -> String {
        package.root == repository ? name : relative(package.root) + "/" + name
      }
      // Every manifest of each package, changed or not: dump-package picks the one it uses.
      var manifestPaths: [String] = []
      for package in manifests {
        manifestPaths += try GitChanges.fileNames(
          inFolder: relative(package.root), of: base, verifiedIn: repository
        ).filter { Self.isManifest(repository + "/" + $0, of: package.root) }
      }
      let present = try GitChanges.exportFiles(
        manifestPaths + buildFiles.map(relative), of: base, verifiedIn: repository, to: tree)
      var revision = BaseRevision()
      for file in buildFiles {
        revision.files[file] =
          present.contains(relative(file))
          ? FileManager.default.contents(atPath: tree + "/" + relative(file)) : .some(nil)
      }
      for package in manifests {
        revision.manifests[package.root] = try manifestChange(
          of: package, baseTree: tree, repository: repository,
          baseHasManifest: present.contains(inPackage(package, "Package.swift")))
      }
      return revision
    }
  }

  /// How `package`'s evaluated manifest differs from the base's, written under `baseTree`.
  private func manifestChange(
    of package: SwiftPackage, baseTree: String, repository: String, baseHasManifest: Bool
  ) throws(GraphError) -> ManifestChange {
    guard baseHasManifest else { return .everyTarget("the package is new") }
    let baseRoot = baseTree + package.root.dropFirst(repository.count)
    let swift = try PackageLoader.swiftExecutable()
    let old = try PackageLoader.evaluatedManifest(packagePath: baseRoot, swift: swift)
    let new = try PackageLoader.evaluatedManifest(packagePath: package.root, swift: swift)
    switch (old, new) {
    case (.success(let old), .success(let new)):
      return ManifestChange(base: old, baseTree: baseTree, head: new, repository: repository)
    case (.failure(let failure), _):
      return .everyTarget("the base's manifest does not load (\(failure.reason))")
    case (_, .failure(let failure)):
      return .everyTarget("its manifest does not load (\(failure.reason))")
    }
  }

  /// Whether `file` is a manifest of the package at `root`: `Package.swift` or a versioned
  /// `Package@swift-*.swift`.
  static func isManifest(_ file: String, of root: String) -> Bool {
    guard file.hasPrefix(root + "/") else { return false }
    let name = file.dropFirst(root.count + 1)
    return name == "Package.swift"
      || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") && !name.contains("/"))
  }
}
