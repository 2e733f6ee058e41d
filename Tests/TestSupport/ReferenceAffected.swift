import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The targets a change reaches, computed without DependencyGraph to check `affected` against:
/// SwiftPM's own description of each package, Foundation's reading of an Xcode project's
/// property list, the changed files from `git diff`, then the reverse closure of every relation
/// through which a change can break a target.
///
/// A file belongs to:
/// - the targets a rules file's `inputs` say read it;
/// - in an Xcode project, every target of the project when it is inside the `.xcodeproj`, else
///   every target whose build phases list it or a folder holding it, whose synchronized folders
///   hold it (less the target's exceptions; an exception of a target that does not own the
///   folder adds the file), or whose configurations read it (configuration files and what they
///   include, `INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`);
/// - in a package, every target when it is the manifest or `Package.resolved`, else the target
///   whose folder holds it most closely.
///
/// A file is read by the package or project whose folder holds it most closely. A target is
/// reached when it owns a changed file or depends on a reached target: SwiftPM's target and
/// product dependencies, an Xcode target's target dependencies (linked, embedded or driven
/// alike), the products it links or copies, its `TEST_TARGET_NAME` and its `TEST_HOST`.
package struct ReferenceAffected {
  /// A package or a project: the folder its files are read in, relative to the repository.
  private struct Unit {
    var root: String
    /// The targets that own each file or folder, relative to the repository.
    var owners: [String: Set<String>] = [:]
    /// A package's targets by folder, relative to the repository.
    var folders: [String: String] = [:]
    /// A project's synchronized folders: who owns the files below them.
    var synchronized: [(folder: String, target: String, excluded: Set<String>)] = []
    /// A project's `.xcodeproj` folder; `nil` for a package.
    var project: String?
    var targets: Set<String> = []
    /// A project's test targets.
    var tests: Set<String> = []
  }

  /// The repository's top folder, absolute.
  private var repository = ""
  /// The targets that use a product no described package offers: a remote package's.
  private var remoteUsers: Set<String> = []

  private var units: [Unit] = []
  /// The targets that depend on each target, in any of the ways a change crosses.
  private var dependents: [String: Set<String>] = [:]
  /// The `inputs` of the rules file at the repository's root: a path pattern, as a regular
  /// expression, to the target patterns that read its files.
  private var inputs: [(pattern: NSRegularExpression, readers: [String])] = []

  /// The package at `packagePath`, as `swift package describe --type json` sees it now, with
  /// the `inputs` of its `depgraph.json`.
  package init(describing packagePath: String) throws {
    try self.init(repository: packagePath, packages: [packagePath], projects: [])
  }

  /// The Xcode project at `projectPath` (in the repository's root folder) with the local
  /// packages it references, as the project file and `describe` say now.
  package init(xcodeProject projectPath: String) throws {
    let root = URL(fileURLWithPath: projectPath).deletingLastPathComponent().path
    try self.init(repository: root, packages: [], projects: [projectPath])
  }

  private init(repository: String, packages: [String], projects: [String]) throws {
    self.repository = URL(fileURLWithPath: repository).standardizedFileURL.path
    var pending = packages
    for project in projects {
      pending += try readProject(project, in: repository)
    }
    var described: Set<String> = []
    var productTargets: [String: [String]] = [:]
    var productUsers: [(user: String, product: String)] = []
    while let package = pending.popLast() {
      let folder = URL(fileURLWithPath: package).standardizedFileURL.path
      guard described.insert(folder).inserted else { continue }
      let description = try Self.describe(folder)
      var unit = Unit(root: Self.relative(folder, to: repository))
      for target in description["targets"] as? [[String: Any]] ?? [] {
        guard let name = target["name"] as? String, let path = target["path"] as? String else {
          continue
        }
        unit.targets.insert(name)
        unit.folders[Self.joined(unit.root, path)] = name
        for dependency in target["target_dependencies"] as? [String] ?? [] {
          dependents[dependency, default: []].insert(name)
        }
        for product in target["product_dependencies"] as? [String] ?? [] {
          productUsers.append((name, product))
        }
      }
      for product in description["products"] as? [[String: Any]] ?? [] {
        if let name = product["name"] as? String {
          productTargets[name, default: []] += product["targets"] as? [String] ?? []
        }
      }
      for dependency in description["dependencies"] as? [[String: Any]] ?? []
      where dependency["type"] as? String == "fileSystem" {
        // A local package missing from the disk has no targets to reach.
        if let path = dependency["path"] as? String,
          FileManager.default.fileExists(atPath: path + "/Package.swift")
        {
          pending.append(path)
        }
      }
      units.append(unit)
    }
    // A product of a package no one described is a remote package's.
    for (user, product) in productUsers + projectProducts {
      for target in productTargets[product] ?? [] { dependents[target, default: []].insert(user) }
      if productTargets[product] == nil { remoteUsers.insert(user) }
    }
    inputs = try Self.inputs(ofRulesIn: repository)
  }

  /// The product names each project target links, kept until every package is described.
  private var projectProducts: [(user: String, product: String)] = []

  /// The targets that changing `files` (relative to the repository) reaches, sorted, and the
  /// files that nothing owns or reads. With `base`, the revision the change starts from, the
  /// build files are compared with the base's (see ``baseOwners(of:base:)``); the working tree
  /// is the head.
  package func reached(byChanging files: [String], base: String? = nil) throws -> (
    targets: [String], unowned: [String]
  ) {
    let allTargets = units.reduce(into: Set<String>()) { $0.formUnion($1.targets) }
    var reached: Set<String> = []
    var unowned: [String] = []
    for file in files {
      var isRead = false
      for (pattern, readers) in inputs
      where pattern.firstMatch(in: file, range: NSRange(file.startIndex..., in: file)) != nil {
        isRead = true
        reached.formUnion(
          allTargets.filter { target in readers.contains { fnmatch($0, target, 0) == 0 } })
      }
      let owners = try base.map { try baseOwners(of: file, base: $0) } ?? owners(of: file)
      reached.formUnion(owners ?? [])
      if owners?.isEmpty ?? true, owners == nil || !Self.ownedWithoutTargets(file), !isRead {
        unowned.append(file)
      }
    }
    var pending = Array(reached)
    while let target = pending.popLast() {
      for dependent in dependents[target, default: []] where reached.insert(dependent).inserted {
        pending.append(dependent)
      }
    }
    return (reached.sorted(), unowned.sorted())
  }

  /// Build files that may reach no target and are still no one's to ignore: a scheme or test
  /// plan listing no test, a user's own state.
  private static func ownedWithoutTargets(_ file: String) -> Bool {
    file.split(separator: "/").contains("xcuserdata") || file.hasSuffix(".xcscheme")
      || file.hasSuffix(".xctestplan") || file.hasSuffix("/Package.resolved")
      || file == "Package.resolved" || file.hasSuffix("/project.pbxproj")
      || file.hasSuffix("Package.swift") || file.hasSuffix("/contents.xcworkspacedata")
      || file.hasSuffix("/IDEWorkspaceChecks.plist")
  }

  /// The targets that own `file` in the package or project that holds it most closely.
  private func owners(of file: String) -> Set<String> {
    let holders = units.filter { $0.root.isEmpty || file.hasPrefix($0.root + "/") }
    guard let unit = holders.max(by: { $0.root.count < $1.root.count }) else { return [] }
    let local = unit.root.isEmpty ? file : String(file.dropFirst(unit.root.count + 1))
    if let project = unit.project {
      if file.hasPrefix(project + "/") { return unit.targets }
      var owners: Set<String> = []
      for folder in Self.folders(holding: file) { owners.formUnion(unit.owners[folder] ?? []) }
      for (folder, target, excluded) in unit.synchronized
      where folder.isEmpty || file.hasPrefix(folder + "/") {
        let inside = folder.isEmpty ? file : String(file.dropFirst(folder.count + 1))
        if Self.folders(holding: inside).allSatisfy({ !excluded.contains($0) }) {
          owners.insert(target)
        }
      }
      return owners
    }
    if local == "Package.swift" || local == "Package.resolved"
      || (local.hasPrefix("Package@swift-") && local.hasSuffix(".swift"))
    {
      return unit.targets
    }
    let folder = Self.folders(holding: file).first { unit.folders[$0] != nil }
    return folder.flatMap { unit.folders[$0] }.map { [$0] } ?? []
  }

  /// `path` and each folder above it, innermost first.
  private static func folders(holding path: String) -> [String] {
    var result: [String] = []
    var components = path.split(separator: "/")
    while !components.isEmpty {
      result.append(components.joined(separator: "/"))
      components.removeLast()
    }
    return result
  }

  /// The files commit `commit` changed against its first parent, as `git diff` names them.
  package static func changedFiles(by commit: String, in repository: String) throws -> [String] {
    let output = try runProgram([
      "git", "-C", repository, "diff", "--name-only", "--no-renames", "-z", commit + "~1", commit,
    ])
    return String(decoding: output, as: UTF8.self).split(separator: "\0").map(String.init)
  }

  /// The last `count` commits on the first-parent line of `repository`'s HEAD, newest first;
  /// fewer when the history (or a shallow clone) is shorter.
  package static func commits(_ count: Int, in repository: String) throws -> [String] {
    let output = try runProgram([
      "git", "-C", repository, "rev-list", "--first-parent", "-\(count + 1)", "HEAD",
    ])
    // The oldest one listed is only a parent.
    return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
      .dropLast()
  }

  // MARK: Reading

  private static func describe(_ folder: String) throws -> [String: Any] {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("reference-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let output = try runProgram([
      "swift", "package", "--package-path", folder, "--scratch-path", scratch, "describe",
      "--type", "json",
    ])
    return try JSONSerialization.jsonObject(with: output) as? [String: Any] ?? [:]
  }

  /// The `inputs` of `depgraph.json` at `repository`'s root, if any.
  private static func inputs(ofRulesIn repository: String) throws -> [(
    NSRegularExpression, [String]
  )] {
    guard let data = FileManager.default.contents(atPath: repository + "/depgraph.json"),
      let rules = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let inputs = rules["inputs"] as? [String: [String]]
    else { return [] }
    var result: [(NSRegularExpression, [String])] = []
    for (reader, patterns) in inputs {
      for pattern in patterns {
        result.append((try NSRegularExpression(pattern: regularExpression(of: pattern)), [reader]))
      }
    }
    return result
  }

  /// A path pattern as a regular expression: `**` is any number of folders, `*` and `?` stay
  /// within one name.
  private static func regularExpression(of pattern: String) -> String {
    var expression = "^"
    let parts = pattern.split(separator: "/")
    for (index, part) in parts.enumerated() {
      let isLast = index == parts.count - 1
      if part == "**" {
        expression += isLast ? ".*" : "(?:[^/]+/)*"
        continue
      }
      for character in part {
        switch character {
        case "*": expression += "[^/]*"
        case "?": expression += "[^/]"
        default: expression += NSRegularExpression.escapedPattern(for: String(character))
        }
      }
      if !isLast { expression += "/" }
    }
    return expression + "$"
  }

  private static func relative(_ path: String, to root: String) -> String {
    let root = URL(fileURLWithPath: root).standardizedFileURL.path
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    return path == root ? "" : String(path.dropFirst(root.count + 1))
  }

  /// `path` under `folder`, with `.` and `..` resolved; a path that leaves the repository keeps
  /// its `..`.
  static func joined(_ folder: String, _ path: String) -> String {
    var parts: [Substring] = []
    for part in (folder.isEmpty ? path : folder + "/" + path).split(separator: "/") {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}

// MARK: - Xcode projects

extension ReferenceAffected {
  /// Reads the project at `path` into a unit and the relations between its targets, and
  /// returns the absolute folders of the local packages it references.
  fileprivate mutating func readProject(_ path: String, in repository: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path + "/project.pbxproj"))
    let list = try PropertyListSerialization.propertyList(from: data, format: nil)
    guard let top = list as? [String: Any],
      let objects = top["objects"] as? [String: [String: Any]],
      let rootID = top["rootObject"] as? String, let root = objects[rootID]
    else { throw ReferenceError(description: "\(path) is not an Xcode project") }
    let project = Project(objects: objects, root: root)
    var unit = Unit(root: "")
    unit.project = Self.relative(path, to: repository)
    let folder = Self.relative(
      URL(fileURLWithPath: path).deletingLastPathComponent().path, to: repository)
    unit.root = folder
    let targetIDs = (root["targets"] as? [String] ?? []).filter {
      objects[$0]?["isa"] as? String == "PBXNativeTarget"
    }
    // Who builds each product file.
    var productOwner: [String: String] = [:]
    for id in targetIDs {
      if let product = objects[id]?["productReference"] as? String,
        let name = objects[id]?["name"] as? String
      {
        productOwner[product] = name
      }
    }
    for id in targetIDs {
      guard let target = objects[id], let name = target["name"] as? String else { continue }
      unit.targets.insert(name)
      if (target["productType"] as? String ?? "").contains("test") { unit.tests.insert(name) }
      func own(_ path: String?) {
        if let path { unit.owners[Self.joined(folder, path), default: []].insert(name) }
      }
      for phaseID in target["buildPhases"] as? [String] ?? [] {
        let phase = objects[phaseID] ?? [:]
        for fileID in phase["files"] as? [String] ?? [] {
          let file = objects[fileID] ?? [:]
          if let product = file["productRef"] as? String,
            let productName = objects[product]?["productName"] as? String
          {
            projectProducts.append((name, productName))
          }
          guard let reference = file["fileRef"] as? String else { continue }
          if let owner = productOwner[reference] {
            // A product linked or copied: a change to its target reaches this one.
            dependents[owner, default: []].insert(name)
          } else if objects[reference]?["isa"] as? String == "PBXVariantGroup" {
            for child in objects[reference]?["children"] as? [String] ?? [] {
              own(project.path(of: child))
            }
          } else {
            own(project.path(of: reference))
          }
        }
      }
      for product in target["packageProductDependencies"] as? [String] ?? [] {
        if let productName = objects[product]?["productName"] as? String {
          projectProducts.append((name, productName))
        }
      }
      for dependencyID in target["dependencies"] as? [String] ?? [] {
        if let other = objects[dependencyID]?["target"] as? String,
          let otherName = objects[other]?["name"] as? String,
          objects[other]?["isa"] as? String == "PBXNativeTarget"
        {
          dependents[otherName, default: []].insert(name)
        }
      }
      for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
        guard let groupPath = project.path(of: groupID) else { continue }
        var excluded: Set<String> = []
        for exceptionID in objects[groupID]?["exceptions"] as? [String] ?? [] {
          let exception = objects[exceptionID] ?? [:]
          if exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
            exception["target"] as? String == id
          {
            excluded.formUnion(exception["membershipExceptions"] as? [String] ?? [])
          }
        }
        unit.synchronized.append((Self.joined(folder, groupPath), name, excluded))
      }
      // Files of folders the target does not own that an exception for it adds.
      let ownGroups = Set(target["fileSystemSynchronizedGroups"] as? [String] ?? [])
      for (groupID, group) in objects
      where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup"
        && !ownGroups.contains(groupID)
      {
        guard let groupPath = project.path(of: groupID) else { continue }
        for exceptionID in group["exceptions"] as? [String] ?? [] {
          let exception = objects[exceptionID] ?? [:]
          guard exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
            exception["target"] as? String == id
          else { continue }
          for added in exception["membershipExceptions"] as? [String] ?? [] {
            own(Self.joined(groupPath, added))
          }
        }
      }
      // What the configurations read, and the apps the tests run in.
      var settings: [String: [String]] = [:]
      for configuration in project.configurations(of: root) + project.configurations(of: target) {
        for file in project.configurationFiles(of: configuration) {
          for (read, assignments) in Self.configurationFile(
            Self.joined(folder, file), in: repository)
          {
            unit.owners[read, default: []].insert(name)
            for (key, value) in assignments { settings[key, default: []].append(value) }
          }
        }
        for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
          if let value = value as? String { settings[key, default: []].append(value) }
        }
      }
      for key in ["INFOPLIST_FILE", "CODE_SIGN_ENTITLEMENTS"] {
        for value in settings[key] ?? [] {
          let path = value.replacingOccurrences(of: "$(SRCROOT)/", with: "")
            .replacingOccurrences(of: "$(PROJECT_DIR)/", with: "")
          if !path.contains("$") { own(path) }
        }
      }
      for value in settings["TEST_TARGET_NAME"] ?? [] where !value.contains("$") {
        dependents[value, default: []].insert(name)
      }
      for value in settings["TEST_HOST"] ?? [] {
        guard let app = value.split(separator: "/").first(where: { $0.hasSuffix(".app") }) else {
          continue
        }
        // Two apps may make one product (a macOS and an iOS app): the test depends on its host.
        let hosts = targetIDs.filter {
          objects[objects[$0]?["productReference"] as? String ?? ""]?["path"] as? String
            == String(app)
        }
        let dependencies = (target["dependencies"] as? [String] ?? []).compactMap {
          objects[$0]?["target"] as? String
        }
        let host = hosts.first(where: dependencies.contains) ?? hosts.first
        if let hostName = host.flatMap({ objects[$0]?["name"] as? String }) {
          dependents[hostName, default: []].insert(name)
        }
      }
    }
    units.append(unit)
    // Local packages: referenced as such, or folders of the navigator or synchronized folders
    // that hold a manifest.
    var packages: [String] = []
    let base = URL(fileURLWithPath: path).deletingLastPathComponent().path
    for (id, object) in objects {
      switch object["isa"] as? String {
      case "XCLocalSwiftPackageReference":
        if let relative = object["relativePath"] as? String {
          packages.append(base + "/" + relative)
        }
      case "PBXFileReference":
        if let relative = project.path(of: id),
          FileManager.default.fileExists(atPath: base + "/" + relative + "/Package.swift")
        {
          packages.append(base + "/" + relative)
        }
      case "PBXFileSystemSynchronizedRootGroup":
        guard let relative = project.path(of: id),
          let walker = FileManager.default.enumerator(atPath: base + "/" + relative)
        else { continue }
        for case let file as String in walker where file.hasSuffix("/Package.swift") {
          packages.append(
            base + "/" + relative + "/" + String(file.dropLast("/Package.swift".count)))
        }
      default: break
      }
    }
    return packages.filter { FileManager.default.fileExists(atPath: $0 + "/Package.swift") }
  }

  /// A configuration file (relative to the repository) and each file it includes, with the
  /// unconditional assignments of each, `KEY = value`, read from the disk.
  fileprivate static func configurationFile(_ file: String, in repository: String, depth: Int = 0)
    -> [(file: String, assignments: [(String, String)])]
  {
    guard depth < 8 else { return [] }
    guard let data = FileManager.default.contents(atPath: repository + "/" + file) else {
      return [(file, [])]
    }
    var assignments: [(String, String)] = []
    var included: [(file: String, assignments: [(String, String)])] = []
    let folder = file.split(separator: "/").dropLast().joined(separator: "/")
    for line in String(decoding: data, as: UTF8.self).components(separatedBy: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("#include") {
        let parts = text.components(separatedBy: "\"")
        if parts.count >= 2 {
          included += configurationFile(joined(folder, parts[1]), in: repository, depth: depth + 1)
        }
      } else if let equals = text.firstIndex(of: "="), !text.hasPrefix("//") {
        let key = text[..<equals].trimmingCharacters(in: .whitespaces)
        guard !key.contains("[") else { continue }
        var value = String(text[text.index(after: equals)...])
        if let comment = value.range(of: "//") { value = String(value[..<comment.lowerBound]) }
        assignments.append((key, value.trimmingCharacters(in: .whitespaces)))
      }
    }
    return [(file, assignments)] + included
  }
}

