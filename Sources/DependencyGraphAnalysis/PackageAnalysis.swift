public import DependencyGraphLoading
public import DependencyGraphModel
public import DependencyGraphScanning
import DependencyGraphSupport
public import Foundation

/// A package with the imports of every target's sources: what the checks run on.
///
/// ```swift
/// let analysis = try PackageAnalysis.load(packagePath: packagePath)
/// let report = analysis.check(rules: nil, strict: true)
/// #expect(report.violations.isEmpty)
/// #expect(analysis.graph.path(from: "BridgeFramework", to: "ColorServiceModule") == nil)
/// ```
public struct PackageAnalysis: Sendable {
  /// The largest source file the scanner reads; a larger one is reported and skipped.
  public static let maximumSourceSize = 8 * 1024 * 1024

  /// One import of one source file.
  public struct SourceImport: Hashable, Sendable {
    /// The file, relative to the package root.
    public let file: String
    public let declaration: ImportDeclaration
    /// The configurations of the target's build that compile the import, when a flag rules
    /// it out of the others (`["debug"]` for an import under `#if DEBUG`); `nil` when every
    /// configuration may compile it.
    public let configurations: [String]?

    public init(file: String, declaration: ImportDeclaration, configurations: [String]? = nil) {
      self.file = file
      self.declaration = declaration
      self.configurations = configurations
    }

    /// The import's place in the sources.
    public var location: Violation.Location {
      Violation.Location(file: file, line: declaration.line, column: declaration.column)
    }
  }

  /// An `#if` condition around an import that is no condition Swift reads; the import is
  /// checked as if some configuration compiled it.
  public struct UnreadCondition: Hashable, Sendable {
    public let target: TargetName
    /// The file, relative to the package root.
    public let file: String
    /// The line of the import under it.
    public let line: Int
    public let condition: CompilationCondition
    public let reason: String
  }

  /// A source file that was skipped or scanned only in part, and why.
  public struct SkippedSource: Hashable, Sendable {
    public let target: TargetName
    /// The file, relative to the package root.
    public let file: String
    public let reason: String
  }

  /// Every checked target, with paths relative to the workspace root: the package itself when
  /// one package is checked.
  public let package: SwiftPackage
  /// The packages checked and the dependency packages read.
  public let workspace: Workspace
  /// The declared graph: every checked target and every target of a dependency package, with
  /// an edge from a target to each target of each product it declares.
  public let graph: TargetGraph
  /// Every import of each target's sources, by target name, in file and line order.
  public let imports: [TargetName: [SourceImport]]
  /// The files that could not be read or were cut short.
  public let skipped: [SkippedSource]
  /// The imports that no configuration of their target's build compiles (under `#if false`,
  /// or a flag no configuration defines), by target name; no check counts them.
  public let uncompiledImports: [TargetName: [SourceImport]]
  /// The `#if` conditions that could not be read.
  public let unreadConditions: [UnreadCondition]
  /// The targets whose Swift sources declare nothing (only imports and comments): aggregates
  /// that gather other modules, and marker modules whose presence is the point. Targets of
  /// dependency packages that checked targets' products offer are scanned for this too.
  public let declarationFreeTargets: Set<TargetName>
  /// The text of each checked package's `Package.swift` (an Xcode project's `project.pbxproj`),
  /// by package identity, where findings about a manifest point; a manifest that could not be
  /// read has no entry.
  public let manifests: [PackageIdentity: String]
  /// The targets of dependency packages, by name; none of them is checked.
  public let dependencyTargets: [TargetName: Target]
  /// The modules that each scanned target of a dependency package re-exports with
  /// `@_exported import`: the targets that checked targets' products offer.
  package let dependencyReexports: [TargetName: [ModuleName]]
  /// For each target, checked or of a dependency, the products it declares that were found.
  package let products: [TargetName: [ResolvedProduct]]
  /// For each target, checked or of a dependency, the products it declares whose package could
  /// not be read: a target that reaches one may reach any module.
  package let unresolvedProducts: [TargetName: [ProductName]]
  /// For each checked target, the targets it depends on or links that nothing read has: a
  /// target of another Xcode project of the workspace that was not given. Like an unread
  /// product, such a dependency may bring in any module.
  package let unreadTargetDependencies: [TargetName: [TargetName]]
  /// For each imported module, the checked targets whose sources import it, with whether
  /// one of those imports is `@_exported`: so that the bridge finds a target's importers
  /// without going through every target.
  package var importers: [ModuleName: [TargetName: Bool]] { importersOnFirstUse.value }
  /// Made when the bridge first asks, not on every load: a check never reads it.
  private let importersOnFirstUse: OnFirstUse<[ModuleName: [TargetName: Bool]]>
  /// How the sources were read, for readers that come back to them (``bridge(from:to:protocolName:)``).
  package let read: @Sendable (String) throws -> Data
  /// Each scanned source's scan, by absolute path: what an analysis of mostly the same files
  /// (the base of a diff) takes as already scanned.
  package let scans: [String: ImportScanner.Scan]

