public import Foundation

/// A package with the imports of every target's sources: what the checks run on.
///
/// ```swift
/// let analysis = try PackageAnalysis.load(packagePath: ".")
/// let report = analysis.check(rules: nil, strict: true)
/// #expect(report.violations.isEmpty)
/// #expect(analysis.graph.path(from: "Core", to: "App") == nil)
/// ```
public struct PackageAnalysis: Sendable {
  /// The largest source file the scanner reads; a larger one is reported and skipped.
  public static let maximumSourceSize = 8 * 1024 * 1024

  /// One import of one source file.
  public struct SourceImport: Hashable, Sendable {
    /// The file, relative to the package root.
    public let file: String
    public let declaration: ImportDeclaration

    /// The import's place in the sources.
    public var location: Violation.Location {
      Violation.Location(file: file, line: declaration.line, column: declaration.column)
    }
  }

  /// A source file that was skipped or scanned only in part, and why.
  public struct SkippedSource: Hashable, Sendable {
    /// The target the file belongs to.
    public let target: String
    /// The file, relative to the package root.
    public let file: String
    /// Why it was skipped.
    public let reason: String
  }

  public let package: SwiftPackage
  /// The declared graph of its targets.
  public let graph: TargetGraph
  /// Every import of each target's sources, by target name, in file and line order.
  public let imports: [String: [SourceImport]]
  /// The files that could not be read or were cut short.
  public let skipped: [SkippedSource]
  /// The targets whose Swift sources declare nothing (only imports and comments): aggregates
  /// that gather other modules, and marker modules whose presence is the point.
  public let declarationFreeTargets: Set<String>
  /// The text of `Package.swift`, where findings about the manifest point; `nil` when it
  /// could not be read.
  public let manifest: String?
  /// How the sources were read, for readers that come back to them (``bridge(from:to:protocolName:)``).
  let read: @Sendable (String) throws -> Data

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
    self.init(package: package, read: read, scanned: [:])
  }

  /// Scans the sources of every target, taking the files of `scanned` as already scanned.
  init(
    package: SwiftPackage, read: @escaping @Sendable (String) throws -> Data,
    scanned: [String: ImportScanner.Scan]
  ) {
    let files = package.targets.flatMap { target in
      target.swiftSourcePaths.map { (target: target.name, file: $0) }
    }
    let paths = files.map { package.root + "/" + $0.file }
    let missing = paths.filter { scanned[$0] == nil }
    // The fresh scans come back in the order of `missing`, which is the order of `paths`.
    var fresh = Self.scan(missing, read: read)[...]
    let scans = paths.map { path in
      scanned[path].map(FileScan.success) ?? fresh.removeFirst()
    }
    var imports: [String: [SourceImport]] = [:]
    var skipped: [SkippedSource] = []
    var declaring: Set<String> = []
    for target in package.targets { imports[target.name] = [] }
    for ((target, file), scan) in zip(files, scans) {
      switch scan {
      case .failure(let reason):
        skipped.append(SkippedSource(target: target, file: file, reason: reason))
        // An unread file may declare anything.
        declaring.insert(target)
      case .success(let scan):
        if scan.isTruncated {
          skipped.append(
            SkippedSource(
              target: target, file: file,
              reason: "string interpolations nest deeper than "
                + "\(ImportScanner.maximumInterpolationDepth); the rest of the file was skipped"))
        }
        imports[target, default: []] += scan.imports.map {
          SourceImport(file: file, declaration: $0)
        }
        if scan.hasDeclarations || scan.isTruncated { declaring.insert(target) }
      }
    }
    self.read = read
    self.package = package
    self.graph = TargetGraph(package)
    self.imports = imports
    self.skipped = skipped
    self.declarationFreeTargets = Set(
      package.targets.filter { !$0.swiftSourcePaths.isEmpty && !declaring.contains($0.name) }
        .map(\.name))
    self.manifest = (try? read(package.root + "/Package.swift")).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// A file's scan, or why it has none.
  enum FileScan: Sendable {
    case success(ImportScanner.Scan)
    case failure(String)
  }

  /// Scans files in chunks spread over the cores; results come back in the order given.
  static func scan(_ paths: [String], read: @Sendable (String) throws -> Data)
    -> [FileScan]
  {
    let chunkCount = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 4)
    guard chunkCount > 0 else { return [] }
    let results = Locked([[FileScan]](repeating: [], count: chunkCount))
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let range =
        (paths.count * chunk / chunkCount)..<(paths.count * (chunk + 1) / chunkCount)
      let scans = paths[range].map { path -> FileScan in
        let data: Data
        do {
          data = try read(path)
        } catch {
          return .failure("\(error)")
        }
        guard data.count <= maximumSourceSize else {
          return .failure(
            "it is \(data.count) bytes, over the limit of \(maximumSourceSize)")
        }
        return .success(ImportScanner.scan(bytes: [UInt8](data)))
      }
      results.withLock { $0[chunk] = scans }
    }
    return results.withLock { $0.flatMap { $0 } }
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
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
    let early = EarlyScan(root: root, read: readFile)
    let package = try PackageLoader.load(packagePath: packagePath, manifestCache: manifestCache)
    return PackageAnalysis(package: package, read: readFile, scanned: early.results())
  }

  @usableFromInline static let readFile: @Sendable (String) throws -> Data = {
    try Data(contentsOf: URL(fileURLWithPath: $0))
  }
}
