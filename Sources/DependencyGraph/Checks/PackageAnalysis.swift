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
    /// The declaration.
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

  /// The package.
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

  /// Scans the sources of every target of a package.
  ///
  /// - Parameters:
  ///   - package: The package to scan.
  ///   - read: Reads a file given its absolute path; reads the disk by default.
  /// - Complexity: O(*n*) in the total size of the sources.
  public init(
    package: SwiftPackage,
    read: (String) throws -> Data = { try Data(contentsOf: URL(fileURLWithPath: $0)) }
  ) {
    var imports: [String: [SourceImport]] = [:]
    var skipped: [SkippedSource] = []
    var declarationFree: Set<String> = []
    for target in package.targets {
      var found: [SourceImport] = []
      var declares = false
      let files = target.swiftSourcePaths
      for file in files {
        let data: Data
        do {
          data = try read(package.root + "/" + file)
        } catch {
          skipped.append(SkippedSource(target: target.name, file: file, reason: "\(error)"))
          continue
        }
        guard data.count <= Self.maximumSourceSize else {
          skipped.append(
            SkippedSource(
              target: target.name, file: file,
              reason: "it is \(data.count) bytes, over the limit of \(Self.maximumSourceSize)"))
          continue
        }
        let scan = ImportScanner.scan(bytes: [UInt8](data))
        if scan.isTruncated {
          skipped.append(
            SkippedSource(
              target: target.name, file: file,
              reason: "string interpolations nest deeper than "
                + "\(ImportScanner.maximumInterpolationDepth); the rest of the file was skipped"))
        }
        found += scan.imports.map { SourceImport(file: file, declaration: $0) }
        declares = declares || scan.hasDeclarations || scan.isTruncated
      }
      imports[target.name] = found
      if !files.isEmpty && !declares && !skipped.contains(where: { $0.target == target.name }) {
        declarationFree.insert(target.name)
      }
    }
    self.package = package
    self.graph = TargetGraph(package)
    self.imports = imports
    self.skipped = skipped
    self.declarationFreeTargets = declarationFree
    self.manifest = (try? read(package.root + "/Package.swift")).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Loads a package through SwiftPM and scans its sources.
  ///
  /// - Parameter packagePath: The package's root folder.
  /// - Returns: The scanned package.
  /// - Throws: The errors of ``PackageLoader/load(packagePath:swift:)``.
  public static func load(packagePath: String) throws(GraphError) -> PackageAnalysis {
    PackageAnalysis(package: try PackageLoader.load(packagePath: packagePath))
  }
}