  /// A product a target declares, with the package that offers it.
  package struct ResolvedProduct: Hashable, Sendable {
    package let package: PackageIdentity
    package let product: Product
  }

  /// Scans the sources of every target of a package, on every core.
  ///
  /// - Parameters:
  ///   - package: The package to scan.
  ///   - read: Reads a file given its absolute path; reads the disk by default. It is called
  ///     from several threads at once.
  /// - Complexity: O(*n*) in the total size of the sources.
  public init(
    package: SwiftPackage,
    read: @escaping @Sendable (String) throws -> Data = PackageAnalysis.readFile
  ) {
    self.init(workspace: Workspace(package), read: read, scanned: [:])
  }

  /// Scans the sources of every target of every checked package of a workspace, on every core.
  ///
  /// - Parameters:
  ///   - workspace: The packages to scan, with the dependency packages that say what their
  ///     products provide.
  ///   - read: Reads a file given its absolute path; reads the disk by default. It is called
  ///     from several threads at once.
  /// - Complexity: O(*n*) in the total size of the sources.
  public init(
    workspace: Workspace,
    read: @escaping @Sendable (String) throws -> Data = PackageAnalysis.readFile
  ) {
    self.init(workspace: workspace, read: read, scanned: [:])
  }

  /// Scans the sources of every target, taking the files of `scanned` as already scanned.
  package init(
    workspace: Workspace, read: @escaping @Sendable (String) throws -> Data,
    scanned: [String: ImportScanner.Scan], defines: Set<String> = []
  ) {
    var package = workspace.combined
    if !defines.isEmpty {
      package = package.with(
        targets: package.targets.map {
          $0.with(buildConditions: $0.buildConditions.defining(defines))
        })
    }
    let checkedNames = Set(package.targets.map(\.name))
    let dependencyTargets = Self.dependencyTargets(of: workspace, besides: checkedNames)
    let resolution = ProductResolution(
      package.targets + dependencyTargets.values, checked: checkedNames, in: workspace)
    // What each target's build has made before it decides its `canImport` tests.
    let unconditional = TargetGraph(edges: resolution.unconditionalEdges)
    let sources = SourceScans(
      package, read: read, scanned: scanned,
      builtFor: Self.platforms(of: package.targets + dependencyTargets.values)
    ) { [package] target in
      Set(
        unconditional.closure(of: target).lazy.compactMap {
          package.target(named: $0) ?? dependencyTargets[$0]
        }.flatMap(\.moduleNames))
    }
    self.read = read
    scans = sources.scans
    self.package = package
    self.workspace = workspace
    imports = sources.imports
    importersOnFirstUse = OnFirstUse { [imports = sources.imports] in
      Self.importers(of: imports)
    }
    skipped = sources.skipped
    uncompiledImports = sources.uncompiled
    unreadConditions = sources.unreadConditions
    manifests = Self.manifests(of: workspace, read: read)
    self.dependencyTargets = dependencyTargets
    products = resolution.products
    unresolvedProducts = resolution.unresolved
    unreadTargetDependencies = Self.unreadDependencies(
      of: package.targets, known: { checkedNames.contains($0) || dependencyTargets[$0] != nil })
    graph = TargetGraph(edges: resolution.edges)
    let offered = Self.scanOffered(
      Set(package.targets.flatMap { resolution.products[$0.name] ?? [] }.flatMap(\.product.targets))
        .subtracting(checkedNames).sorted().compactMap { dependencyTargets[$0] },
      in: workspace, read: read)
    declarationFreeTargets = Self.declarationFree(package.targets, declaring: sources.declaring)
      .union(offered.declarationFree)
    dependencyReexports = offered.reexports
  }

