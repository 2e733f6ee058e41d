public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

extension Workspace {
  /// Loads packages to check together, and reads every dependency package whose manifest is on
  /// this machine, without a network.
  ///
  /// A `.package(path:)` dependency is read from its folder. A `.package(url:)` dependency is
  /// read from its checkout, `checkouts/<name>` under `scratchPath` when given, else under each
  /// checked package's `.build`; the name comes from the URL that `Package.resolved` pins for
  /// the identity, or from the manifest's URL. Dependencies of dependencies are read the same
  /// way. Each package is described once, and the packages of one round in parallel.
  ///
  /// A dependency that cannot be read becomes a ``DependencyProblem``, never an error, so that
  /// the rest is still checked.
  ///
  /// - Parameters:
  ///   - packagePaths: The packages to check, absolute or relative to the current folder.
  ///   - root: The folder that reports are relative to; the packages' deepest common folder
  ///     when `nil`.
  ///   - scratchPath: The build folder that holds `checkouts`, as given to `swift build
  ///     --scratch-path`; each package's `.build` when `nil`.
  ///   - swift: The `swift` executable to run; found as ``PackageLoader`` finds it when `nil`.
  ///   - manifestCache: Where dump-package's answers are kept between runs; `nil` for none.
  ///   - skippedFolders: The folders a search for the packages did not enter, to report.
  /// - Returns: The packages that could be loaded, the dependencies found, and a problem for
  ///   each package or file that could not be read.
  /// - Throws: The error of the package when one package is given and it cannot be loaded;
  ///   the first package's error when none of several can.
  public static func load(
    packagePaths: [String], root: String? = nil, scratchPath: String? = nil,
    swift: String? = nil, manifestCache: ManifestCache? = nil, skippedFolders: [String] = []
  ) throws(GraphError) -> Workspace {
    let executable: String
    if let swift { executable = swift } else { executable = try PackageLoader.swiftExecutable() }
    let given = packagePaths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    // Each `.xcworkspace` stands for what it lists, each project for itself and its local
    // packages, as Xcode builds them.
    let roots = addingLocalPackages(of: try expandingXcodeWorkspaces(given))
    var problems: [DependencyProblem] = []
    var distinct: [String] = []
    var seen: [PackageIdentity: String] = [:]
    for path in roots where !distinct.contains(path) {
      let identity = PackageDependency.identity(of: path)
      // Two projects of one name are told apart once loaded; two packages SwiftPM cannot.
      if let first = seen[identity], InputKind(path: path) != .xcodeProject {
        problems.append(
          DependencyProblem(
            identity: identity, requiredBy: [], file: path + "/Package.swift",
            reason: "\(path) has the identity '\(identity)' of \(first) too, and SwiftPM cannot "
              + "tell them apart; it is not checked. Rename one package's folder."))
        continue
      }
      seen[identity] = path
      distinct.append(path)
    }
    let loaded = loadInParallel(distinct) { path throws(GraphError) in
      InputKind(path: path) == .xcodeProject
        ? try SwiftPackage(xcodeProject: path)
        : try PackageLoader.load(
          packagePath: path, swift: executable, reading: .describe, cache: manifestCache)
    }
    var packages: [SwiftPackage] = []
    // A project not generated yet, found both as a folder and as a workspace's reference to
    // the project it will hold, is one problem.
    var ungenerated: Set<String> = []
    for (path, result) in zip(distinct, loaded) {
      switch result {
      case .success(let package): packages.append(package)
      case .failure(let error):
        guard roots.count > 1 else { throw error }
        // A workspace's `Pods/Pods.xcodeproj` not made yet: the projects beside the Podfile
        // say so, once, with the targets it leaves unchecked.
        if Self.podsProjectNotMade(path, error, besideAnyOf: distinct) { continue }
        if case .input(.projectNotGenerated(_, let project)) = error,
          !ungenerated.insert(project.specification).inserted
        {
          continue
        }
        problems.append(Self.problem(loading: path, error))
      }
    }
    guard !packages.isEmpty else {
      if case .failure(let error)? = loaded.first { throw error }
      let path = packagePaths.first ?? "."
      throw .input(
        .packageNotFound(
          path: path,
          projects: PackageLoader.xcodeProjects(
            in: URL(fileURLWithPath: path).standardizedFileURL.path)))
    }
    // A project's root is the folder that holds its `.xcodeproj`; a path that could not be
    // loaded still counts, so that its warning has a place. A root given holds them all too: a
    // project's local package may sit anywhere on disk (`../../libraries/Kit`), and every
    // path of a report is relative to the root.
    let folders = distinct.map {
      InputKind(path: $0) == .xcodeProject
        ? URL(fileURLWithPath: $0).deletingLastPathComponent().path : $0
    }
    let workspaceRoot = commonFolder(
      of: root.map { [URL(fileURLWithPath: $0).standardizedFileURL.path] + folders } ?? folders)
    packages = SwiftPackage.distinguishing(
      SwiftPackage.resolvingProxies(of: packages), root: workspaceRoot)
    var finder = DependencyFinder(
      checked: packages,
      scratchPath: scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
      root: workspaceRoot, xcodeWorkspace: given.first { InputKind(path: $0) == .xcodeWorkspace })
    let dependencies = finder.readAll { path, identity throws(GraphError) in
      let package = try PackageLoader.load(
        packagePath: path, swift: executable, reading: .describe, readsManifest: false)
      return SwiftPackage(
        name: package.name, root: package.root, identity: identity, targets: package.targets,
        products: package.products, dependencies: package.dependencies)
    }
    let name =
      packages.count == 1 && root == nil
      ? packages[0].name : URL(fileURLWithPath: workspaceRoot).lastPathComponent
    return Workspace(
      name: name, root: workspaceRoot, packages: packages, dependencies: dependencies,
      problems: problems + finder.problems, skippedFolders: skippedFolders)
  }

