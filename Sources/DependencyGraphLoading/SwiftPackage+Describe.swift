public import DependencyGraphModel
import DependencyGraphSupport
public import Foundation

extension SwiftPackage {
  /// Reads the output of `swift package describe --type json`.
  ///
  /// - Parameters:
  ///   - describeJSON: The JSON document.
  ///   - root: The package root to use; the document's own `path` when `nil`.
  ///   - source: Where the document came from, for error messages.
  /// - Throws: ``InputError/malformedJSON(source:reason:)`` when the document is not a
  ///   package description.
  public init(describeJSON: Data, root: String? = nil, source: String = "describe JSON")
    throws(GraphError)
  {
    let document: DescribeDocument
    do {
      document = try JSONDecoder().decode(DescribeDocument.self, from: describeJSON)
    } catch {
      throw .input(.malformedJSON(source: source, reason: decodingReason(error)))
    }
    try rejectDuplicateNames(document.targets.map(\.name), source: source)
    let targets = document.targets.map { target in
      Target(
        name: TargetName(target.name),
        c99name: target.c99name.map(ModuleName.init),
        kind: Target.Kind(manifestType: target.type ?? ""),
        path: target.path ?? "",
        sources: target.sources ?? [],
        targetDependencies: (target.targetDependencies ?? []).map(TargetName.init),
        productDependencies: (target.productDependencies ?? []).map(ProductName.init)
      )
    }
    let known = Set(targets.map(\.name))
    let products = (document.products ?? []).map {
      Product(name: ProductName($0.name), targets: $0.targets.map(TargetName.init))
    }
    for product in products {
      if let missing = product.targets.first(where: { !known.contains($0) }) {
        throw .input(
          .malformedJSON(
            source: source,
            reason: "product '\(product.name)' names target '\(missing)', which the package does "
              + "not have"))
      }
    }
    let dependencies = (document.dependencies ?? []).compactMap { dependency in
      let source: PackageDependency.Source? =
        switch dependency.type {
        case "fileSystem": dependency.path.map { .local(path: $0) }
        case "sourceControl": dependency.url.map { .remote(url: $0) }
        case "registry": .registry(id: dependency.identity)
        default: nil
        }
      return source.map {
        PackageDependency(identity: PackageIdentity(dependency.identity), source: $0)
      }
    }
    let root = root ?? document.path ?? "."
    self.init(
      name: document.name, root: root, targets: targets, products: products,
      dependencies: dependencies,
      manifestName: ManifestChoice.evaluated(in: root, toolsVersion: document.toolsVersion))
  }
}

private struct DescribeDocument: Decodable {
  let name: String
  let path: String?
  /// The tools version of the manifest SwiftPM evaluated: `6.0`.
  let toolsVersion: String?
  let targets: [DescribeTarget]
  let products: [DescribeProduct]?
  let dependencies: [DescribeDependency]?

  enum CodingKeys: String, CodingKey {
    case name, path, targets, products, dependencies
    case toolsVersion = "tools_version"
  }
}

private struct DescribeProduct: Decodable {
  let name: String
  let targets: [String]
}

private struct DescribeDependency: Decodable {
  let identity: String
  let type: String
  let path: String?
  let url: String?
}

private struct DescribeTarget: Decodable {
  let name: String
  let c99name: String?
  let type: String?
  let path: String?
  let sources: [String]?
  let targetDependencies: [String]?
  let productDependencies: [String]?

  enum CodingKeys: String, CodingKey {
    case name, c99name, type, path, sources
    case targetDependencies = "target_dependencies"
    case productDependencies = "product_dependencies"
  }
}

/// Throws when two targets share a name, which SwiftPM never writes but a hand-made file may.
func rejectDuplicateNames(_ names: [String], source: String) throws(GraphError) {
  var seen: Set<String> = []
  for name in names where !seen.insert(name).inserted {
    throw .input(.malformedJSON(source: source, reason: "two targets are named '\(name)'"))
  }
}
