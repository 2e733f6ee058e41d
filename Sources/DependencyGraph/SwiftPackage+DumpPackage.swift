public import Foundation

extension SwiftPackage {
  /// Reads the output of `swift package dump-package`, which SwiftPM still prints for a manifest
  /// whose targets form a cycle, and finds each target's sources on disk.
  ///
  /// - Parameters:
  ///   - dumpPackageJSON: The JSON document.
  ///   - root: The package root, where target folders are looked up.
  ///   - source: Where the document came from, for error messages.
  /// - Throws: ``GraphError/malformedJSON(source:reason:)`` when the document is not a manifest.
  public init(dumpPackageJSON: Data, root: String, source: String = "dump-package JSON")
    throws(GraphError)
  {
    let manifest: DumpManifest
    do {
      manifest = try JSONDecoder().decode(DumpManifest.self, from: dumpPackageJSON)
    } catch {
      throw .malformedJSON(source: source, reason: decodingReason(error))
    }
    let names = Set(manifest.targets.map(\.name))
    try rejectDuplicateNames(manifest.targets.map(\.name), source: source)
    let targets = manifest.targets.map { target in
      var targetDependencies: [String] = []
      var productDependencies: [String] = []
      for dependency in target.dependencies ?? [] {
        switch dependency {
        case .target(let name): targetDependencies.append(name)
        case .product(let name): productDependencies.append(name)
        case .byName(let name):
          if names.contains(name) {
            targetDependencies.append(name)
          } else {
            productDependencies.append(name)
          }
        }
      }
      let kind = Target.Kind(rawValue: target.type) ?? .other
      let path = target.path ?? Self.defaultPath(of: target.name, kind: kind, root: root)
      return Target(
        name: target.name,
        kind: kind,
        path: path,
        sources: Self.swiftSources(in: root + "/" + path, excluding: target.exclude ?? []),
        targetDependencies: targetDependencies,
        productDependencies: productDependencies
      )
    }
    self.init(name: manifest.name, root: root, targets: targets)
  }

  /// The folder SwiftPM looks in for a target that names no `path`.
  private static func defaultPath(of name: String, kind: Target.Kind, root: String) -> String {
    let parents = kind == .test ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
    let fileManager = FileManager.default
    for parent in parents where fileManager.fileExists(atPath: root + "/" + parent + "/" + name) {
      return parent + "/" + name
    }
    return parents[0] + "/" + name
  }

  /// Every `.swift` file under `folder`, relative to it, sorted, without excluded paths.
  private static func swiftSources(in folder: String, excluding excluded: [String]) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var sources: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) {
        continue
      }
      if relative.hasSuffix(".swift") { sources.append(relative) }
    }
    return sources.sorted()
  }
}

private struct DumpManifest: Decodable {
  let name: String
  let targets: [DumpTarget]
}

private struct DumpTarget: Decodable {
  let name: String
  let type: String
  let path: String?
  let exclude: [String]?
  let dependencies: [DumpDependency]?
}

/// One entry of a target's `dependencies` in `dump-package`, such as `{"byName": ["A", null]}`.
private enum DumpDependency: Decodable {
  case byName(String)
  case target(String)
  case product(String)

  private enum CodingKeys: String, CodingKey {
    case byName, target, product
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func firstName(_ key: CodingKeys) throws -> String? {
      guard container.contains(key) else { return nil }
      var values = try container.nestedUnkeyedContainer(forKey: key)
      return try values.decode(String.self)
    }
    if let name = try firstName(.byName) {
      self = .byName(name)
    } else if let name = try firstName(.target) {
      self = .target(name)
    } else if let name = try firstName(.product) {
      self = .product(name)
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown kind of dependency"))
    }
  }
}
