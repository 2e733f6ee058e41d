import DependencyGraphAnalysis
import DependencyGraphChecks
import DependencyGraphLoading
import DependencyGraphModel
import DependencyGraphSupport
import Foundation

/// The targets each changed file reaches directly, before what depends on them, with notes on
/// the files that reach more than their own targets because something could not be told.
struct ChangeOwners {
  private let analysis: PackageAnalysis
  private let base: BaseRevision
  /// The checked and dependency packages, the innermost folder first.
  private let packages: [SwiftPackage]
  private let readers: ProjectReaders
  /// The test targets of projects by each folder that holds one of their source files: a file
  /// below one that no build phase lists is read by the test at run time.
  private let testFolders: [String: Set<TargetName>]
  /// The readers of each project's files at the base, by project, made when first needed.
  private var baseReaders: [String: ProjectReaders] = [:]
  /// Why some files reached more than their own targets.
  private(set) var notes: Set<String> = []

  init(_ analysis: PackageAnalysis, base: BaseRevision) {
    self.analysis = analysis
    self.base = base
    let workspace = analysis.workspace
    packages = (workspace.packages + workspace.dependencies).sorted {
      $0.root.count > $1.root.count
    }
    readers = ProjectReaders(packages)
    var testFolders: [String: Set<TargetName>] = [:]
    for package in workspace.packages where package.xcodeProject != nil {
      for target in package.targets where target.kind.isTest {
        for source in target.sourcePaths {
          let folder = joinedPath(package.root, source)
            .split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
          testFolders[folder, default: []].insert(target.name)
        }
      }
    }
    self.testFolders = testFolders
  }

  /// The targets `file` (absolute) reaches directly; `nil` when no target owns it.
  mutating func targets(reachedBy file: String) -> Set<TargetName>? {
    let components = file.split(separator: "/")
    // A user's own state (window layout, breakpoints, personal schemes) builds nothing.
    if components.contains("xcuserdata") { return [] }
    if file.hasSuffix(".xcscheme") { return schemeTests(file) }
    if file.hasSuffix(".xctestplan") { return planTests(file) }
    if file.hasSuffix("/Package.resolved"), isPinFile(file) { return repinned(file) }
    let package = packages.first { file.hasPrefix($0.root + "/") }
    if let reached = unloadable(file, within: package) { return reached }
    guard let package else { return nil }
    if let project = package.xcodeProject {
      return projectTargets(reachedBy: file, in: package, project: project)
    }
    if CheckRequest.isManifest(file, of: package.root) {
      return manifestTargets(of: package, file: file)
    }
    let relative = String(file.dropFirst(package.root.count + 1))
    let owner = package.targets.filter { target in
      !target.path.isEmpty && target.path != "." && relative.hasPrefix(target.path + "/")
    }.max { $0.path.count < $1.path.count }
    return owner.map { [$0.name] }
  }

  // MARK: Projects

  private mutating func projectTargets(
    reachedBy file: String, in package: SwiftPackage, project: String
  ) -> Set<TargetName>? {
    let everyTarget = Set(package.targets.map(\.name))
    if file.hasPrefix(project + "/") {
      let inside = file.dropFirst(project.count + 1)
      if Self.inertProjectFiles.contains(String(inside)) { return [] }
      guard inside == "project.pbxproj", let old = base.files[file] else { return everyTarget }
      let new = FileManager.default.contents(atPath: file)
      guard let changed = ProjectDescription.changedTargets(base: old, head: new) else {
        notes.insert(
          "\(shown(file)) cannot be compared with the base's: every target of the project is "
            + "reached.")
        return everyTarget
      }
      return Set(changed.flatMap { Self.targets(named: $0, in: package) })
    }
    var found = readers.readers(of: file, under: package.root)
    // A file the change deleted from a project is read by the targets that read it before.
    if found.isEmpty, let old = base.files[project + "/project.pbxproj"] ?? nil {
      if baseReaders[project] == nil {
        baseReaders[project] = ProjectReaders(base: old, of: package)
      }
      found = baseReaders[project]?.readers(of: file, under: package.root) ?? []
    }
    if found.isEmpty {
      // A file in a test's folder that no phase lists: a snapshot, a fixture.
      var folder = Substring(file)
      while let slash = folder.lastIndex(of: "/"),
        folder.distance(
          from: folder.startIndex, to: slash) > package.root.count
      {
        folder = folder[..<slash]
        found.formUnion(testFolders[String(folder)] ?? [])
      }
    }
    return found.isEmpty ? nil : found
  }

