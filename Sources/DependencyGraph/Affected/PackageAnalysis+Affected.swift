public import Foundation

/// What a change reaches: the targets that own the changed files, every target that depends
/// on one of them, and the tests among those, so that CI runs only what the change can break.
public struct AffectedTargets: Hashable, Sendable {
  /// The changed files, relative to the workspace root (absolute outside it), sorted.
  public let changed: [String]
  /// The targets the change reaches, checked or of a dependency package, sorted.
  public let targets: [String]
  /// The test targets among ``targets``, sorted.
  public let tests: [String]
  /// The changed files that no target owns and no target's inputs name (a README, a CI
  /// script), sorted: they reach nothing.
  public let unowned: [String]
  /// Every checked test target, sorted: what to run when unsure.
  public let allTests: [String]
  /// Whether ``tests`` holds every test because a changed file is unowned
  /// (``selecting(whenUnowned:)`` with ``UnownedFiles/runAll``).
  public private(set) var selectsEveryTest = false

  /// The same answer, with every test in ``tests`` when a file is unowned and `unowned` says
  /// to run them all then.
  public func selecting(whenUnowned unowned: UnownedFiles) -> AffectedTargets {
    guard unowned == .runAll, !self.unowned.isEmpty else { return self }
    var selected = AffectedTargets(
      changed: changed, targets: targets, tests: allTests, unowned: self.unowned,
      allTests: allTests)
    selected.selectsEveryTest = true
    return selected
  }

  /// What a changed file that no target owns selects.
  public enum UnownedFiles: String, Hashable, Sendable, CaseIterable {
    /// Nothing: the file is listed, and no test runs for it.
    case ignore
    /// Every test: when unsure, run more.
    case runAll = "all"
  }
}

/// What the base revision of a change says about the packages whose manifest or pins the
/// change touches, read from the base's tree: with it, a manifest change reaches only the
/// targets whose description changed, and a `Package.resolved` change only the users of the
/// packages whose pin changed.
public struct BaseDescriptions: Sendable {
  /// Each package's description at the base, by the package's root in the head. A package
  /// missing here (its base manifest could not be read) is compared by reaching all of it.
  public var packages: [String: SwiftPackage]
  /// Each package's `Package.resolved` at the base, by the package's root in the head; `nil`
  /// when the base has none, so every pin is new.
  public var resolved: [String: Data?]

  public init(packages: [String: SwiftPackage] = [:], resolved: [String: Data?] = [:]) {
    self.packages = packages
    self.resolved = resolved
  }
}

