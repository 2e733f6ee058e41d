import DependencyGraphModel
import DependencyGraphSupport
import Foundation

/// Walks the objects of one `project.pbxproj`, noting each object it cannot use.
package struct ObjectReader {
  let objects: [String: PBXObject]
  let rootID: String
  let root: PBXObject
  var problems: [XcodeProject.Problem] = []
  var settingsProblems: Set<XcodeProject.SettingsProblem> = []
  /// How many times reading settings met a problem, counting repeats.
  var settingsProblemsMet = 0
  /// The configuration files read since this was last emptied, includes too, whether they
  /// could be read or not.
  var configurationFilesRead: [String] = []
  /// The group that holds each navigator element.
  private var parents: [String: String] = [:]
  private var resolvedPaths: [String: String?] = [:]
  /// The target that builds each product file.
  private var productOwners: [String: String] = [:]
  /// The name of each native target's identifier and of its product file's.
  var identifiers: [String: String] = [:]
  /// The identifier each proxy to another project's target points at, by the name it stored.
  var proxies: [String: String] = [:]

  let readConfiguration: (String) -> String?

  package init(
    objects: [String: PBXObject], rootID: String, root: PBXObject,
    readConfiguration: @escaping (String) -> String?
  ) {
    self.objects = objects
    self.rootID = rootID
    self.root = root
    self.readConfiguration = readConfiguration
    // In the order of the identifiers, so that an element listed by two groups always gets
    // the same parent.
    let sorted = objects.sorted { $0.key < $1.key }
    for (id, object) in sorted {
      for child in object.ids("children") where parents[child] == nil { parents[child] = id }
    }
    for (id, target) in sorted {
      if target.isa == "PBXNativeTarget", let name = target.string("name") {
        identifiers[id] = name
      }
      if let product = target.string("productReference"), let name = target.string("name") {
        productOwners[product] = name
        identifiers[product] = name
      }
    }
  }

  /// The object with this identifier when its `isa` is one of `kinds`; a problem otherwise.
  mutating func object(_ id: String, _ kinds: Set<String>, for owner: String) -> PBXObject? {
    guard let object = objects[id] else {
      problems.append(.init(object: owner, reason: "it names the object \(id), which is missing"))
      return nil
    }
    let kind = object.isa ?? "(none)"
    guard kinds.contains(kind) else {
      problems.append(
        .init(
          object: id,
          reason: "its kind \(kind) is not one of \(kinds.sorted().joined(separator: ", "))"))
      return nil
    }
    return object
  }

  mutating func nativeTarget(_ id: String) -> XcodeProject.NativeTarget? {
    guard let target = objects[id] else {
      problems.append(.init(object: rootID, reason: "it lists the target \(id), which is missing"))
      return nil
    }
    // Aggregate and legacy targets run scripts and compile nothing.
    guard target.isa == "PBXNativeTarget" else { return nil }
    guard let name = target.string("name"), !name.isEmpty else {
      problems.append(.init(object: id, reason: "the target has no name"))
      return nil
    }
    var phases = buildPhases(of: target, id: id)
    for productID in target.ids("packageProductDependencies") {
      guard let name = productName(productID, for: id) else { continue }
      phases.products.append(name)
      if objects[productID]?.string("package") == nil { phases.unplaced.append(name) }
    }
    let (dependencies, runtime) = targetDependencies(of: target, id: id)
    let ownedIDs = Set(target.ids("fileSystemSynchronizedGroups"))
    configurationFilesRead = []
    let buildConditions = buildConditions(of: target)
    phases.inputs += configurationFilesRead + settingFiles(of: target)
    phases.builtProducts += linkedFrameworks(of: target)
    return XcodeProject.NativeTarget(
      id: id, name: name, kind: Self.kind(of: target.string("productType")),
      moduleName: moduleName(of: target, named: name, id: id),
      sourceFiles: phases.sources, inputFiles: Array(Set(phases.inputs)),
      synchronizedFolders: synchronizedFolders(ownedIDs.sorted(), of: id),
      addedFiles: addedFiles(for: id, owning: ownedIDs),
      targetDependencies: dependencies + phases.linkedTargets,
      productDependencies: phases.products, unplacedProducts: Array(Set(phases.unplaced)).sorted(),
      linkedProducts: phases.builtProducts,
      runtimeDependencies: Array(Set(runtime)).sorted(),
      buildConditions: buildConditions)
  }

  /// What a target's build phases list: the files it compiles, the files it copies, and what
  /// its Frameworks phase links.
  private struct BuildPhases {
    var sources: [String] = []
    var inputs: [String] = []
    var linkedTargets: [String] = []
    var products: [ProductName] = []
    /// Those of ``products`` named without their package.
    var unplaced: [ProductName] = []
    var builtProducts: [ModuleName] = []
  }

  private mutating func buildPhases(of target: PBXObject, id: String) -> BuildPhases {
    var read = BuildPhases()
    for phaseID in target.ids("buildPhases") {
      guard let phase = objects[phaseID] else {
        problems.append(
          .init(object: id, reason: "it names the build phase \(phaseID), which is missing"))
        continue
      }
      switch phase.isa {
      case "PBXSourcesBuildPhase":
        for fileID in phase.ids("files") {
          guard let file = object(fileID, ["PBXBuildFile"], for: phaseID),
            let referenceID = file.string("fileRef")
          else { continue }
          read.sources += filePaths(referenceID, for: fileID)
        }
      case "PBXResourcesBuildPhase", "PBXHeadersBuildPhase", "PBXCopyFilesBuildPhase":
        // A product of another target that is copied is an embedded target, not a file.
        for fileID in phase.ids("files") {
          guard let file = object(fileID, ["PBXBuildFile"], for: phaseID),
            let referenceID = file.string("fileRef"), productOwners[referenceID] == nil,
            objects[referenceID]?.isa != "PBXReferenceProxy"
          else { continue }
          read.inputs += filePaths(referenceID, for: fileID)
        }
      case "PBXFrameworksBuildPhase":
        for fileID in phase.ids("files") {
          guard let file = object(fileID, ["PBXBuildFile"], for: phaseID) else { continue }
          if let productID = file.string("productRef") {
            if let name = productName(productID, for: fileID) {
              read.products.append(name)
              if objects[productID]?.string("package") == nil { read.unplaced.append(name) }
            }
          } else if let referenceID = file.string("fileRef") {
            switch linked(referenceID) {
            case .target(let name): read.linkedTargets.append(name)
            case .builtProduct(let name): read.builtProducts.append(ModuleName(name))
            case nil: break
            }
          }
        }
      default: break
      }
    }
    return read
  }

  /// The targets a target's Target Dependencies name: those it links, and those it only needs
  /// at run time (an app's extensions, the app a test runs in).
  private mutating func targetDependencies(of target: PBXObject, id: String)
    -> (linked: [String], runtime: [String])
  {
    var dependencies: [String] = []
    var runtime = testedTargets(of: target)
    for dependencyID in target.ids("dependencies") {
      guard let dependency = object(dependencyID, ["PBXTargetDependency"], for: id) else {
        continue
      }
      if let targetID = dependency.string("target") {
        // An aggregate or external-build target runs scripts: a build-order dependency, with
        // no module to link.
        if let other = objects[targetID],
          other.isa == "PBXAggregateTarget" || other.isa == "PBXLegacyTarget"
        {
          continue
        }
        if let other = objects[targetID], let name = other.string("name") {
          let otherKind = Self.kind(of: other.string("productType"))
          if Self.isLinked(otherKind, from: Self.kind(of: target.string("productType"))) {
            dependencies.append(name)
          } else {
            runtime.append(name)
          }
        } else {
          problems.append(
            .init(object: dependencyID, reason: "it names the target \(targetID), which is missing")
          )
        }
      } else if let proxyID = dependency.string("targetProxy"),
        let proxy = objects[proxyID], let name = proxy.string("remoteInfo")
      {
        // A target of another project of the workspace, named as that project named it when
        // the proxy was made; its identifier there holds if the name has changed since.
        dependencies.append(name)
        proxies[name] = proxy.string("remoteGlobalIDString")
      }
      // A `productRef` alone is a plugin the target runs while building: nothing to import.
    }
    return (dependencies, runtime)
  }

  /// The synchronized folders a target owns, each with the files its exceptions leave out.
  private mutating func synchronizedFolders(_ groupIDs: [String], of id: String)
    -> [XcodeProject.SynchronizedFolder]
  {
    var owned: [XcodeProject.SynchronizedFolder] = []
    for groupID in groupIDs {
      guard let group = object(groupID, ["PBXFileSystemSynchronizedRootGroup"], for: id),
        let path = path(of: groupID)
      else { continue }
      var excluded: Set<String> = []
      for exceptionID in group.ids("exceptions") {
        guard let exception = objects[exceptionID],
          exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          exception.string("target") == id
        else { continue }
        excluded.formUnion(exception.ids("membershipExceptions"))
      }
      owned.append(.init(path: path, excluded: excluded))
    }
    return owned
  }

  /// Files of synchronized folders that `target` does not own, listed in an exception for it:
  /// Xcode adds such a file to the target (a share extension compiling one file of the app's
  /// folder).
  mutating func addedFiles(for target: String, owning owned: Set<String>) -> [String] {
    var files: [String] = []
    for (groupID, group) in objects.sorted(by: { $0.key < $1.key })
    where !owned.contains(groupID) && group.isa == "PBXFileSystemSynchronizedRootGroup" {
      for exceptionID in group.ids("exceptions") {
        guard let exception = objects[exceptionID],
          exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          exception.string("target") == target, let folder = path(of: groupID)
        else { continue }
        // A leading `/` marks a file of a localized variant group: a resource, never a source.
        files += exception.ids("membershipExceptions").filter { !$0.hasPrefix("/") }.map {
          joinedPath(folder, $0)
        }
      }
    }
    return files
  }

  /// What a file of a Frameworks phase links: another target's product, or a framework in
  /// the build folder that some target of the workspace makes.
  private enum Linked {
    case target(String)
    case builtProduct(String)
  }

  private mutating func linked(_ referenceID: String) -> Linked? {
    guard let reference = objects[referenceID] else { return nil }
    if let owner = productOwners[referenceID] { return .target(owner) }
    // The product of a target of another project this one references, named as that project
    // names the target.
    if reference.isa == "PBXReferenceProxy" {
      guard let proxyID = reference.string("remoteRef"),
        let proxy = objects[proxyID], let name = proxy.string("remoteInfo")
      else {
        problems.append(
          .init(object: referenceID, reason: "the reference proxy names no target of its project"))
        return nil
      }
      proxies[name] = proxy.string("remoteGlobalIDString")
      return .target(name)
    }
    // An SDK's framework (`sourceTree = SDKROOT`) is no target's; one in the build folder is.
    guard reference.string("sourceTree") == "BUILT_PRODUCTS_DIR",
      let path = reference.string("path"), path.hasSuffix(".framework")
    else { return nil }
    let name = String(path.split(separator: "/").last?.dropLast(".framework".count) ?? "")
    return name.isEmpty ? nil : .builtProduct(name)
  }

  /// The source files a build file's reference stands for: the file, or each file of a
  /// variant group.
  private mutating func filePaths(_ referenceID: String, for owner: String) -> [String] {
    guard
      let reference = object(
        referenceID,
        ["PBXFileReference", "PBXVariantGroup", "XCVersionGroup", "PBXReferenceProxy"],
        for: owner)
    else { return [] }
    if reference.isa == "PBXVariantGroup" {
      return reference.ids("children").compactMap { path(of: $0) }
    }
    guard let path = path(of: referenceID) else { return [] }
    return [path]
  }

  private mutating func productName(_ id: String, for owner: String) -> ProductName? {
    guard let product = object(id, ["XCSwiftPackageProductDependency"], for: owner) else {
      return nil
    }
    guard let name = product.string("productName") else {
      problems.append(.init(object: id, reason: "the package product has no productName"))
      return nil
    }
    // `plugin:` marks a build-tool plugin the target runs, not a module it links.
    return name.hasPrefix("plugin:") ? nil : ProductName(name)
  }

  mutating func package(_ id: String) -> XcodeProject.PackageReference? {
    guard
      let reference = object(
        id, ["XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference"], for: rootID)
    else { return nil }
    if let url = reference.string("repositoryURL") { return .remote(url: url) }
    if let path = reference.string("relativePath") {
      return .local(path: normalizedPath(path))
    }
    problems.append(.init(object: id, reason: "the package reference has no URL or path"))
    return nil
  }

  /// The paths of the navigator's elements of one kind, sorted: synchronized folders, or
  /// file references.
  mutating func folders(ofKind kind: String) -> [String] {
    var found: Set<String> = []
    for (id, object) in objects where object.isa == kind && object.string("path") != nil {
      if let path = path(of: id) { found.insert(path) }
    }
    return found.sorted()
  }

  /// The path of a navigator element relative to the project's folder (absolute when it is
  /// absolute in the file); `nil` for one that is built or comes from an SDK.
  package mutating func path(of id: String) -> String? {
    if let known = resolvedPaths[id] { return known }
    resolvedPaths[id] = .some(nil)  // A group that is its own ancestor resolves to nothing.
    let element = objects[id]
    let own = element?.string("path") ?? ""
    let resolved: String?
    switch element?.string("sourceTree") ?? "<group>" {
    case "<group>":
      if let parent = parents[id] {
        resolved = path(of: parent).map { joinedPath($0, own) }
      } else {
        resolved = joinedPath(root.string("projectDirPath") ?? "", own)
      }
    case "SOURCE_ROOT": resolved = joinedPath(root.string("projectDirPath") ?? "", own)
    case "<absolute>": resolved = normalizedPath(own)
    default: resolved = nil
    }
    resolvedPaths[id] = .some(resolved)
    return resolved
  }

  /// The module name: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, as the target's default
  /// configuration sets it, else its `.xcconfig`, else the project's, with `$(TARGET_NAME)`
  /// substituted; the target's name when the setting cannot be read.
  private mutating func moduleName(of target: PBXObject, named name: String, id: String)
    -> ModuleName
  {
    let levels = settingLevels(of: target, configuration: nil)
    func setting(_ key: String) -> String? {
      levels.reversed().lazy.compactMap { level in level.last { $0.key == key }?.value }.first
    }
    var value = setting("PRODUCT_MODULE_NAME") ?? setting("PRODUCT_NAME") ?? "$(TARGET_NAME)"
    let productName = setting("PRODUCT_NAME") ?? name
    for (variable, replacement) in [("TARGET_NAME", name), ("PRODUCT_NAME", productName)] {
      for spelling in ["$(\(variable))", "${\(variable)}", "$(\(variable):c99extidentifier)"] {
        value = value.replacingOccurrences(of: spelling, with: replacement)
      }
    }
    return Target.c99name(of: value.contains("$") || value.isEmpty ? name : value)
  }

  /// Whether a dependency of a `from` target on a `to` target links `to`'s module. An app
  /// depends on its extensions, watch app, XPC services and command-line tools to embed or run
  /// them, and a UI test on the app it runs: nothing of theirs is imported. A unit test hosted
  /// by an app imports the app's module.
  static func isLinked(_ to: Target.Kind, from: Target.Kind) -> Bool {
    switch to {
    case .application: from == .test
    case .appExtension, .watchApp, .bundle, .test, .uiTest, .executable: false
    default: true
    }
  }

  /// The target kind of an Xcode product type.
  static func kind(of productType: String?) -> Target.Kind {
    let type = productType?.replacingOccurrences(of: "com.apple.product-type.", with: "") ?? ""
    switch type {
    case "application", "application.messages", "application.on-demand-install-capable":
      return .application
    case "application.watchapp", "application.watchapp2", "application.watchapp2-container":
      return .watchApp
    case "framework", "framework.static", "xcframework": return .framework
    case "library.static": return .staticLibrary
    case "library.dynamic": return .dynamicLibrary
    case "bundle.unit-test": return .test
    case "bundle.ui-testing": return .uiTest
    case "tool": return .executable
    // An XPC service is a bundle the app embeds and launches, never links.
    case "bundle", "xpc-service": return .bundle
    default:
      // App, widget, watch, intents, iMessage and ExtensionKit extensions.
      return type.contains("extension") ? .appExtension : .other
    }
  }
}