  /// Files of a project folder that no build reads: the embedded workspace's own list, which
  /// names the project alone, and Xcode's note that it checked the workspace.
  private static let inertProjectFiles: Set<String> = [
    "project.xcworkspace/contents.xcworkspacedata",
    "project.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist",
  ]

  /// The tests a scheme runs, as the head and the base list them, with those of the test
  /// plans it names.
  private mutating func schemeTests(_ file: String) -> Set<TargetName> {
    // `.../App.xcodeproj/xcshareddata/xcschemes/App.xcscheme`: plans are named from the
    // folder that holds the project or workspace.
    let container = file.components(separatedBy: "/").dropLast(4).joined(separator: "/")
    var tests: Set<String> = []
    for data in [FileManager.default.contents(atPath: file), base.files[file] ?? nil] {
      guard let data else { continue }
      let listed = XcodeSchemes.tests(inScheme: data)
      tests.formUnion(listed.targets)
      for plan in listed.plans {
        let path = joinedPath(container, plan)
        if let read = try? TestPlan(path: path, shownAs: plan) { tests.formUnion(read.targets) }
      }
    }
    return Set(tests.flatMap { Self.targets(named: $0, in: analysis.package) })
  }

  /// The tests a test plan lists, at the head and at the base; every test when neither can
  /// be read.
  private mutating func planTests(_ file: String) -> Set<TargetName> {
    let versions = [FileManager.default.contents(atPath: file), base.files[file] ?? nil]
    let plans = versions.compactMap { data in
      data.flatMap { try? TestPlan(data: $0, file: file) }
    }
    guard !plans.isEmpty else {
      notes.insert("\(shown(file)) is not a test plan depgraph reads: every test is reached.")
      return Set(analysis.package.targets.filter(\.kind.isTest).map(\.name))
    }
    return Set(plans.flatMap(\.targets).flatMap { Self.targets(named: $0, in: analysis.package) })
  }

  // MARK: Manifests and pins

  private mutating func manifestTargets(of package: SwiftPackage, file: String) -> Set<TargetName> {
    let everyTarget = Set(package.targets.map(\.name))
    guard let change = base.manifests[package.root] else { return everyTarget }
    if let reason = change.everyTarget {
      notes.insert("\(shown(file)): \(reason): every target of the package is reached.")
      return everyTarget
    }
    var reached = Set(change.targets.flatMap { Self.targets(named: $0, in: package) })
    for product in change.products {
      reached.formUnion(
        package.products.first { $0.name == product }?.targets ?? [])
      for target in analysis.package.targets + analysis.dependencyTargets.values
      where target.productDependencies.contains(product) {
        reached.insert(target.name)
      }
    }
    return reached
  }

  /// Whether `file` pins the versions of a build: a package's, a project's own workspace's,
  /// or an Xcode workspace's `Package.resolved`.
  private func isPinFile(_ file: String) -> Bool {
    file.hasSuffix(".xcworkspace/xcshareddata/swiftpm/Package.resolved")
      || analysis.workspace.packages.contains { $0.resolvedFile == file }
  }

