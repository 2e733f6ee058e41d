import Foundation

extension CheckRequest {
  /// `depgraph affected`: the targets and tests that a change reaches.
  ///
  /// - Parameters:
  ///   - change: The revisions git compares, or the changed files as the user named them.
  ///   - manifestCache: Where dump-package's answers are kept between runs; `nil` for none.
  /// - Returns: The targets and tests reached.
  /// - Throws: ``GraphError/unknownRevision(_:repository:)`` and
  ///   ``GraphError/notAGitRepository(path:reason:)`` from git; what loading throws.
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
        byChanging: files,
        base: try Self.baseDescriptions(at: base, changing: files, of: analysis.workspace),
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

  /// What `base` says about the checked packages whose manifest or pins `files` change: each
  /// one's description, and its `Package.resolved`, read from a copy of the base's tree. A
  /// package whose base manifest cannot be read is left out, so all of it is reached.
  private static func baseDescriptions(
    at base: String, changing files: [String], of workspace: Workspace
  ) throws(GraphError) -> BaseDescriptions {
    let touched = workspace.packages.filter { package in
      package.xcodeProject == nil
        && files.contains { file in
          file.hasPrefix(package.root + "/")
            && !file.dropFirst(package.root.count + 1).contains("/")
            && (file.hasSuffix("/Package.resolved") || file.hasSuffix(".swift"))
            && URL(fileURLWithPath: file).lastPathComponent.hasPrefix("Package")
        }
    }
    guard !touched.isEmpty else { return BaseDescriptions() }
    let repository = try GitChanges.repository(of: workspace.root)
    return try withTemporaryFolder("depgraph-base") { folder throws(GraphError) in
      let tree = folder.appendingPathComponent("tree").path
      try GitChanges.exportTree(of: base, in: repository, to: tree)
      var described = BaseDescriptions()
      for package in touched {
        guard package.root == repository || package.root.hasPrefix(repository + "/") else {
          continue
        }
        let root = tree + package.root.dropFirst(repository.count)
        described.resolved[package.root] = FileManager.default.contents(
          atPath: root + "/Package.resolved")
        if FileManager.default.fileExists(atPath: root + "/Package.swift") {
          described.packages[package.root] = try? PackageLoader.load(packagePath: root)
        }
      }
      return described
    }
  }
}
