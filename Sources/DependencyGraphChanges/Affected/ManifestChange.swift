public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

/// How a package's evaluated manifest differs between a change's base and its head, as
/// `swift package dump-package` gives each: what reaches a build is compared target by target,
/// so an edit reaches the targets it applies to and an edit that changes nothing SwiftPM reads
/// (a comment, formatting) reaches none.
///
/// - A target is reached when it is new or its description differs: sources, exclusions,
///   resources and their rules, settings (defines, unsafe flags, linker settings), its kind
///   and its dependencies; and when it uses a product of a package dependency whose
///   declaration (location, requirement) differs.
/// - A product whose description differs (its type or linkage, its targets) or that is new or
///   gone reaches its targets and every target that names it.
/// - Anything else of the package (tools version, platforms, language modes, traits, the
///   package's name) reaches every target of the package.
public struct ManifestChange: Hashable, Sendable {
  /// The package's targets whose description differs, by name.
  public var targets: Set<String> = []
  /// The products whose description differs, or that one side alone declares, by name.
  public var products: Set<ProductName> = []
  /// Why every target of the package is reached, or `nil` when only ``targets`` and
  /// ``products`` are: a package-wide setting differs, or one side's manifest cannot be
  /// evaluated.
  public var everyTarget: String?

  public init(
    targets: Set<String> = [], products: Set<ProductName> = [], everyTarget: String? = nil
  ) {
    self.targets = targets
    self.products = products
    self.everyTarget = everyTarget
  }

  /// Compares two answers of dump-package.
  ///
  /// - Parameters:
  ///   - base: The base's manifest, evaluated in a copy of the repository.
  ///   - baseTree: Where that copy was.
  ///   - head: The head's manifest, evaluated in the repository.
  ///   - repository: The repository's top folder.
  init(base: JSONValue, baseTree: String, head: JSONValue, repository: String) {
    // Paths in the answer (local dependencies, the package's kind) name where each side
    // was evaluated: the base's are read as the head's.
    let base = base.replacingPrefix(baseTree, with: repository)
    guard case .object(let old) = base, case .object(let new) = head else {
      self.init(everyTarget: "dump-package gave no object")
      return
    }
    let itemized: Set<String> = ["targets", "products", "dependencies"]
    let wide = Set(old.keys).union(new.keys).subtracting(itemized).sorted()
      .filter { old[$0] != new[$0] }
    if !wide.isEmpty {
      self.init(everyTarget: "its manifest changes \(wide.joined(separator: ", "))")
      return
    }
    let (oldTargets, newTargets) = (old.named("targets"), new.named("targets"))
    let (oldProducts, newProducts) = (old.named("products"), new.named("products"))
    var targets = Set(newTargets.keys.filter { oldTargets[$0] != newTargets[$0] })
    let products = Set(
      Set(oldProducts.keys).union(newProducts.keys)
        .filter { oldProducts[$0] != newProducts[$0] }.map(ProductName.init))
    // A dependency declared differently reaches the targets that may use its products.
    let (oldDependencies, newDependencies) = (old.dependencies, new.dependencies)
    let redeclared = Set(oldDependencies.keys).union(newDependencies.keys)
      .filter { oldDependencies[$0] != newDependencies[$0] }
    if !redeclared.isEmpty {
      let names = Set(newTargets.keys)
      for (name, target) in newTargets
      where target.productPackages(besides: names).contains(where: { package in
        package.map { redeclared.contains($0.lowercased()) } ?? true
      }) {
        targets.insert(name)
      }
    }
    self.init(targets: targets, products: products)
  }

  /// Every target, for `reason`.
  static func everyTarget(_ reason: String) -> ManifestChange {
    ManifestChange(everyTarget: reason)
  }
}

extension [String: JSONValue] {
  /// The members of the array `key` that are objects with a `name`, by name.
  fileprivate func named(_ key: String) -> [String: JSONValue] {
    guard case .array(let items)? = self[key] else { return [:] }
    var named: [String: JSONValue] = [:]
    for item in items {
      if case .object(let fields) = item, case .string(let name)? = fields["name"] {
        named[name] = item
      }
    }
    return named
  }

  /// Each package dependency's declaration, by its identity (and by the name a
  /// `.product(name:package:)` may use instead, when it declares one).
  fileprivate var dependencies: [String: JSONValue] {
    guard case .array(let items)? = self["dependencies"] else { return [:] }
    var declared: [String: JSONValue] = [:]
    for item in items {
      // `{"sourceControl": [{...}]}`, `{"fileSystem": [{...}]}`, `{"registry": [{...}]}`.
      guard case .object(let kinds) = item, let kind = kinds.values.first,
        case .array(let details) = kind, case .object(let fields)? = details.first
      else { continue }
      for key in ["identity", "nameForTargetDependencyResolutionOnly", "name"] {
        if case .string(let name)? = fields[key] { declared[name.lowercased()] = item }
      }
    }
    return declared
  }
}

extension JSONValue {
  /// The packages this target's product dependencies name: a package name or identity, or
  /// `nil` for a `byName` dependency on something other than a target of `targets`, which
  /// may be a product of any package.
  fileprivate func productPackages(besides targets: Set<String>) -> [String?] {
    guard case .object(let fields) = self, case .array(let dependencies)? = fields["dependencies"]
    else { return [] }
    var packages: [String?] = []
    for case .object(let dependency) in dependencies {
      if case .array(let product)? = dependency["product"] {
        if product.count > 1, case .string(let package) = product[1] {
          packages.append(package)
        } else {
          packages.append(nil)
        }
      } else if case .array(let byName)? = dependency["byName"],
        case .string(let name)? =
          byName.first, !targets.contains(name)
      {
        packages.append(nil)
      }
    }
    return packages
  }

  /// The value with every string that starts with `prefix` (a folder) starting with
  /// `replacement` instead.
  func replacingPrefix(_ prefix: String, with replacement: String) -> JSONValue {
    switch self {
    case .string(let string) where string == prefix || string.hasPrefix(prefix + "/"):
      return .string(replacement + string.dropFirst(prefix.count))
    case .array(let items):
      return .array(items.map { $0.replacingPrefix(prefix, with: replacement) })
    case .object(let fields):
      return .object(fields.mapValues { $0.replacingPrefix(prefix, with: replacement) })
    default:
      return self
    }
  }
}