/// An Xcode project's objects, with the paths of the navigator's elements.
private struct Project {
  let objects: [String: [String: Any]]
  let root: [String: Any]
  /// The group that lists each element.
  private let parents: [String: String]

  init(objects: [String: [String: Any]], root: [String: Any]) {
    self.objects = objects
    self.root = root
    var parents: [String: String] = [:]
    for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
      for child in object["children"] as? [String] ?? [] where parents[child] == nil {
        parents[child] = id
      }
    }
    self.parents = parents
  }

  /// The path of an element relative to the project's folder; `nil` for a built product or
  /// a file of an SDK.
  func path(of id: String, depth: Int = 0) -> String? {
    guard depth < 64, let element = objects[id] else { return nil }
    let own = element["path"] as? String ?? ""
    switch element["sourceTree"] as? String ?? "<group>" {
    case "<group>":
      guard let parent = parents[id] else {
        return ReferenceAffected.joined(root["projectDirPath"] as? String ?? "", own)
      }
      return path(of: parent, depth: depth + 1).map { ReferenceAffected.joined($0, own) }
    case "SOURCE_ROOT": return ReferenceAffected.joined("", own)
    default: return nil
    }
  }

  func configurations(of owner: [String: Any]) -> [[String: Any]] {
    guard let list = owner["buildConfigurationList"] as? String else { return [] }
    return (objects[list]?["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] }
  }

  /// The configuration file a configuration is based on, relative to the project's folder.
  func configurationFiles(of configuration: [String: Any]) -> [String] {
    if let reference = configuration["baseConfigurationReference"] as? String {
      return path(of: reference).map { [$0] } ?? []
    }
    if let anchor = configuration["baseConfigurationReferenceAnchor"] as? String,
      let relative = configuration["baseConfigurationReferenceRelativePath"] as? String
    {
      return path(of: anchor).map { [ReferenceAffected.joined($0, relative)] } ?? []
    }
    return []
  }
}

/// A reference computation that could not read its input.
package struct ReferenceError: Error, CustomStringConvertible {
  package let description: String
}

// MARK: - Against the base

extension ReferenceAffected {
  /// The targets `file` reaches when the change starts at `base`: `nil` when nothing owns it.
  fileprivate func baseOwners(of file: String, base: String) throws -> Set<String>? {
    if file.split(separator: "/").contains("xcuserdata") { return [] }
    let head = FileManager.default.contents(atPath: repository + "/" + file)
    let old = try Self.show(file, at: base, in: repository)
    if file.hasSuffix(".xcscheme") {
      let container = file.components(separatedBy: "/").dropLast(4).joined(separator: "/")
      return Set(
        try [head, old].compactMap { $0 }.flatMap { try schemeTests($0, container: container) })
    }
    if file.hasSuffix(".xctestplan") {
      return Set([head, old].compactMap { $0 }.flatMap(Self.planTests))
    }
    if file.hasSuffix(".xcworkspace/xcshareddata/swiftpm/Package.resolved")
      || file.hasSuffix(".xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
      || units.contains(where: {
        $0.project == nil && Self.joined($0.root, "Package.resolved") == file
      })
    {
      return Self.pins(old) == Self.pins(head) ? [] : remoteUsers
    }
    if file.hasSuffix(".xcodeproj/project.xcworkspace/contents.xcworkspacedata")
      || file.hasSuffix(".xcodeproj/project.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist")
    {
      return []
    }
    let holders = units.filter { $0.root.isEmpty || file.hasPrefix($0.root + "/") }
    guard let unit = holders.max(by: { $0.root.count < $1.root.count }) else { return nil }
    if let project = unit.project, file == project + "/project.pbxproj" {
      guard let old, let head else { return unit.targets }
      let (oldTargets, oldShared) = try Self.fingerprints(old)
      let (newTargets, newShared) = try Self.fingerprints(head)
      if oldShared != newShared { return unit.targets }
      return Set(newTargets.keys.filter { oldTargets[$0] != newTargets[$0] })
    }
    if unit.project == nil,
      file == Self.joined(unit.root, "Package.swift")
        || (file.hasPrefix(Self.joined(unit.root, "Package@swift-")) && file.hasSuffix(".swift"))
    {
      return try manifestTargets(unit, base: base)
    }
    var found = owners(of: file)
    if found.isEmpty, let project = unit.project,
      let oldProject = try Self.show(project + "/project.pbxproj", at: base, in: repository)
    {
      // A file deleted from the project: its owners at the base.
      let scratch = try TemporaryFolder("reference-base")
      defer { scratch.remove() }
      try FileManager.default.createDirectory(
        atPath: scratch.path + "/" + project, withIntermediateDirectories: true)
      try oldProject.write(
        to: URL(fileURLWithPath: scratch.path + "/" + project + "/project.pbxproj"))
      let before = try ReferenceAffected(xcodeProject: scratch.path + "/" + project)
      found = before.owners(of: file).intersection(unit.targets)
    }
    if found.isEmpty, unit.project != nil {
      // Below a folder holding a test's source file, no phase listing it: read at run time.
      for folder in Self.folders(holding: file).dropFirst()
      where folder.count > unit.root.count {
        for (path, owners) in unit.owners where path.hasSuffix(".swift") {
          if path.split(separator: "/").dropLast().joined(separator: "/") == folder {
            found.formUnion(owners.intersection(unit.tests))
          }
        }
      }
    }
    return found.isEmpty ? nil : found
  }

  /// The bytes of `file` at `revision`; `nil` when the revision has no such file.
  fileprivate static func show(_ file: String, at revision: String, in repository: String) throws
    -> Data?
  {
    let listed = try runProgram([
      "git", "-C", repository, "ls-tree", "--name-only", revision, "--", file,
    ])
    guard !listed.isEmpty else { return nil }
    return try runProgram(["git", "-C", repository, "show", revision + ":" + file])
  }

  /// The test targets a scheme runs, and those of the test plans it names.
  fileprivate func schemeTests(_ data: Data, container: String) throws -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    var tests: [String] = []
    let testable = try NSRegularExpression(
      pattern: #"<TestableReference[^>]*>.*?BlueprintName\s*=\s*"([^"]*)".*?</TestableReference>"#,
      options: [.dotMatchesLineSeparators])
    for match in testable.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      if let range = Range(match.range(at: 1), in: text) { tests.append(String(text[range])) }
    }
    let plans = try NSRegularExpression(
      pattern: #"<TestPlanReference\s+reference\s*=\s*"container:([^"]*)""#)
    for match in plans.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let range = Range(match.range(at: 1), in: text) else { continue }
      let path = repository + "/" + Self.joined(container, String(text[range]))
      tests += FileManager.default.contents(atPath: path).map(Self.planTests) ?? []
    }
    return tests
  }

  fileprivate static func planTests(_ data: Data) -> [String] {
    let plan = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    return (plan?["testTargets"] as? [[String: Any]] ?? []).compactMap {
      ($0["target"] as? [String: Any])?["name"] as? String
    }
  }

  /// Each pin's state by identity; an unreadable file is one nothing else equals.
  fileprivate static func pins(_ data: Data?) -> [String: String] {
    guard let data else { return [:] }
    guard let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      return ["": UUID().uuidString]
    }
    let pins =
      (top["pins"] as? [[String: Any]])
      ?? ((top["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
    var states: [String: String] = [:]
    for pin in pins {
      let name = (pin["identity"] ?? pin["repositoryURL"]) as? String ?? ""
      states[name] = canonical(pin["state"] ?? "")
    }
    return states
  }

  fileprivate static func canonical(_ value: Any) -> String {
    guard JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The targets of a package whose evaluated manifest differs from the base's.
  private func manifestTargets(_ unit: Unit, base: String) throws -> Set<String> {
    let scratch = try TemporaryFolder("reference-manifest")
    defer { scratch.remove() }
    let folder = unit.root.isEmpty ? scratch.path : scratch.path + "/" + unit.root
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let names = try runProgram([
      "git", "-C", repository, "ls-tree", "--name-only", base, "--",
      unit.root.isEmpty ? "." : unit.root + "/",
    ])
    var hasManifest = false
    for line in String(decoding: names, as: UTF8.self).split(separator: "\n") {
      let name = String(line.split(separator: "/").last ?? "")
      guard
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
      else { continue }
      hasManifest = hasManifest || name == "Package.swift"
      try Self.show(String(line), at: base, in: repository)?
        .write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    guard hasManifest, let old = try? Self.dump(folder),
      let new = try? Self.dump(repository + "/" + unit.root)
    else { return unit.targets }
    let oldText = String(decoding: old, as: UTF8.self)
      .replacingOccurrences(of: scratch.path, with: repository)
    guard let before = try JSONSerialization.jsonObject(with: Data(oldText.utf8)) as? [String: Any],
      let after = try JSONSerialization.jsonObject(with: new) as? [String: Any]
    else { return unit.targets }
    for key in Set(before.keys).union(after.keys)
    where !["targets", "products", "dependencies"].contains(key)
      && Self.canonical(before[key] ?? "") != Self.canonical(after[key] ?? "")
    {
      return unit.targets
    }
    func byName(_ object: [String: Any], _ key: String) -> [String: String] {
      var named: [String: String] = [:]
      for item in object[key] as? [[String: Any]] ?? [] {
        if let name = item["name"] as? String { named[name] = Self.canonical(item) }
      }
      return named
    }
    let (oldTargets, newTargets) = (byName(before, "targets"), byName(after, "targets"))
    var reached = Set(newTargets.keys.filter { oldTargets[$0] != newTargets[$0] })
    let (oldProducts, newProducts) = (byName(before, "products"), byName(after, "products"))
    for product in Set(oldProducts.keys).union(newProducts.keys)
    where oldProducts[product] != newProducts[product] {
      // Its targets, at either side; users elsewhere depend on them.
      for side in [before, after] {
        for item in side["products"] as? [[String: Any]] ?? []
        where item["name"] as? String == product {
          reached.formUnion(item["targets"] as? [String] ?? [])
        }
      }
    }
    // Each dependency's declaration by the names a product dependency may give its package.
    func declarations(_ object: [String: Any]) -> [String: String] {
      var declared: [String: String] = [:]
      for item in object["dependencies"] as? [[String: Any]] ?? [] {
        for case let details as [[String: Any]] in item.values {
          for key in ["identity", "nameForTargetDependencyResolutionOnly", "name"] {
            if let name = details.first?[key] as? String {
              declared[name.lowercased()] = Self.canonical(item)
            }
          }
        }
      }
      return declared
    }
    let (oldDeclared, newDeclared) = (declarations(before), declarations(after))
    let redeclared = Set(oldDeclared.keys).union(newDeclared.keys).filter {
      oldDeclared[$0] != newDeclared[$0]
    }
    for item in after["targets"] as? [[String: Any]] ?? [] where !redeclared.isEmpty {
      let uses = (item["dependencies"] as? [[String: Any]] ?? []).contains { dependency in
        if let product = dependency["product"] as? [Any] {
          return (product.count > 1 ? product[1] as? String : nil)
            .map { redeclared.contains($0.lowercased()) } ?? true
        }
        return ((dependency["byName"] as? [Any])?.first as? String)
          .map { !newTargets.keys.contains($0) } ?? false
      }
      if uses, let name = item["name"] as? String { reached.insert(name) }
    }
    return reached.intersection(unit.targets)
  }

  fileprivate static func dump(_ folder: String) throws -> Data {
    let scratch = try TemporaryFolder("reference-dump")
    defer { scratch.remove() }
    return try runProgram([
      "swift", "package", "--package-path", folder, "--scratch-path", scratch.path, "dump-package",
    ])
  }

  /// Each native target's objects, identifiers replaced by paths and names, as text; and what
  /// the project's own object says besides its targets, groups and packages.
  fileprivate static func fingerprints(_ data: Data) throws -> ([String: String], String) {
    let list = try PropertyListSerialization.propertyList(from: data, format: nil)
    guard let top = list as? [String: Any],
      let objects = top["objects"] as? [String: [String: Any]],
      let rootID = top["rootObject"] as? String, var root = objects[rootID]
    else { throw ReferenceError(description: "not an Xcode project") }
    let project = Project(objects: objects, root: root)
    func expand(_ value: Any, _ open: Set<String>) -> Any {
      if let id = value as? String, let object = objects[id] {
        let isa = object["isa"] as? String ?? ""
        if isa.hasSuffix("Target") { return "target " + (object["name"] as? String ?? id) }
        if isa == "PBXProject" { return "project" }
        if [
          "PBXFileReference", "PBXGroup", "PBXReferenceProxy", "PBXVariantGroup",
          "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
        ].contains(isa) {
          let place =
            project.path(of: id) ?? "\(object["sourceTree"] ?? "") \(object["path"] ?? "")"
          var described: [Any] = [
            isa, place, object["explicitFileType"] ?? "", object["lastKnownFileType"] ?? "",
          ]
          if let children = object["children"], isa != "PBXGroup" {
            described.append(expand(children, open))
          }
          if let exceptions = object["exceptions"] { described.append(expand(exceptions, open)) }
          return described
        }
        guard !open.contains(id) else { return "cycle" }
        return expand(object, open.union([id]))
      }
      if let array = value as? [Any] { return array.map { expand($0, open) } }
      if let dictionary = value as? [String: Any] {
        return dictionary.mapValues { expand($0, open) }
      }
      return value
    }
    var attributes = root["attributes"] as? [String: Any] ?? [:]
    let targetAttributes =
      attributes.removeValue(forKey: "TargetAttributes") as? [String: Any] ?? [:]
    var targets: [String: String] = [:]
    for id in root["targets"] as? [String] ?? [] {
      guard let target = objects[id], let name = target["name"] as? String else { continue }
      targets[name] = canonical([expand(target, [id]), expand(targetAttributes[id] ?? "", [id])])
    }
    for key in ["targets", "mainGroup", "productRefGroup", "packageReferences"] {
      root.removeValue(forKey: key)
    }
    root["attributes"] = attributes
    return (targets, canonical(expand(root, [rootID])))
  }
}