  /// Whether the error says that there is no project: no folder, or no `project.pbxproj`.
  private static func isMissing(_ error: GraphError) -> Bool {
    switch error {
    case .input(.folderNotFound), .input(.projectNotFound): true
    default: false
    }
  }

  /// Whether `path` is the `Pods/Pods.xcodeproj` that `pod install` has yet to make, beside
  /// the Podfile that integrates another project among `paths`, which reports it.
  private static func podsProjectNotMade(
    _ path: String, _ error: GraphError, besideAnyOf paths: [String]
  ) -> Bool {
    let pods = URL(fileURLWithPath: path).deletingLastPathComponent()
    let folder = pods.deletingLastPathComponent().path
    guard Self.isMissing(error), pods.lastPathComponent == "Pods",
      CocoaPods(projectFolder: folder) != nil
    else { return false }
    return paths.contains {
      $0 != path && InputKind(path: $0) == .xcodeProject
        && CocoaPods(integrating: $0)?.podfile == folder + "/Podfile"
    }
  }

  /// What is wrong with a path given that could not be loaded. A project a generator has yet
  /// to write points at its specification and says how to write it.
  private static func problem(loading path: String, _ error: GraphError) -> DependencyProblem {
    let identity = PackageDependency.identity(of: path)
    switch error {
    case .input(.projectNotGenerated(_, let project)):
      return DependencyProblem(
        identity: identity, requiredBy: [], file: project.specification,
        reason: "\(project.generator.rawValue) generates the Xcode project of this folder from "
          + "\(project.specificationName), and it is not generated yet, so its targets are not "
          + "checked. Run '\(project.command)' in the folder, then check again.")
    default:
      return DependencyProblem(
        identity: identity, requiredBy: [],
        file: InputKind(path: path) == .xcodeProject
          ? path + "/project.pbxproj" : path + "/Package.swift",
        reason: reason(path, error))
    }
  }

  /// Why a path given could not be loaded. A workspace's `Pods/Pods.xcodeproj` that is not
  /// there has not been made yet: `pod install` makes it from the Podfile, through Bundler
  /// where a Gemfile pins CocoaPods.
  private static func reason(_ path: String, _ error: GraphError) -> String {
    let pods = URL(fileURLWithPath: path).deletingLastPathComponent()
    let folder = pods.deletingLastPathComponent()
    func holds(_ file: String) -> Bool {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path)
    }
    guard isMissing(error), pods.lastPathComponent == "Pods", holds("Podfile")
    else { return "\(error)" }
    let command = holds("Gemfile") ? "bundle exec pod install" : "pod install"
    return "The workspace lists \(path), which CocoaPods makes: run '\(command)' in "
      + "\(folder.path), where the Podfile is. Until then the pods' modules are unknown, and "
      + "imports of them are not checked."
  }

  /// The deepest folder that holds every path.
  static func commonFolder(of paths: [String]) -> String {
    guard var common = paths.first?.split(separator: "/", omittingEmptySubsequences: false)
    else { return "/" }
    for path in paths.dropFirst() {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    let joined = common.joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }
}

/// Runs `body` on every element at once, spread over the cores; results keep the order.
func loadInParallel<Element: Sendable, Value: Sendable>(
  _ elements: [Element], _ body: @Sendable (Element) throws(GraphError) -> Value
) -> [Result<Value, GraphError>] {
  concurrentMap(elements) { element in
    do throws(GraphError) {
      return .success(try body(element))
    } catch {
      return .failure(error)
    }
  }
}