  /// The platforms each module is built for, where every target that offers it names its
  /// platforms in every configuration (Xcode targets do; a package's build for any platform
  /// it supports does not): `canImport` of one fails on the others.
  private static func platforms(of targets: [Target]) -> [ModuleName: Set<String>] {
    var builtFor: [ModuleName: Set<String>] = [:]
    var anywhere: Set<ModuleName> = []
    for target in targets {
      let platforms = target.buildConditions.configurations.map(\.platforms)
      guard !platforms.contains(nil) else {
        anywhere.formUnion(target.moduleNames)
        continue
      }
      for module in target.moduleNames {
        builtFor[module, default: []].formUnion(platforms.compactMap(\.self).joined())
      }
    }
    return builtFor.filter { !anywhere.contains($0.key) }
  }

  /// Scans the targets of dependency packages that checked targets' products offer, for what
  /// the checks need of them: which re-export modules (`@_exported import`), and which declare
  /// nothing (aggregates such as swift-nio's `NIO`, whose dependents use what they re-export).
  private static func scanOffered(
    _ targets: [Target], in workspace: Workspace, read: @Sendable (String) throws -> Data
  ) -> (reexports: [TargetName: [ModuleName]], declarationFree: Set<TargetName>) {
    let files = targets.flatMap { target in
      target.swiftSourcePaths.map { path in
        (
          target: target,
          path: (workspace.package(identity: target.package)?.root ?? "") + "/" + path
        )
      }
    }
    var reexports: [TargetName: [ModuleName]] = [:]
    var declaring: Set<TargetName> = []
    for (file, scan) in zip(files, Self.scan(files.map(\.path), read: read)) {
      guard case .success(let scan) = scan else {
        declaring.insert(file.target.name)
        continue
      }
      reexports[file.target.name, default: []] += scan.imports.filter(\.isReexport).map(\.module)
      if scan.hasDeclarations || scan.isTruncated { declaring.insert(file.target.name) }
    }
    return (
      reexports.filter { !$0.value.isEmpty }, declarationFree(targets, declaring: declaring)
    )
  }

  /// The targets with Swift sources of which none declares anything.
  private static func declarationFree(_ targets: [Target], declaring: Set<TargetName>)
    -> Set<TargetName>
  {
    Set(targets.filter { !$0.swiftSourcePaths.isEmpty && !declaring.contains($0.name) }.map(\.name))
  }

  /// Why a source has no scan: it could not be read, or is over ``maximumSourceSize``.
  struct UnscannedSource: Error, Sendable {
    let reason: String
  }

  /// A file's scan, or why it has none.
  typealias FileScan = Result<ImportScanner.Scan, UnscannedSource>