  /// The targets a change of pins in `file` reaches: those of each package pinned
  /// differently and every target that uses one, when the manifests of those packages are on
  /// the machine to tell who uses them, directly or through other packages; every target
  /// using a remote package otherwise.
  private mutating func repinned(_ file: String) -> Set<TargetName> {
    let empty = Data(#"{"version": 2, "pins": []}"#.utf8)
    guard let old = base.files[file] else {
      notes.insert(
        "\(shown(file)) is not compared with the base's: every target using a remote package "
          + "is reached.")
      return remoteUsers
    }
    guard let before = try? PackageResolved(json: old ?? empty),
      let after = try? PackageResolved(
        json: FileManager.default.contents(atPath: file) ?? empty)
    else {
      notes.insert(
        "\(shown(file)) cannot be read on both sides: every target using a remote package is "
          + "reached.")
      return remoteUsers
    }
    let changed = after.changedPins(from: before)
    guard !changed.isEmpty else { return [] }
    let read = analysis.workspace.dependencies.filter { changed.contains($0.identity) }
    let unread = changed.subtracting(read.map(\.identity))
    guard unread.isEmpty else {
      notes.insert(
        "\(shown(file)) moves the pins of \(unread.sorted().joined(separator: ", ")), whose "
          + "manifests are not on this machine to tell who uses them: every target using a "
          + "remote package is reached.")
      return remoteUsers
    }
    var reached = Set(read.flatMap(\.targets).map(\.name))
    for (target, found) in analysis.products
    where found.contains(where: { changed.contains($0.package) }) {
      reached.insert(target)
    }
    return reached.union(analysis.unresolvedProducts.keys)
  }

  /// Every target that uses a product of a package not checked (a remote one, or one whose
  /// manifest could not be read), and the targets of every dependency package.
  private var remoteUsers: Set<TargetName> {
    let checked = Set(analysis.workspace.packages.map(\.identity))
    var users = Set(analysis.dependencyTargets.keys).union(analysis.unresolvedProducts.keys)
    for (target, found) in analysis.products
    where found.contains(where: { !checked.contains($0.package) }) {
      users.insert(target)
    }
    return users
  }

  /// The targets a file of a local package that could not be read reaches, when no package
  /// read holds it more closely: the targets that use a product no package read offers (of
  /// the packages that require it, when known), or every target when none does; `nil` for a
  /// file of no such package.
  private mutating func unloadable(_ file: String, within package: SwiftPackage?) -> Set<
    TargetName
  >? {
    let problem = analysis.workspace.problems.first { problem in
      let path = normalizedPath(problem.file)
      let folder =
        path.hasSuffix("/Package.swift") ? String(path.dropLast("/Package.swift".count)) : path
      return file.hasPrefix(folder + "/") && folder.count > (package?.root.count ?? 0)
    }
    guard let problem else { return nil }
    let requiring = analysis.workspace.packages.filter { problem.requiredBy.contains($0.name) }
    let candidates = requiring.isEmpty ? analysis.package.targets : requiring.flatMap(\.targets)
    let users = candidates.map(\.name).filter { analysis.unresolvedProducts[$0] != nil }
    notes.insert(
      "\(shown(file)) belongs to \(problem.identity), which depgraph cannot read: "
        + (users.isEmpty
          ? "every target is reached."
          : "every target using a product no package read offers "
            + "is reached."))
    return Set(users.isEmpty ? analysis.package.targets.map(\.name) : users)
  }

  // MARK: Names

  /// The targets of `package` that Xcode or SwiftPM names `name`: itself, or the same name
  /// told apart by its project or package (``SwiftPackage/distinguishing(_:root:)``).
  static func targets(named name: String, in package: SwiftPackage) -> [TargetName] {
    package.targets.map(\.name).filter {
      $0.rawValue == name || ($0.rawValue.hasPrefix(name + " (") && $0.rawValue.hasSuffix(")"))
    }
  }

  private func shown(_ file: String) -> String { analysis.workspace.relativePath(of: file) }
}

/// The targets that compile or read each file or folder of a project, since a project's
/// targets share one folder, and one file may be compiled by an app, its widget and its watch
/// app alike; and those that leave a file or folder out of a folder they read.
struct ProjectReaders {
  private var files: [String: Set<TargetName>] = [:]
  private var exclusions: [String: Set<TargetName>] = [:]

  init(_ packages: [SwiftPackage]) {
    for package in packages where package.xcodeProject != nil {
      add(package.targets, under: package.root)
    }
  }

  /// The readers of a project's files as `pbxproj`, the base's project file, lists them, by
  /// the names `package` gives its targets.
  init?(base pbxproj: Data, of package: SwiftPackage) {
    guard let project = try? XcodeProject(name: "", pbxproj: pbxproj) else { return nil }
    for target in project.targets {
      for name in ChangeOwners.targets(named: target.name, in: package) {
        for file in target.sourceFiles + target.inputFiles {
          files[joinedPath(package.root, file), default: []].insert(name)
        }
      }
    }
  }

  private mutating func add(_ targets: [Target], under root: String) {
    for target in targets {
      for file in target.sourcePaths + target.inputFiles {
        files[joinedPath(root, file), default: []].insert(target.name)
      }
      for file in target.excludedInputs {
        exclusions[joinedPath(root, file), default: []].insert(target.name)
      }
    }
  }

  /// The targets that list `file` itself, or read a folder holding it and do not leave it
  /// out: the file may be gone from the disk, and was read before it went.
  func readers(of file: String, under root: String) -> Set<TargetName> {
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