/// Finds and reads the dependency packages of the checked ones, round by round.
private struct DependencyFinder {
  let checked: [SwiftPackage]
  let scratchPath: String?
  /// The folder that messages show paths relative to.
  let root: String
  var problems: [DependencyProblem] = []
  /// Where Xcode checked out the projects' packages, when it did on this machine.
  private let derivedDataCheckouts: [String]
  /// The arguments that name the `.xcworkspace` given to `xcodebuild`, with a scheme it
  /// shares: it resolves the packages of all its projects at once. Found once, for every
  /// package's advice.
  private var workspaceArguments: String?
  /// What that workspace builds: the packages and projects it lists and the projects' local
  /// packages. Only their dependencies does resolving the workspace check out.
  private var workspaceMembers: Set<String> = []
  /// The pinned location of each identity, from every checked package's `Package.resolved`.
  private var pins: [PackageIdentity: String] = [:]

  init(checked: [SwiftPackage], scratchPath: String?, root: String, xcodeWorkspace: String?) {
    self.checked = checked
    self.scratchPath = scratchPath
    self.root = root
    derivedDataCheckouts = XcodeDerivedData.checkouts(
      ofProjects: checked.compactMap(\.xcodeProject), in: XcodeDerivedData.defaultFolder)
    if let xcodeWorkspace {
      let scheme = XcodeSchemes.names(in: xcodeWorkspace).first
      workspaceArguments =
        "-workspace \(shown(xcodeWorkspace)) -scheme \(scheme.map(XcodeSchemes.quoted) ?? "<scheme>")'"
        + (scheme == nil ? " (the workspace shares no scheme: name one of yours)" : "")
      let listed = (try? Workspace.expandingXcodeWorkspaces([xcodeWorkspace])) ?? []
      workspaceMembers = Set(Workspace.addingLocalPackages(of: listed))
    }
    for package in checked {
      let file = package.resolvedFile
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      do throws(ReadFailure) {
        let resolved = try PackageResolved(json: data)
        pins.merge(resolved.locations) { first, _ in first }
      } catch {
        problems.append(
          DependencyProblem(
            identity: package.identity, requiredBy: [package.name], file: file,
            reason:
              "\(shown(file)) cannot be read: \(error.reason). Checkouts are looked up by the "
              + "URLs of the manifests instead; 'swift package resolve' rewrites it."))
      }
    }
  }

  /// Reads every dependency that can be found, each identity once.
  mutating func readAll(
    _ read: @Sendable (String, PackageIdentity) throws(GraphError) -> SwiftPackage
  ) -> [SwiftPackage] {
    var folders: [PackageIdentity: String] = [:]
    for package in checked { folders[package.identity] = package.root }
    var requiredBy: [PackageIdentity: [String]] = [:]
    var found: [SwiftPackage] = []
    var pending = checked
    while !pending.isEmpty {
      var round: [(identity: PackageIdentity, folder: String)] = []
      for package in pending {
        for dependency in package.dependencies {
          requiredBy[dependency.identity, default: []].append(package.name)
          guard let folder = folder(of: dependency, requiredBy: package) else { continue }
          if let known = folders[dependency.identity] {
            if known != folder {
              problems.append(
                DependencyProblem(
                  identity: dependency.identity, requiredBy: [package.name],
                  file: folder,
                  reason: "\(package.name) depends on \(shown(folder)), which has the identity "
                    + "'\(dependency.identity)' of \(shown(known)) too; SwiftPM cannot tell them "
                    + "apart, and only \(shown(known)) is read. Rename one package's folder."))
            }
            continue
          }
          folders[dependency.identity] = folder
          round.append((dependency.identity, folder))
        }
      }
      var next: [SwiftPackage] = []
      let results = loadInParallel(round) { pair throws(GraphError) in
        try read(pair.folder, pair.identity)
      }
      for ((identity, folder), result) in zip(round, results) {
        switch result {
        case .success(let package):
          found.append(package)
          next.append(package)
        case .failure(let error):
          problems.append(
            DependencyProblem(
              identity: identity, requiredBy: requiredBy[identity] ?? [],
              file: folder + "/Package.swift", reason: reason(error, folder: shown(folder))))
        }
      }
      pending = next
    }
    return found
  }