  /// Scans files in chunks spread over the cores; results come back in the order given.
  static func scan(_ paths: [String], read: @Sendable (String) throws -> Data)
    -> [FileScan]
  {
    let chunkCount = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 4)
    guard chunkCount > 0 else { return [] }
    let chunks = concurrentMap(Array(0..<chunkCount)) { chunk in
      let range =
        (paths.count * chunk / chunkCount)..<(paths.count * (chunk + 1) / chunkCount)
      return paths[range].map { path -> FileScan in
        let data: Data
        do {
          data = try read(path)
        } catch {
          return .failure(
            UnscannedSource(reason: (error as? ReadFailure)?.reason ?? systemReason(error)))
        }
        guard data.count <= maximumSourceSize else {
          return .failure(
            UnscannedSource(
              reason: "it is \(data.count) bytes, over the limit of \(maximumSourceSize)"))
        }
        return .success(ImportScanner.scan(bytes: [UInt8](data)))
      }
    }
    return chunks.flatMap { $0 }
  }

  /// Loads a package through SwiftPM and scans its sources.
  ///
  /// - Parameters:
  ///   - packagePath: The package's root folder.
  ///   - manifestCache: Where dump-package's answer is kept between runs; `nil` for none.
  /// - Returns: The scanned package.
  /// - Throws: The errors of ``PackageLoader/load(packagePath:swift:manifestCache:)``.
  public static func load(packagePath: String, manifestCache: ManifestCache? = nil)
    throws(GraphError) -> PackageAnalysis
  {
    try load(packagePaths: [packagePath], manifestCache: manifestCache)
  }

  /// Loads packages to check together, reads the dependency packages on this machine, and
  /// scans the checked packages' sources.
  ///
  /// - Parameters:
  ///   - packagePaths: The packages' root folders.
  ///   - root: The folder reports are relative to; the packages' common folder when `nil`.
  ///   - scratchPath: The build folder that holds the dependencies' checkouts; each package's
  ///     `.build` when `nil`.
  ///   - manifestCache: Where dump-package's answer is kept between runs; `nil` for none.
  ///   - defines: Flags every target is checked as if built with (`-Xswiftc -DFLAG`).
  ///   - skippedFolders: The folders a search for the packages did not enter, to report.
  /// - Returns: The scanned workspace.
  /// - Throws: The errors of
  ///   ``Workspace/load(packagePaths:root:scratchPath:swift:manifestCache:skippedFolders:)``.
  public static func load(
    packagePaths: [String], root: String? = nil, scratchPath: String? = nil,
    manifestCache: ManifestCache? = nil, defines: Set<String> = [], skippedFolders: [String] = []
  ) throws(GraphError) -> PackageAnalysis {
    let early = packagePaths.map {
      EarlyScan(root: URL(fileURLWithPath: $0).standardizedFileURL.path, read: readFile)
    }
    let workspace = try Workspace.load(
      packagePaths: packagePaths, root: root, scratchPath: scratchPath,
      manifestCache: manifestCache, skippedFolders: skippedFolders)
    // The first package's scans are taken as they are, not hashed again into a new map.
    let scanned = early.dropFirst().reduce(into: early.first?.results() ?? [:]) {
      $0.merge($1.results()) { first, _ in first }
    }
    return PackageAnalysis(
      workspace: workspace, read: readFile, scanned: scanned, defines: defines)
  }

  /// Loads an Xcode project with the local packages it references, checked together, and
  /// reads their dependency packages: `depgraph --project`. An `.xcworkspace` stands for the
  /// projects and packages it lists, and the local packages of each of those projects.
  ///
  /// - Parameters:
  ///   - path: The `.xcodeproj` or `.xcworkspace` folder; reports are relative to the folder
  ///     that holds it.
  ///   - scratchPath: The build folder that holds the dependencies' checkouts.
  ///   - manifestCache: Where dump-package's answer is kept between runs; `nil` for none.
  ///   - defines: Flags every target is checked as if built with.
  /// - Returns: The scanned project and packages.
  /// - Throws: The errors of ``SwiftPackage/init(xcodeProject:)`` and of
  ///   ``load(packagePaths:root:scratchPath:manifestCache:defines:skippedFolders:)``.
  public static func load(
    xcodeProject path: String, scratchPath: String? = nil, manifestCache: ManifestCache? = nil,
    defines: Set<String> = []
  ) throws(GraphError) -> PackageAnalysis {
    let root = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return try load(
      packagePaths: [path], root: root, scratchPath: scratchPath, manifestCache: manifestCache,
      defines: defines)
  }

  /// Reads a source file. Only a regular file (or a link to one) is read: a FIFO or a device
  /// named `.swift` would block the read or never end. A failure is a ``ReadFailure`` whose
  /// reason completes "Could not scan FILE: ".
  @usableFromInline package static let readFile: @Sendable (String) throws -> Data = { path in
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw ReadFailure(reason: String(cString: strerror(errno)))
    }
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG else {
      let kinds = [S_IFDIR: "a folder", S_IFIFO: "a FIFO", S_IFSOCK: "a socket"]
      throw ReadFailure(
        reason: "it is \(kinds[type] ?? "a device"), not a regular file")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ReadFailure(reason: systemReason(error))
    }
  }
}
