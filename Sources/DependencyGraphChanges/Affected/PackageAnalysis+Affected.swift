public import DependencyGraphAnalysis
import DependencyGraphModel
import DependencyGraphSupport
import Foundation

extension PackageAnalysis {
  /// The targets a change to `files` reaches.
  ///
  /// A file belongs to the package whose folder holds it most closely, and there to the
  /// target whose folder holds it most closely, or, in an Xcode project, to every target whose
  /// build reads it; a file in a test target's folder that no build phase lists (a snapshot
  /// image, a fixture) to that test, which reads it at run time. The build files are compared
  /// with `base` (see ``BaseRevision``): a manifest reaches the targets its evaluation
  /// changes, a `Package.resolved` (a package's, a project's or a workspace's) the users of
  /// the packages pinned differently, a project file the targets it describes differently, a
  /// scheme or test plan the tests it lists; without the base, each reaches every target it
  /// may apply to. Every target that depends on a reached one, through declared
  /// dependencies, products across packages or an Xcode project's links, is reached too, and
  /// so is every target that needs a reached one to run (see ``Target/runtimeDependencies``):
  /// an app embedding a reached extension, a UI test driving a reached app.
  ///
  /// - Parameters:
  ///   - files: The changed files, absolute or relative to the workspace root.
  ///   - base: What the change's base says about the build files it changes; nothing by
  ///     default.
  ///   - inputs: The files each target reads besides its own, by target name or pattern, as
  ///     absolute path patterns (see ``Rules/inputs``).
  /// - Returns: The changed files, the targets reached, their tests, the files no target
  ///   owns, and why any file reached more than its own targets.
  /// - Complexity: O(*f* × *p* + *t* + *e*) for *f* files, *p* packages, *t* targets and *e*
  ///   edges, plus the sources of the projects' targets once.
  public func affected(
    byChanging files: [String], base: BaseRevision = BaseRevision(),
    inputs: [String: [String]] = [:]
  ) -> AffectedTargets {
    let root = workspace.root
    let absolute = files.map { file in
      file.hasPrefix("/") ? normalizedPath(file) : joinedPath(root, file)
    }
    var owners = ChangeOwners(self, base: base)
    var owning: Set<TargetName> = []
    var unowned: [String] = []
    // A file a target reads reaches it, whoever owns the file; one only read is not unowned.
    var read: Set<String> = []
    let targetNames = package.targets.map(\.name)
    for (target, patterns) in inputs {
      let readers = TargetPattern.expand(target, in: targetNames)
      for file in absolute where patterns.contains(where: { PathPattern.matches($0, file) }) {
        owning.formUnion(readers)
        read.insert(file)
      }
    }
    for file in absolute {
      if let reached = owners.targets(reachedBy: file) {
        owning.formUnion(reached)
      } else if !read.contains(file) {
        unowned.append(file)
      }
    }
    let reached = reachedAtRuntime(from: graph.dependents(of: owning))
    let kinds = Dictionary(
      (package.targets + dependencyTargets.values).map { ($0.name, $0.kind) },
      uniquingKeysWith: { first, _ in first })
    return AffectedTargets(
      changed: absolute.map(workspace.relativePath(of:)).sorted(),
      targets: reached.sorted(),
      tests: reached.filter { kinds[$0]?.isTest == true }.sorted(),
      unowned: unowned.map(workspace.relativePath(of:)).sorted(),
      allTests: package.targets.filter(\.kind.isTest).map(\.name).sorted(),
      notes: owners.notes.sorted(), packageOfTest: packageOfTest)
  }

  /// The folder of the SwiftPM package of each checked test target; not those of a project.
  private var packageOfTest: [TargetName: String] {
    var folders: [TargetName: String] = [:]
    for target in package.targets where target.kind.isTest {
      guard let owner = workspace.package(of: target), owner.xcodeProject == nil else { continue }
      folders[target.name] = owner.root
    }
    return folders
  }

  /// `reached`, with every target that needs a reached one to run (an app embedding a
  /// reached extension, a UI test driving a reached app, a test hosted in one) and what
  /// depends on those, until nothing more is reached.
  func reachedAtRuntime(from reached: Set<TargetName>) -> Set<TargetName> {
    var reached = reached
    let needing = package.targets.filter { !$0.runtimeDependencies.isEmpty }
    while true {
      let more = needing.filter { target in
        !reached.contains(target.name)
          && target.runtimeDependencies.contains(where: reached.contains)
      }.map(\.name)
      guard !more.isEmpty else { return reached }
      reached.formUnion(graph.dependents(of: Set(more)))
    }
  }
}
