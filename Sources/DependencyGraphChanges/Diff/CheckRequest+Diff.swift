import DependencyGraphAnalysis
public import DependencyGraphChecks
public import DependencyGraphLoading
public import DependencyGraphModel
import DependencyGraphSupport
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
  /// - Throws: ``GitError/revisionUnreadable(_:error:)`` when a revision's graph cannot be
  ///   read, ``GitError/packageInNoRevision(base:head:)`` when neither has the package.
  public func diff(
    base: String, head: String?, manifestCache: ManifestCache? = nil, reusingHead: Bool = true
  ) throws(GraphError) -> GraphDiff {
    let repository = try GitChanges.repository(of: folder)
    return try withTemporaryFolder("depgraph-diff") { temporary throws(GraphError) in
      // The base reads the head's checkouts: a dependency is then not a change.
      let checkouts =
        scratchPath.map(absolute)
        ?? [folder + "/.build"].first { FileManager.default.fileExists(atPath: $0) }
      // The files a build generated in the working tree, which no commit has: listed once,
      // and only when a revision's tree is copied.
      let ignored = OnFirstUse {
        Result { () throws(GraphError) in try IgnoredFiles(of: repository) }
      }
      /// The check of `revision` in a copy of its tree, given the working tree's ignored files
      /// it lacks (`report` is `nil` when the package is not in that revision's tree).
      @Sendable func report(at revision: String, copy: String) throws(GraphError) -> Copied {
        do {
          let tree = try Self.tree(
            of: revision, in: repository, manifestCache: manifestCache,
            else: temporary.appendingPathComponent(copy))
          // Removed after, so that a kept tree stays the commit's.
          let given = try ignored.value.get().give(to: tree)
          defer { given.remove() }
          var copied = relocated(from: repository, to: tree)
          copied.scratchPath = checkouts
          return Copied(report: try copied.report(manifestCache: manifestCache), given: given.files)
        } catch {
          switch error {
          case .input(.folderNotFound), .input(.packageNotFound), .input(.noPackagesInWorkspace),
            .input(.projectNotFound), .input(.projectNotGenerated), .input(.workspaceNotFound):
            return Copied(report: nil, given: [])
          default: throw .git(.revisionUnreadable(revision, error: error))
          }
        }
      }
      guard let head else {
        // The working tree's load runs beside all that git and the base take: each is mostly
        // a process waiting on itself, and the machine has a second core.
        let (loaded, baseSide) = concurrently {
          Result { () throws(GraphError) in try load(manifestCache: manifestCache) }
        } _: {
          Result { () throws(GraphError) -> BaseSide in
            // Whatever the shortcut cannot answer, an error too, the full check answers, in
            // its words.
            if reusingHead,
              let sources = try? changedSources(
                since: base, in: repository, copiedTo: temporary.appendingPathComponent("base"))
            {
              return .sources(sources)
            }
            return .report(try report(at: base, copy: "base"))
          }
        }
        let headAnalysis: PackageAnalysis
        let headReport: Report
        do throws(GraphError) {
          headAnalysis = try loaded.get()
          headReport = try self.report(of: headAnalysis)
        } catch {
          throw .git(.revisionUnreadable("the working tree", error: error))
        }
        let baseCopy: Copied
        switch try baseSide.get() {
        case .report(let copied):
          baseCopy = copied
        case .sources(let sources):
          if let baseReport = try? baseReport(from: headAnalysis, changing: sources) {
            return GraphDiff(base: baseReport, head: headReport)
          }
          baseCopy = try report(at: base, copy: "base")
        }
        return GraphDiff(base: baseCopy.report, head: headReport)
          .noting(given: [("base", baseCopy.given)], skipped: try ignored.value.get().skipped)
      }
      // The two checks at once, as above. The head's error, if any, is the one thrown.
      let reports = concurrentMap([(head, "head"), (base, "base")]) { revision, copy in
        Result { () throws(GraphError) in try report(at: revision, copy: copy) }
      }
      let headCopy = try reports[0].get()
      let baseCopy = try reports[1].get()
      guard headCopy.report != nil || baseCopy.report != nil else {
        throw .git(.packageInNoRevision(base: base, head: head))
      }
      return GraphDiff(base: baseCopy.report, head: headCopy.report)
        .noting(
          given: [("base", baseCopy.given), ("head", headCopy.given)],
          skipped: try ignored.value.get().skipped)
    }
  }

  /// A copy of the tree of `revision`, under the repository's own folder name, which names a
  /// workspace or a project's root in findings: the copies' findings then compare with each
  /// other's. Kept in depgraph's cache when there is one, so that the next diff from the same
  /// commit finds its tree, and SwiftPM its compiled manifest, where they were; else written
  /// under `folder`. A cache that cannot be written only costs the copy's reuse.
  private static func tree(
    of revision: String, in repository: String, manifestCache: ManifestCache?,
    else folder: URL
  ) throws(GraphError) -> String {
    if let cache = manifestCache,
      let kept = try? GitChanges.keptTree(
        of: revision, in: repository, under: cache.folder.appendingPathComponent("trees"))
    {
      return kept
    }
    let tree = folder.appendingPathComponent(URL(fileURLWithPath: repository).lastPathComponent)
      .path
    try GitChanges.exportTree(of: revision, in: repository, to: tree)
    return tree
  }

  /// The check of a copy of a revision's tree, and the ignored files it was given.
  private struct Copied: Sendable {
    let report: Report?
    /// Relative to the repository.
    let given: [String]
  }

  /// What the base of a diff against the working tree is read from: its own check, or the
  /// head's graph with the base's text of the changed sources.
  private enum BaseSide: Sendable {
    case report(Copied)
    case sources(ChangedSources)
  }

  /// The Swift files a change touches, and a copy of each as the base has it.
  private struct ChangedSources: Sendable {
    let repository: String
    /// Absolute paths in the working tree.
    let files: [String]
    /// Each changed file's copy as the base has it; a file the base lacks was added since.
    let baseCopies: [String: String]
  }

  /// The Swift sources changed between `base` and the working tree, each written as the base
  /// has it under `folder`, when the change leaves every description alone (see
  /// ``diff(base:head:manifestCache:reusingHead:)``); `nil` when it may not.
  private func changedSources(since base: String, in repository: String, copiedTo folder: URL)
    throws(GraphError) -> ChangedSources?
  {
    let changed = try GitChanges.files(base: base, head: nil, inRepository: repository)
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
    let sources = changed.filter { $0.hasSuffix(".swift") }
    let atBase = try GitChanges.exportFiles(
      sources.map { String($0.dropFirst(repository.count + 1)) }, of: base,
      verifiedIn: repository, to: folder.path)
    var copies: [String: String] = [:]
    for file in sources {
      let relative = String(file.dropFirst(repository.count + 1))
      if atBase.contains(relative) { copies[file] = folder.path + "/" + relative }
    }
    return ChangedSources(repository: repository, files: sources, baseCopies: copies)
  }

  /// The check of the base as the head's graph with the base's text of the changed sources;
  /// `nil` when the head's workspace is not named as git names the repository (sources are
  /// matched by path, so not through a link to it).
  private func baseReport(from head: PackageAnalysis, changing sources: ChangedSources)
    throws(GraphError) -> Report?
  {
    let root = head.workspace.root
    guard root == sources.repository || root.hasPrefix(sources.repository + "/") else {
      return nil
    }
    let added = Set(sources.files.filter { sources.baseCopies[$0] == nil })
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
    let copies = sources.baseCopies
    // Only the changed sources are read again.
    let changed = Set(sources.files)
    let baseAnalysis = PackageAnalysis(
      workspace: baseWorkspace, read: { path in try read(copies[path] ?? path) },
      scanned: head.scans.filter { !changed.contains($0.key) }, defines: defines)
    return try report(of: baseAnalysis)
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
