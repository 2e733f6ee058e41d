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
  }

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
    // A product of a package no one described (a remote one) reaches nothing here.
    for (user, product) in productUsers {
      for target in productTargets[product] ?? [] { dependents[target, default: []].insert(user) }
    }
    for (user, product) in projectProducts {
      for target in productTargets[product] ?? [] { dependents[target, default: []].insert(user) }
    }
    inputs = try Self.inputs(ofRulesIn: repository)
  }

  /// The product names each project target links, kept until every package is described.
  private var projectProducts: [(user: String, product: String)] = []

  /// The targets that changing `files` (relative to the repository) reaches, sorted, and the
  /// files that nothing owns or reads.
  package func reached(byChanging files: [String]) -> (targets: [String], unowned: [String]) {
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
      let owners = owners(of: file)
      reached.formUnion(owners)
      if owners.isEmpty && !isRead { unowned.append(file) }
    }
    var pending = Array(reached)
    while let target = pending.popLast() {
      for dependent in dependents[target, default: []] where reached.insert(dependent).inserted {
        pending.append(dependent)
      }
    }
    return (reached.sorted(), unowned.sorted())
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
        let host = targetIDs.first {
          objects[objects[$0]?["productReference"] as? String ?? ""]?["path"] as? String
            == String(app)
        }
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
