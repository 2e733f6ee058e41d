import Foundation

extension CheckRequest {
  /// `depgraph diff`: the check of each revision, then what changed between them.
  ///
  /// Against the working tree, when the change touches no manifest, `Package.resolved`,
  /// project, workspace, configuration file, module map or rules file, and deletes no Swift
  /// file, the base's graph is the head's with the base's text of the changed sources: the
  /// head's description is reused and only those files are read from git. Otherwise the base
  /// (and the head, when it is not the working tree) is checked in a copy of its tree that
  /// `git archive` writes: kept under `trees/` in `manifestCache`'s folder when there is one
  /// (the four trees of a repository used last), so that a later diff from the same commit
  /// reuses the copy and SwiftPM the manifest it compiled there; else in a temporary folder.
  ///
  /// - Parameters:
  ///   - base: The revision the change starts from.
  ///   - head: The revision it ends at; `nil` for the working tree.
  ///   - manifestCache: Where dump-package's answers, and the copies of base trees, are kept
  ///     between runs; `nil` for none.
  ///   - reusingHead: Whether the base may reuse the head's description as above; `false`
  ///     checks a copy of the base's tree whatever the change.
  /// - Returns: What changed between the two graphs.
  /// - Throws: ``GraphError/revisionUnreadable(_:error:)`` when a revision's graph cannot be
  ///   read, ``GraphError/packageInNoRevision(base:head:)`` when neither has the package.
  public func diff(
    base: String, head: String?, manifestCache: ManifestCache? = nil, reusingHead: Bool = true
  ) throws(GraphError) -> GraphDiff {
    // Whatever the shortcut cannot answer, an error too, the full diff answers, in its words.
    if reusingHead, head == nil,
      let diff = try? diffReusingHead(base: base, manifestCache: manifestCache)
    {
      return diff
    }
    let repository = try GitChanges.repository(of: folder)
    return try withTemporaryFolder("depgraph-diff") { temporary throws(GraphError) in
      // The base reads the head's checkouts: a dependency is then not a change.
      let checkouts =
        scratchPath.map(absolute)
        ?? [folder + "/.build"].first { FileManager.default.fileExists(atPath: $0) }
      /// The check of `revision`, or `nil` when the package is not in that revision's tree.
      @Sendable func report(at revision: String?, copy: String) throws(GraphError) -> Report? {
        do {
          guard let revision else { return try self.report(manifestCache: manifestCache) }
          // Under the repository's own folder name, which names a workspace or a project's
          // root in findings: the copies' findings then compare with each other's. Kept in
          // depgraph's cache when there is one, so that the next diff from the same commit
          // finds its tree, and SwiftPM its compiled manifest, where they were.
          // A cache that cannot be written only costs the copy's reuse.
          let kept = manifestCache.flatMap { cache in
            try? GitChanges.keptTree(
              of: revision, in: repository, under: cache.folder.appendingPathComponent("trees"))
          }
          let tree: String
          if let kept {
            tree = kept
          } else {
            tree =
              temporary.appendingPathComponent(copy)
              .appendingPathComponent(URL(fileURLWithPath: repository).lastPathComponent).path
            try GitChanges.exportTree(of: revision, in: repository, to: tree)
          }
          var copied = relocated(from: repository, to: tree)
          copied.scratchPath = checkouts
          return try copied.report(manifestCache: manifestCache)
        } catch {
          switch error {
          case .packageNotFound, .noPackagesInWorkspace, .projectNotFound, .workspaceNotFound:
            guard revision == nil else { return nil }
          default: break
          }
          throw .revisionUnreadable(revision ?? "the working tree", error: error)
        }
      }
      // The two checks at once: each is mostly a SwiftPM process waiting on itself, and the
      // machine has a second core. The head's error, if any, is the one thrown.
      let reports = concurrentMap([(head, "head"), (base, "base")]) { revision, copy in
        Result { () throws(GraphError) in try report(at: revision, copy: copy) }
      }
      let headReport = try reports[0].get()
      let baseReport = try reports[1].get()
      guard headReport != nil || baseReport != nil else {
        throw .packageInNoRevision(base: base, head: head ?? "the working tree")
      }
      return GraphDiff(base: baseReport, head: headReport)
    }
  }

