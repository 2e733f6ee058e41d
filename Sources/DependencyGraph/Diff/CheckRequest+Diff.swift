import Foundation

extension CheckRequest {
  /// `depgraph diff`: the check of each revision, the base's (and the head's, when it is not
  /// the working tree) in a copy of its tree that `git archive` writes to a temporary folder,
  /// then what changed between them.
  ///
  /// - Parameters:
  ///   - base: The revision the change starts from.
  ///   - head: The revision it ends at; `nil` for the working tree.
  ///   - manifestCache: Where dump-package's answers are kept between runs; `nil` for none.
  /// - Returns: What changed between the two graphs.
  /// - Throws: ``GraphError/revisionUnreadable(_:error:)`` when a revision's graph cannot be
  ///   read, ``GraphError/packageInNoRevision(base:head:)`` when neither has the package.
  public func diff(base: String, head: String?, manifestCache: ManifestCache? = nil)
    throws(GraphError) -> GraphDiff
  {
    let repository = try GitChanges.repository(of: folder)
    return try withTemporaryFolder("depgraph-diff") { temporary throws(GraphError) in
      // The base reads the head's checkouts: a dependency is then not a change.
      let checkouts =
        scratchPath.map(absolute)
        ?? [folder + "/.build"].first { FileManager.default.fileExists(atPath: $0) }
      /// The check of `revision`, or `nil` when the package is not in that revision's tree.
      func report(at revision: String?, copy: String) throws(GraphError) -> Report? {
        do {
          guard let revision else { return try self.report(manifestCache: manifestCache) }
          let tree = temporary.appendingPathComponent(copy).path
          try GitChanges.exportTree(of: revision, in: repository, to: tree)
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
      let headReport = try report(at: head, copy: "head")
      let baseReport = try report(at: base, copy: "base")
      guard headReport != nil || baseReport != nil else {
        throw .packageInNoRevision(base: base, head: head ?? "the working tree")
      }
      return GraphDiff(base: baseReport, head: headReport)
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
