public import DependencyGraphModel
import DependencyGraphSupport
public import Foundation

extension SwiftPackage {
  /// Reads the output of `swift package dump-package`, which SwiftPM still prints for a manifest
  /// whose targets form a cycle, and lays out each target's sources on disk as SwiftPM does.
  ///
  /// The layout honours `path:`, `sources:`, `exclude:` and `resources:`, skips hidden files and
  /// the folders SwiftPM treats as one resource (`.docc`, `.playground`, `.xcassets`, ...), and
  /// looks for tests under `Tests/` and plugins under `Plugins/`. Snippets are not in a
  /// manifest, so this path has none.
  ///
  /// - Parameters:
  ///   - dumpPackageJSON: The document.
  ///   - root: The package root, where target folders are looked up.
  ///   - source: Where the document came from, for error messages.
  /// - Throws: ``InputError/malformedJSON(source:reason:)`` when the document is not a manifest.
  public init(dumpPackageJSON: Data, root: String, source: String = "dump-package JSON")
    throws(GraphError)
  {
    self.init(manifest: try Manifest(json: dumpPackageJSON, source: source), root: root)
  }

  init(manifest: Manifest, root: String) {
    let names = Set(manifest.targets.map(\.name))
    let targets = manifest.targets.map { target in
      var targetDependencies: [TargetName] = []
      var productDependencies: [ProductName] = []
      for dependency in target.dependencies ?? [] {
        switch dependency.kind {
        case .target: targetDependencies.append(TargetName(dependency.name))
        case .product: productDependencies.append(ProductName(dependency.name))
        case .byName:
          if names.contains(dependency.name) {
            targetDependencies.append(TargetName(dependency.name))
          } else {
            productDependencies.append(ProductName(dependency.name))
          }
        }
      }
      let kind = Target.Kind(manifestType: target.type)
      let path = target.path ?? SourceLayout.defaultPath(of: target.name, kind: kind, root: root)
      let sources =
        kind == .systemLibrary || kind == .binary
        ? [] : SourceLayout(target: target, folder: root + "/" + path).sources()
      return Target(
        name: TargetName(target.name),
        kind: kind,
        path: path,
        sources: sources,
        targetDependencies: targetDependencies,
        productDependencies: productDependencies,
        dependencyConditions: manifest.conditions(of: target),
        buildConditions: manifest.buildConditions(of: target),
        moduleAliases: manifest.moduleAliases(of: target)
      )
    }
    self.init(name: manifest.name, root: root, targets: targets)
  }
}

/// Where SwiftPM finds a target's source files, for the one path where SwiftPM cannot say.
package struct SourceLayout {
  /// Folders with these extensions are one resource to SwiftPM, never a folder of sources.
  static let opaqueFolderExtensions: Set<String> = [
    "docc", "playground", "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel",
    "xcstrings", "lproj", "bundle", "framework", "xcframework", "xcodeproj", "xcworkspace",
    "rcproject", "scnassets", "mlpackage", "mlmodelc", "storyboardc", "nib",
  ]

  /// The file extensions SwiftPM compiles; everything else is a resource or ignored.
  static let sourceExtensions: Set<String> = [
    "swift", "c", "m", "mm", "cc", "cpp", "cxx", "c++", "s", "S",
  ]

  let target: Manifest.Target
  let folder: String

  /// Whether a folder of this name is one resource to SwiftPM (`Guide.docc`), not sources.
  package static func isOpaqueFolder(_ name: String) -> Bool {
    opaqueFolderExtensions.contains(fileExtension(name))
  }

  /// The folder SwiftPM looks in for a target that names no `path`.
  static func defaultPath(of name: String, kind: Target.Kind, root: String) -> String {
    let parents =
      switch kind {
      case .test: ["Tests", "Sources", "Source", "src", "srcs"]
      case .plugin: ["Plugins"]
      default: ["Sources", "Source", "src", "srcs"]
      }
    let fileManager = FileManager.default
    for parent in parents where fileManager.fileExists(atPath: root + "/" + parent + "/" + name) {
      return parent + "/" + name
    }
    return parents[0] + "/" + name
  }

  /// The target's source files relative to its folder, sorted.
  func sources() -> [String] {
    let excluded = (target.exclude ?? []) + (target.resources ?? []).map(\.path)
    let roots = target.sources ?? [""]
    var found: Set<String> = []
    for start in roots {
      for file in files(under: normalized(start)) where !isExcluded(file, by: excluded) {
        found.insert(file)
      }
    }
    return found.sorted()
  }

  /// The source files at or under `relative` (a file, or a folder walked depth first).
  private func files(under relative: String) -> [String] {
    let fileManager = FileManager.default
    var isFolder: ObjCBool = false
    let absolute = relative.isEmpty ? folder : folder + "/" + relative
    guard fileManager.fileExists(atPath: absolute, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else {
      return isSource(relative) && !isHidden(relative) ? [relative] : []
    }
    var result: [String] = []
    var pending = [relative]
    while let current = pending.popLast() {
      let path = current.isEmpty ? folder : folder + "/" + current
      guard let names = try? fileManager.contentsOfDirectory(atPath: path) else { continue }
      for name in names where !name.hasPrefix(".") {
        let child = current.isEmpty ? name : current + "/" + name
        var childIsFolder: ObjCBool = false
        _ = fileManager.fileExists(atPath: folder + "/" + child, isDirectory: &childIsFolder)
        if childIsFolder.boolValue {
          if !Self.isOpaqueFolder(name) { pending.append(child) }
        } else if isSource(name) {
          result.append(child)
        }
      }
    }
    return result
  }

  private func isSource(_ name: String) -> Bool {
    Self.sourceExtensions.contains(Self.fileExtension(name))
  }

  private func isHidden(_ relative: String) -> Bool {
    relative.split(separator: "/").contains { $0.hasPrefix(".") }
  }

  private func isExcluded(_ file: String, by excluded: [String]) -> Bool {
    excluded.map(normalized).contains { file == $0 || file.hasPrefix($0 + "/") }
  }

  /// `./A/b/` and `A/b` name the same path.
  private func normalized(_ path: String) -> String {
    path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
  }

  private static func fileExtension(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }
}
