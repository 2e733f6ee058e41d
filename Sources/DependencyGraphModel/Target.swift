import DependencyGraphSupport

/// One target of a package: its name, kind, sources, the modules it provides and its declared
/// dependencies.
public struct Target: Hashable, Sendable {
  /// What a target builds, with SwiftPM's own names as raw values (`describe` spells them this
  /// way; `dump-package`'s spellings are mapped by ``init(manifestType:)``).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A library module (`regular` in the manifest).
    case library
    case executable
    case test
    case plugin
    case macro
    /// A snippet from the package's `Snippets` folder.
    case snippet
    /// A system library: a module map over headers installed on the machine.
    case systemLibrary = "system-target"
    /// A prebuilt binary framework.
    case binary
    /// An Xcode app target.
    case application
    /// An Xcode app, widget, share or other extension.
    case appExtension = "app-extension"
    /// An Xcode watchOS app.
    case watchApp = "watch-app"
    /// An Xcode framework target.
    case framework
    /// An Xcode static library target.
    case staticLibrary = "static-library"
    /// An Xcode dynamic library target.
    case dynamicLibrary = "dynamic-library"
    /// An Xcode UI test bundle; unit test bundles are ``test``.
    case uiTest = "ui-test"
    /// An Xcode bundle target (resources, plug-ins).
    case bundle
    /// A kind this version does not know.
    case other

    /// Whether a target of this kind holds tests.
    public var isTest: Bool { self == .test || self == .uiTest }

    /// Whether a target of this kind is a product that runs on its own (an app, an extension,
    /// a watch app), which no other target can link: only a unit test it hosts may import an
    /// app.
    public var isApp: Bool { self == .application || self == .appExtension || self == .watchApp }