  /// The folder that holds the dependency's manifest, or `nil` (and a problem) when it has
  /// none on this machine.
  mutating func folder(of dependency: PackageDependency, requiredBy package: SwiftPackage)
    -> String?
  {
    switch dependency.source {
    case .local(let path):
      return URL(fileURLWithPath: path).standardizedFileURL.path
    case .remote(let url):
      // Another package of the workspace satisfies it, as SwiftPM's workspaces let it.
      if let local = checked.first(where: { $0.identity == dependency.identity }) {
        return local.root
      }
      // A dependency's dependencies are resolved with the checked package's.
      let resolving = checked.contains { $0.identity == package.identity } ? package : checked[0]
      let location = pins[dependency.identity] ?? url
      let name = PackageDependency.checkoutName(of: location)
      let folders =
        scratchPath.map { [$0 + "/checkouts"] } ?? checked.map { $0.root + "/.build/checkouts" }
      if let folder = (folders + derivedDataCheckouts).map({ $0 + "/" + name }).first(where: {
        FileManager.default.fileExists(atPath: $0)
      }) {
        return folder
      }
      if !problems.contains(where: { $0.identity == dependency.identity }) {
        problems.append(
          DependencyProblem(
            identity: dependency.identity, requiredBy: [package.name],
            file: folders[0] + "/" + name,
            reason: "\(dependency.identity) (\(url)) has no checkout in "
              + (folders.count <= 2
                ? folders.map(shown).joined(separator: " or ")
                : "\(shown(folders[0])) or the .build/checkouts of the \(folders.count - 1) other "
                  + "checked packages")
              + (checked.contains { $0.xcodeProject != nil } && scratchPath == nil
                ? " nor in Xcode's DerivedData" : "")
              + ": it was never resolved. " + resolveAdvice(resolving)))
      }
      return nil
    case .registry(let id):
      if !problems.contains(where: { $0.identity == dependency.identity }) {
        problems.append(
          DependencyProblem(
            identity: dependency.identity, requiredBy: [package.name],
            file: package.root + "/Package.swift",
            reason: "\(id) comes from a package registry, whose downloads depgraph does not "
              + "read yet."))
      }
      return nil
    }
  }

  /// The command that resolves `package`'s dependencies where they are looked for. Xcode
  /// resolves the packages of a project and of its local packages together, into DerivedData.
  /// The command that checks the dependencies of `package` out where depgraph looks: the
  /// workspace's, which needs a scheme, when one was given that builds the package; the
  /// project's own for a project; SwiftPM's for a package.
  private func resolveAdvice(_ package: SwiftPackage) -> String {
    let inWorkspace = workspaceMembers.contains(package.xcodeProject ?? package.root)
    if let xcodebuild = (inWorkspace ? workspaceArguments : nil)
      ?? package.xcodeProject.map({ "-project \(shown($0))'" })
    {
      return "Run 'xcodebuild -resolvePackageDependencies \(xcodebuild), which checks out into "
        + "DerivedData, where depgraph looks, or give depgraph the folder that holds "
        + "'checkouts' (a SourcePackages folder) with --scratch-path."
    }
    return "Run 'swift package resolve'"
      + (package.root == root ? "" : " in \(shown(package.root))")
      + (scratchPath.map { " with --scratch-path \(shown($0))" } ?? "")
      + ", or give depgraph the build folder that holds it with --scratch-path."
  }

  /// A path relative to the workspace root when it is inside it; the root itself, absolute.
  func shown(_ path: String) -> String {
    let inside = relative(path, to: root) ?? ""
    return inside.isEmpty ? path : inside
  }

  private func reason(_ error: GraphError, folder: String) -> String {
    switch error {
    case .input(.packageNotFound):
      return "\(folder) holds no Package.swift, so the dependency's products are unknown."
    case .input(.folderNotFound):
      return "There is no folder \(folder), so the dependency's products are unknown."
    case .toolchain(.packageCommandFailed(_, let output)):
      let first = output.split(separator: "\n").first.map(String.init) ?? "no message"
      return "SwiftPM cannot read \(folder)/Package.swift: \(first)"
    case .input(.malformedJSON(_, let reason)):
      return "The description of \(folder)/Package.swift is not usable: \(reason)."
    default:
      return "\(error)"
    }
  }
}

/// Where Xcode keeps what it builds and resolves: a folder per project under
/// `~/Library/Developer/Xcode/DerivedData`, named `<project>-<hash>`, whose
/// `SourcePackages/checkouts` holds the project's resolved packages.
enum XcodeDerivedData {
  static var defaultFolder: String {
    FileManager.default.homeDirectoryForCurrentUser.path + "/Library/Developer/Xcode/DerivedData"
  }

  /// The `SourcePackages/checkouts` folders of these projects (`.xcodeproj` paths) under
  /// `derivedData`, newest first; none when Xcode never resolved them here.
  static func checkouts(ofProjects projects: [String], in derivedData: String) -> [String] {
    let names = Set(
      projects.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
    guard !names.isEmpty,
      let folders = try? FileManager.default.contentsOfDirectory(atPath: derivedData)
    else { return [] }
    let candidates = folders.filter { folder in
      guard let dash = folder.lastIndex(of: "-") else { return false }
      return names.contains(String(folder[..<dash]))
    }.map { derivedData + "/" + $0 + "/SourcePackages/checkouts" }
    func modified(_ path: String) -> Date {
      ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)
        ?? .distantPast
    }
    return candidates.filter { FileManager.default.fileExists(atPath: $0) }
      .sorted { modified($0) > modified($1) }
  }
}