extension PackageAnalysis {
  /// The targets a change to `files` reaches.
  ///
  /// A file belongs to the package whose folder holds it most closely, and there to the
  /// target whose folder holds it most closely, or, in an Xcode project, to every target whose
  /// sources list it. A package's `Package.swift` reaches the targets `base` describes differently, and its
  /// `Package.resolved` the users of the packages pinned differently; without the base's
  /// description of the package, either reaches every target of it, as any file of a
  /// project's `.xcodeproj` does for the project. Every target that depends on a reached one,
  /// through declared dependencies, products across packages or an Xcode project's links, is
  /// reached too, and so is every target that needs a reached one to run (see
  /// ``Target/runtimeDependencies``): an app embedding a reached extension, a UI test driving
  /// a reached app.
  ///
  /// - Parameters:
  ///   - files: The changed files, absolute or relative to the workspace root.
  ///   - base: What the change's base says about the packages whose manifest or pins it
  ///     changes; none by default.
  ///   - inputs: The files each target reads besides its own, by target name or pattern, as
  ///     absolute path patterns (see ``Rules/inputs``).
  /// - Returns: The changed files, the targets reached, their tests, and the files no target
  ///   owns.
  /// - Complexity: O(*f* × *p* + *t* + *e*) for *f* files, *p* packages, *t* targets and *e*
  ///   edges, plus the sources of the projects' targets once.
  public func affected(
    byChanging files: [String], base: BaseDescriptions = BaseDescriptions(),
    inputs: [String: [String]] = [:]
  ) -> AffectedTargets {
    let root = workspace.root
    let absolute = files.map { file in
      file.hasPrefix("/") ? XcodeProjectPath.normalized(file) : XcodeProjectPath.joined(root, file)
    }
    let packages = (workspace.packages + workspace.dependencies).sorted {
      $0.root.count > $1.root.count
    }
    let projectReaders = ProjectReaders(packages)
    var owning: Set<String> = []
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
      guard let package = packages.first(where: { file.hasPrefix($0.root + "/") }) else {
        unowned.append(file)
        continue
      }
      let relative = String(file.dropFirst(package.root.count + 1))
      if let project = package.xcodeProject {
        if file.hasPrefix(project + "/") {
          owning.formUnion(package.targets.map(\.name))
        } else {
          let readers = projectReaders.readers(of: file, under: package.root)
          if readers.isEmpty { unowned.append(file) }
          owning.formUnion(readers)
        }
        continue
      }
      if relative == "Package.swift"
        || (relative.hasPrefix("Package@swift-") && relative.hasSuffix(".swift"))
      {
        owning.formUnion(
          base.packages[package.root].map { Self.describedDifferently(package, from: $0) }
            ?? package.targets.map(\.name))
        continue
      }
      if relative == "Package.resolved" {
        owning.formUnion(
          base.resolved[package.root].map { repinned(package, from: $0) }
            ?? package.targets.map(\.name))
        continue
      }
      let owner = package.targets.filter { target in
        !target.path.isEmpty && target.path != "." && relative.hasPrefix(target.path + "/")
      }.max { $0.path.count < $1.path.count }
      if let owner { owning.insert(owner.name) } else { unowned.append(file) }
    }
    let reached = reachedAtRuntime(from: graph.dependents(of: owning))
    let kinds = Dictionary(
      (package.targets + dependencyTargets.values).map { ($0.name, $0.kind) },
      uniquingKeysWith: { first, _ in first })
    return AffectedTargets(
      changed: absolute.map(workspace.relativePath(of:)).sorted(),
      targets: reached.sorted(),
      tests: reached.filter { kinds[$0]?.isTest == true }.sorted(),
      unowned: unowned.filter { !read.contains($0) }.map(workspace.relativePath(of:)).sorted(),
      allTests: package.targets.filter(\.kind.isTest).map(\.name).sorted())
  }

  /// `reached`, with every target that needs a reached one to run (an app embedding a
  /// reached extension, a UI test driving a reached app, a test hosted in one) and what
  /// depends on those, until nothing more is reached.
  func reachedAtRuntime(from reached: Set<String>) -> Set<String> {
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

  /// The targets of `package` that `old` does not describe alike: new ones, and those whose
  /// kind, folder, sources, dependencies or conditions changed.
  static func describedDifferently(_ package: SwiftPackage, from old: SwiftPackage) -> [String] {
    func described(_ target: Target) -> [String] {
      [target.kind.rawValue, target.path] + target.sources + ["|"] + target.targetDependencies
        + ["|"] + target.productDependencies + ["|"]
        + target.dependencyConditions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        + ["|"]
        + target.buildConditions.configurations.map { configuration in
          ([configuration.name] + configuration.defined.sorted() + ["?"]
            + configuration.possible.sorted() + [configuration.isOpen ? "open" : ""])
            .joined(separator: " ")
        }
    }
    return package.targets.filter { target in
      old.target(named: target.name).map { described($0) != described(target) } ?? true
    }.map(\.name)
  }

  /// The targets that a change of pins in `package`'s `Package.resolved` reaches directly: the
  /// targets of each package pinned differently, and the targets that declare a product of
  /// one; with a pin changed, a target whose product no package read offers is reached too.
  /// An unreadable file on either side reaches every target of `package`.
  func repinned(_ package: SwiftPackage, from old: Data?) -> [String] {
    let everything = package.targets.map(\.name)
    let empty = Data(#"{"version": 2, "pins": []}"#.utf8)
    guard let before = try? PackageResolved(json: old ?? empty),
      let after = try? PackageResolved(
        json: (try? read(package.root + "/Package.resolved")) ?? empty)
    else { return everything }
    let changed = after.changedPins(from: before)
    guard !changed.isEmpty else { return [] }
    var reached = workspace.dependencies.filter { changed.contains($0.identity) }
      .flatMap(\.targets).map(\.name)
    for (target, found) in products where found.contains(where: { changed.contains($0.package) }) {
      reached.append(target)
    }
    reached += unresolvedProducts.keys
    return reached
  }
}

/// The targets that compile or read each file or folder of a project, since a project's
/// targets share one folder, and one file may be compiled by an app, its widget and its watch
/// app alike; and those that leave a file or folder out of a folder they read.
private struct ProjectReaders {
  private var files: [String: Set<String>] = [:]
  private var exclusions: [String: Set<String>] = [:]

  init(_ packages: [SwiftPackage]) {
    for package in packages where package.xcodeProject != nil {
      for target in package.targets {
        for file in target.sourcePaths + target.inputFiles {
          files[XcodeProjectPath.joined(package.root, file), default: []].insert(target.name)
        }
        for file in target.excludedInputs {
          exclusions[XcodeProjectPath.joined(package.root, file), default: []]
            .insert(target.name)
        }
      }
    }
  }

  /// The targets that list `file` itself, or read a folder holding it and do not leave it
  /// out: the file may be gone from the disk, and was read before it went.
  func readers(of file: String, under root: String) -> Set<String> {
    var readers = files[file] ?? []
    var excluded = exclusions[file] ?? []
    var path = Substring(file)
    // Up to the project's folder, which a synchronized folder may be.
    while let slash = path.lastIndex(of: "/"),
      file.utf8.distance(from: file.startIndex, to: slash) >= root.utf8.count
    {
      path = path[..<slash]
      readers.formUnion((files[String(path)] ?? []).subtracting(excluded))
      excluded.formUnion(exclusions[String(path)] ?? [])
    }
    return readers
  }
}