  /// The diff of `base` and the working tree from the head's description, when the change
  /// leaves every description alone (see ``diff(base:head:manifestCache:reusingHead:)``);
  /// `nil` when it may not, and an error when it cannot answer.
  private func diffReusingHead(base: String, manifestCache: ManifestCache?)
    throws(GraphError) -> GraphDiff?
  {
    let repository = try GitChanges.repository(of: folder)
    let changed = try GitChanges.files(base: base, head: nil, in: folder)
    let rules = rulesFile.map(absolute)
    for file in changed {
      let name = URL(fileURLWithPath: file).lastPathComponent
      let describes =
        name == "Package.swift" || name == "Package.resolved" || name == Rules.defaultFileName
        || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
        || name.hasSuffix(".xcconfig") || name.hasSuffix(".modulemap")
        || file.contains(".xcodeproj/") || file.contains(".xcworkspace/") || file == rules
      let deletedSource =
        name.hasSuffix(".swift") && !FileManager.default.fileExists(atPath: file)
      if describes || deletedSource { return nil }
    }
    let head = try load(manifestCache: manifestCache)
    // Sources are matched by path: the workspace must be named as git names the repository
    // (not through a link to it).
    let root = head.workspace.root
    guard root == repository || root.hasPrefix(repository + "/") else { return nil }
    let sources = changed.filter { $0.hasSuffix(".swift") }
    return try withTemporaryFolder("depgraph-diff") { temporary throws(GraphError) in
      let copies = temporary.appendingPathComponent("base").path
      let atBase = try GitChanges.exportFiles(
        sources.map { String($0.dropFirst(repository.count + 1)) }, of: base, in: repository,
        to: copies)
      // Each changed source as the base has it; one the base lacks was added since.
      var baseText: [String: String] = [:]
      var added: Set<String> = []
      for file in sources {
        let relative = String(file.dropFirst(repository.count + 1))
        if atBase.contains(relative) {
          baseText[file] = copies + "/" + relative
        } else {
          added.insert(file)
        }
      }
      func withoutAdded(_ package: SwiftPackage) -> SwiftPackage {
        package.with(
          targets: package.targets.map { target in
            let prefix = package.root + "/" + (target.path.isEmpty ? "" : target.path + "/")
            return target.with(sources: target.sources.filter { !added.contains(prefix + $0) })
          })
      }
      let workspace = head.workspace
      let baseWorkspace = Workspace(
        name: workspace.name, root: workspace.root,
        packages: workspace.packages.map(withoutAdded), dependencies: workspace.dependencies,
        problems: workspace.problems)
      let read = head.read
      let copied = baseText
      // Only the changed sources are read again.
      let changedSources = Set(sources)
      let baseAnalysis = PackageAnalysis(
        workspace: baseWorkspace, read: { path in try read(copied[path] ?? path) },
        scanned: head.scans.filter { !changedSources.contains($0.key) }, defines: defines)
      return GraphDiff(base: try report(of: baseAnalysis), head: try report(of: head))
    }
  }

  /// The same request in a copy of the repository at `tree`: each path inside `repository`
  /// moves into the copy, and paths outside it stay.
  func relocated(from repository: String, to tree: String) -> CheckRequest {
    func moved(_ path: String) -> String {
      let full = absolute(path)
      return full == repository || full.hasPrefix(repository + "/")
        ? tree + full.dropFirst(repository.count) : full
    }
    var copied = self
    copied.source =
      switch source {
      case .packages(let paths): .packages((paths.isEmpty ? ["."] : paths).map(moved))
      case .workspace(let folder): .workspace(moved(folder))
      case .xcodeProject(let project): .xcodeProject(moved(project))
      case .describeJSON(let file, let packagePath):
        .describeJSON(moved(file), packagePath: packagePath.map(moved))
      }
    copied.rulesFile = rulesFile.map(moved)
    copied.currentDirectory = moved(currentDirectory)
    return copied
  }
}
