public import DependencyGraphModel
import DependencyGraphSupport
package import Foundation

/// The files a change touches, read from git without touching the working tree: no checkout,
/// no stash, nothing written in the repository.
public enum GitChanges {
  /// The files that differ between two revisions, or between a revision and the working tree.
  ///
  /// A renamed file counts at both its old and its new path, a deleted one at its old path; with
  /// the working tree, files git does not track yet (and does not ignore) count too.
  ///
  /// - Parameters:
  ///   - base: The revision the change starts from, such as `origin/main`.
  ///   - head: The revision it ends at; `nil` for the working tree.
  ///   - folder: A folder inside the repository.
  /// - Returns: The changed files' absolute paths, sorted.
  /// - Throws: ``GitError/notARepository(path:reason:)`` when `folder` is in no
  ///   repository or git cannot run, ``GitError/unknownRevision(_:repository:)`` for a
  ///   revision that names no commit.
  public static func files(base: String, head: String?, in folder: String) throws(GraphError)
    -> [String]
  {
    try files(base: base, head: head, inRepository: try repository(of: folder))
  }

  /// ``files(base:head:in:)`` in `repository`, its top folder.
  package static func files(base: String, head: String?, inRepository repository: String)
    throws(GraphError) -> [String]
  {
    for revision in [base] + (head.map { [$0] } ?? []) {
      try verify(revision, in: repository)
    }
    var paths = try names(
      ["diff", "--name-only", "-z", "--no-renames", "--end-of-options", base]
        + (head.map { [$0] } ?? []),
      in: repository)
    if head == nil {
      paths += try names(["ls-files", "--others", "--exclude-standard", "-z"], in: repository)
    }
    return Set(paths.map { repository + "/" + $0 }).sorted()
  }