    /// The kind for a `type` as `describe` or `dump-package` writes it.
    public init(manifestType: String) {
      switch manifestType {
      case "regular": self = .library
      case "system": self = .systemLibrary
      default: self = Kind(rawValue: manifestType) ?? .other
      }
    }
  }

  /// The target's name in the manifest, for example `my-lib`.
  public let name: TargetName

  /// The name the target is imported by when it has no module map, for example `my_lib`.
  public let c99name: ModuleName

  /// What the target builds.
  public let kind: Kind

  /// The target's folder, relative to the package root.
  public let path: String

  /// The target's source files, relative to ``path``, sorted; C targets list C files too.
  public let sources: [String]

  /// What else the target's build reads, files or folders relative to the package root,
  /// sorted: an Xcode target's resources, headers, configuration files, Info.plist,
  /// entitlements and synchronized folders. Empty for a SwiftPM target, whose folder holds
  /// all of them.
  public let inputFiles: [String]

  /// Files or folders below the folders of ``inputFiles`` that the target leaves out (an
  /// Xcode target's exceptions in its synchronized folders), sorted.
  public let excludedInputs: [String]

  /// The names an `import` can use to reach this target: ``c99name`` for a Swift target, the
  /// top-level modules of its `module.modulemap` for a C or system-library target that has
  /// one. Sorted, never empty.
  public let moduleNames: [ModuleName]

  /// The targets of the same package that this target declares as dependencies, sorted.
  public let targetDependencies: [TargetName]

  /// The products of other packages that this target declares as dependencies, sorted.
  public let productDependencies: [ProductName]

  /// The conditions of conditional dependencies, by dependency name; unconditional
  /// dependencies have no entry.
  public let dependencyConditions: [String: DependencyCondition]

  /// The identity of the package that declares the target; empty when it is not known.
  public let package: PackageIdentity

  /// The targets it needs to run without linking them, sorted: an Xcode app's extensions and
  /// watch app, the app a UI test drives or a unit test is hosted in. A change to one can
  /// break it, though it imports nothing of theirs.
  public let runtimeDependencies: [TargetName]

  /// The flags each configuration of the target's build defines, against which the `#if`
  /// conditions around its imports are evaluated.
  public let buildConditions: BuildConditions

  /// Whether the target can only be linked, never imported: a C target without a
  /// public-headers folder, for which SwiftPM makes no module map (one that overrides a symbol,
  /// or holds code that other C code calls). A dependency on it is never unused.
  public let isLinkOnly: Bool

  /// The module each name that its imports may use stands for, where an alias renames it:
  /// `["GameUtils": "Utils"]` when it depends on a product with `moduleAliases: ["Utils":
  /// "GameUtils"]`, or builds with `-module-alias GameUtils=Utils`. Empty for most targets.
  public let moduleAliases: [ModuleName: ModuleName]

  /// The products of other projects' targets it links by file name from the build folder
  /// (`GRDB` for `GRDB.framework`), which Xcode builds first as implicit dependencies: an
  /// Xcode target's only. Each is an edge to the checked target whose module has that name.
  public let linkedProducts: [ModuleName]

  /// The products an Xcode target names without their package (an
  /// `XCSwiftPackageProductDependency` with no `package`), which Xcode looks up in every
  /// package of the workspace, local ones too; a subset of ``productDependencies``.
  package let unplacedProducts: [ProductName]

  /// The folder of a C-family target's public headers, relative to the target's folder, when
  /// its module map exports what they import (`export *`, as the map SwiftPM generates for
  /// them does): an importer of the target can use the modules its public headers import.
  /// `nil` for other targets.
  package let exportedHeaders: String?

  /// Creates a target from its parts. Without a `c99name`, it is derived from `name`; without
  /// `moduleNames`, the target is imported by its C99 name.
  public init(
    name: TargetName,
    c99name: ModuleName? = nil,
    kind: Kind = .library,
    path: String,
    sources: [String] = [],
    inputFiles: [String] = [],
    excludedInputs: [String] = [],
    moduleNames: [ModuleName] = [],
    targetDependencies: [TargetName] = [],
    productDependencies: [ProductName] = [],
    dependencyConditions: [String: DependencyCondition] = [:],
    package: PackageIdentity = "",
    runtimeDependencies: [TargetName] = [],
    buildConditions: BuildConditions = .unknown,
    isLinkOnly: Bool = false,
    moduleAliases: [ModuleName: ModuleName] = [:],
    linkedProducts: [ModuleName] = [],
    unplacedProducts: [ProductName] = [],
    exportedHeaders: String? = nil
  ) {
    self.name = name
    let c99name = c99name ?? Target.c99name(of: name.rawValue)
    self.c99name = c99name
    self.kind = kind
    self.path = path
    self.sources = sources.sorted()
    self.inputFiles = Array(Set(inputFiles)).sorted()
    self.excludedInputs = Array(Set(excludedInputs)).sorted()
    self.moduleNames = moduleNames.isEmpty ? [c99name] : Array(Set(moduleNames)).sorted()
    self.targetDependencies = Array(Set(targetDependencies)).sorted()
    self.productDependencies = Array(Set(productDependencies)).sorted()
    self.dependencyConditions = dependencyConditions
    self.package = package
    self.runtimeDependencies = Array(Set(runtimeDependencies)).sorted()
    self.buildConditions = buildConditions
    self.isLinkOnly = isLinkOnly
    self.moduleAliases = moduleAliases
    self.linkedProducts = linkedProducts
    self.unplacedProducts = unplacedProducts
    self.exportedHeaders = exportedHeaders
  }

  /// The same target, declared by another package and with its folder under `prefix`.
  ///
  /// Paths stay normalized: an Xcode target's file outside its project's folder
  /// (`../../libraries/Kit/Sources/A.swift`) is a path from the new root, not
  /// `apps/ios/../../libraries/...`; such a target's sources are then given from the root.
  package func `in`(package: PackageIdentity, under prefix: String = "") -> Target {
    let folder =
      prefix.isEmpty ? path : (path.isEmpty || path == "." ? prefix : prefix + "/" + path)
    let escapes = !prefix.isEmpty && sources.contains { $0 == ".." || $0.hasPrefix("../") }
    func joined(_ path: String) -> String { joinedPath(prefix, path) }
    return Target(
      name: name, c99name: c99name, kind: kind,
      path: escapes ? "" : folder,
      sources: escapes ? sources.map { joinedPath(folder, $0) } : sources,
      inputFiles: prefix.isEmpty ? inputFiles : inputFiles.map(joined),
      excludedInputs: prefix.isEmpty ? excludedInputs : excludedInputs.map(joined),
      moduleNames: moduleNames,
      targetDependencies: targetDependencies,
      productDependencies: productDependencies, dependencyConditions: dependencyConditions,
      package: package, runtimeDependencies: runtimeDependencies,
      buildConditions: buildConditions, isLinkOnly: isLinkOnly, moduleAliases: moduleAliases,
      linkedProducts: linkedProducts, unplacedProducts: unplacedProducts,
      exportedHeaders: exportedHeaders)
  }

  /// The source files' paths relative to the package root.
  public var sourcePaths: [String] {
    sources.map { path.isEmpty || path == "." ? $0 : path + "/" + $0 }
  }

  /// The Swift source files' paths relative to the package root: what the import scanner reads.
  public var swiftSourcePaths: [String] {
    sourcePaths.filter { $0.hasSuffix(".swift") }
  }

  /// The module name SwiftPM derives from a target name: every character that cannot appear
  /// in a C identifier becomes `_`, and a leading digit gets a `_` in front.
  public static func c99name(of name: String) -> ModuleName {
    var result = String(
      name.unicodeScalars.map { scalar -> Character in
        let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        let isDigit = ("0"..."9").contains(scalar)
        return isLetter || isDigit || scalar == "_" ? Character(scalar) : "_"
      })
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
      result = "_" + result
    }
    return ModuleName(result)
  }
}