  /// The repository that holds `folder`: its top folder, absolute.
  ///
  /// - Throws: ``GitError/notARepository(path:reason:)``.
  public static func repository(of folder: String) throws(GraphError) -> String {
    let top = try git(["rev-parse", "--show-toplevel"], in: folder)
    guard top.status == 0 else {
      throw .git(
        .notARepository(
          path: folder, reason: top.errorText.isEmpty ? "git failed" : top.errorText))
    }
    return String(decoding: top.output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The files of the working tree that git ignores and that a build may read, such as a
  /// generated `.xcconfig` or Swift source, relative to the repository and sorted.
  ///
  /// Not listed: what build folders hold (`.build`, `DerivedData`, `build`), the package
  /// checkouts a diff's copies read from the head's folder anyway (`checkouts`,
  /// `SourcePackages`), `node_modules` and `xcuserdata`; and files over ``largestIgnoredFile``
  /// bytes, which are build products or media, never a description or a source (`skipped`
  /// counts these). What CocoaPods writes is listed: a project's configurations are based on
  /// its `.xcconfig` files.
  ///
  /// - Throws: ``GitError/failed(repository:command:reason:)`` when git fails.
  package static func ignoredFiles(inRepository repository: String) throws(GraphError)
    -> (files: [String], skipped: Int)
  {
    let generated: Set = [
      ".build", "DerivedData", "build", "checkouts", "SourcePackages", "node_modules", "xcuserdata",
    ]
    let manager = FileManager.default
    var files: [String] = []
    var skipped = 0
    func add(_ relative: String) {
      let attributes = try? manager.attributesOfItem(atPath: repository + "/" + relative)
      guard attributes?[.type] as? FileAttributeType == .typeRegular else { return }
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
      if size > largestIgnoredFile { skipped += 1 } else { files.append(relative) }
    }
    // `--directory` names an ignored folder once instead of every file in it.
    let entries = try names(
      ["ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"],
      in: repository)
    for entry in entries {
      guard entry.hasSuffix("/") else {
        add(entry)
        continue
      }
      let folder = String(entry.dropLast())
      if generated.contains(URL(fileURLWithPath: folder).lastPathComponent) { continue }
      guard let walk = manager.enumerator(atPath: repository + "/" + folder) else { continue }
      while let child = walk.nextObject() as? String {
        if generated.contains(URL(fileURLWithPath: child).lastPathComponent),
          walk.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
        {
          walk.skipDescendants()
        } else {
          add(folder + "/" + child)
        }
      }
    }
    return (files.sorted(), skipped)
  }

  /// The size, in bytes, above which an ignored file is not given to a revision's copy: 4 MiB.
  package static let largestIgnoredFile = 4 << 20

  /// Writes the tree of `revision` into `folder`, as `git archive` gives it: the working tree,
  /// the index and the repository are not touched.
  ///
  /// - Throws: ``GitError/unknownRevision(_:repository:)`` for a revision that names no
  ///   commit, ``GitError/failed(repository:command:reason:)`` when git fails.
  public static func exportTree(of revision: String, in repository: String, to folder: String)
    throws(GraphError)
  {
    try verify(revision, in: repository)
    try extract(revision, paths: [], in: repository, to: folder)
  }

  /// The tree of `revision`, exported once into `cache` and kept there: the same commit's
  /// tree is then at the same path on every run, which lets SwiftPM reuse the manifest it
  /// compiled there (its cache is keyed by the manifest's path). A tree is exported beside its
  /// place and moved in whole, so a run that stops midway leaves none half written; the four
  /// trees of a repository used last are kept, older ones removed, and the trees of the
  /// eight repositories used last.
  ///
  /// - Parameters:
  ///   - revision: The revision whose tree is wanted.
  ///   - repository: The repository's top folder.
  ///   - cache: The folder the trees are kept under, `trees/` in depgraph's cache.
  /// - Returns: The tree's folder, named like the repository's.
  /// - Throws: ``GitError/unknownRevision(_:repository:)`` for a revision that names no
  ///   commit, ``GitError/failed(repository:command:reason:)`` when git fails,
  ///   ``ToolchainError/temporaryFolder(path:reason:)`` when the cache cannot be written.
  package static func keptTree(of revision: String, in repository: String, under cache: URL)
    throws(GraphError) -> String
  {
    let commit = try verify(revision, in: repository)
    let name = URL(fileURLWithPath: repository).lastPathComponent
    // A name for the repository that is the same on every run.
    let trees = cache.appendingPathComponent(hex(fnv1a(Data(repository.utf8))))
    let kept = trees.appendingPathComponent(commit)
    let manager = FileManager.default
    if manager.fileExists(atPath: kept.appendingPathComponent(completeMark).path) {
      for used in [kept, trees] {
        try? manager.setAttributes([.modificationDate: Date()], ofItemAtPath: used.path)
      }
      return kept.appendingPathComponent(name).path
    }
    let partial = trees.appendingPathComponent(commit + ".partial-" + UUID().uuidString)
    defer { try? manager.removeItem(at: partial) }
    try extract(commit, paths: [], in: repository, to: partial.appendingPathComponent(name).path)
    do {
      try Data().write(to: partial.appendingPathComponent(completeMark))
      try manager.moveItem(at: partial, to: kept)
    } catch {
      // Another run may have moved the same tree in first: then it is complete.
      guard manager.fileExists(atPath: kept.appendingPathComponent(completeMark).path) else {
        throw .toolchain(.temporaryFolder(path: kept.path, reason: systemReason(error)))
      }
    }
    prune(trees, keeping: 4)
    // And of the repositories, the eight used last: a cache never grows without bound.
    try? manager.setAttributes([.modificationDate: Date()], ofItemAtPath: trees.path)
    prune(cache, keeping: 8)
    return kept.appendingPathComponent(name).path
  }

  /// The file whose presence says a kept tree was written whole.
  private static let completeMark = ".depgraph-complete"

  /// Removes all but the `count` trees under `trees` used last, and leftovers of runs that
  /// stopped an hour ago or more.
  private static func prune(_ trees: URL, keeping count: Int) {
    let manager = FileManager.default
    guard
      let entries = try? manager.contentsOfDirectory(
        at: trees, includingPropertiesForKeys: [.contentModificationDateKey])
    else { return }
    func modified(_ url: URL) -> Date {
      (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
        ?? .distantPast
    }
    let (partial, complete) = (
      entries.filter { $0.lastPathComponent.contains(".partial-") },
      entries.filter { !$0.lastPathComponent.contains(".partial-") }
    )
    for stale in complete.sorted(by: { modified($0) > modified($1) }).dropFirst(count) {
      try? manager.removeItem(at: stale)
    }
    for leftover in partial where modified(leftover) < Date(timeIntervalSinceNow: -3600) {
      try? manager.removeItem(at: leftover)
    }
  }

  /// Writes the files at `paths` (relative to the repository) as `revision` has them into
  /// `folder`, at the same relative paths, and returns the paths that `revision` has; the others
  /// are not written.
  ///
  /// - Precondition: `revision` names a commit of `repository`, as ``files(base:head:in:)``
  ///   checks.
  /// - Throws: ``GitError/failed(repository:command:reason:)`` when git fails.
  package static func exportFiles(
    _ paths: [String], of revision: String, verifiedIn repository: String, to folder: String
  ) throws(GraphError) -> Set<String> {
    guard !paths.isEmpty else { return [] }
    // Literal pathspecs: a name with `*` or `:` is a name, not a pattern.
    let present = try names(
      ["--literal-pathspecs", "ls-tree", "-r", "-z", "--name-only", "--end-of-options", revision]
        + paths,
      in: repository)
    guard !present.isEmpty else { return [] }
    try extract(revision, paths: present, in: repository, to: folder)
    return Set(present)
  }

  /// The paths of the files directly in `folder` (relative to the repository, `""` for its
  /// top) as `revision` has them, relative to the repository.
  ///
  /// - Throws: ``GitError/failed(repository:command:reason:)`` when git fails.
  package static func fileNames(
    inFolder folder: String, of revision: String, verifiedIn repository: String
  )
    throws(GraphError) -> [String]
  {
    try names(
      ["--literal-pathspecs", "ls-tree", "-z", "--name-only", "--end-of-options", revision]
        + [folder.isEmpty ? "." : folder + "/"],
      in: repository)
  }

  /// `git archive` of `revision` (only `paths`, named literally, unless empty) unpacked into
  /// `folder`.
  private static func extract(
    _ revision: String, paths: [String], in repository: String, to folder: String
  ) throws(GraphError) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .toolchain(.temporaryFolder(path: folder, reason: systemReason(error)))
    }
    let archive = folder + ".tar"
    defer { try? FileManager.default.removeItem(atPath: archive) }
    let written = try git(
      [
        "--literal-pathspecs", "archive", "--format=tar", "-o", archive, "--end-of-options",
        revision,
      ]
        + paths,
      in: repository)
    guard written.status == 0 else {
      throw .git(.failed(repository: repository, command: "archive", reason: written.errorText))
    }
    let extracted = try run("/usr/bin/env", ["tar", "-xf", archive, "-C", folder])
    guard extracted.status == 0 else {
      throw .toolchain(.temporaryFolder(path: folder, reason: "tar failed: \(extracted.errorText)"))
    }
  }

  /// Checks that `revision` names a commit of `repository`.
  ///
  /// - Returns: The commit's full name.
  /// - Throws: ``GitError/unknownRevision(_:repository:)`` when it does not.
  @discardableResult
  private static func verify(_ revision: String, in repository: String) throws(GraphError)
    -> String
  {
    // `--end-of-options` keeps a revision that starts with `-` from being read as an option.
    let verified = try git(
      ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"],
      in: repository)
    let commit = String(decoding: verified.output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard verified.status == 0, !commit.isEmpty else {
      throw .git(.unknownRevision(revision, repository: repository))
    }
    return commit
  }

  /// The NUL-separated paths a git command prints, which keep spaces and newlines in names.
  private static func names(_ arguments: [String], in repository: String) throws(GraphError)
    -> [String]
  {
    let result = try git(arguments, in: repository)
    guard result.status == 0 else {
      let command = arguments.first { !$0.hasPrefix("-") } ?? "git"
      throw .git(.failed(repository: repository, command: command, reason: result.errorText))
    }
    return result.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

  private static func git(_ arguments: [String], in folder: String) throws(GraphError)
    -> Command.Result
  {
    try run("/usr/bin/env", ["git", "-C", folder, "-c", "core.quotePath=false"] + arguments)
  }

  private static func run(_ executable: String, _ arguments: [String]) throws(GraphError)
    -> Command.Result
  {
    try withTemporaryFolder("depgraph-git") { temporary throws(GraphError) in
      let command: Command
      do {
        command = try Command(
          executable: executable, arguments: arguments,
          outputFolder: temporary.appendingPathComponent("output"))
      } catch {
        throw .git(
          .notARepository(
            path: arguments.last ?? "", reason: "\(arguments[0]) cannot run: \(error)"))
      }
      return try command.finish()
    }
  }
}
