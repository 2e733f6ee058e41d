public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

extension SwiftPackage {
  /// Reads an Xcode project as the targets of one more package of a workspace: each native
  /// target with the Swift files it compiles, the targets it depends on or links, and the
  /// package products it links; the project's packages, remote and local, are its
  /// dependencies.
  ///
  /// Folders that Xcode keeps in sync with the disk are listed, less each target's
  /// exceptions; a folder among them, or a folder reference, that holds a `Package.swift` is
  /// a local package, whose products the targets may link without naming the package. Nothing
  /// runs: no Xcode, no `xcodebuild`.
  ///
  /// - Parameter path: The `.xcodeproj` folder, absolute or relative to the current folder.
  /// - Throws: ``InputError/folderNotFound(path:)`` when nothing is at the path;
  ///   ``InputError/projectNotFound(path:holding:)`` when it holds no `project.pbxproj`,
  ///   ``InputError/projectNotGenerated(path:project:)`` when a generator's specification
  ///   beside it says how to make one;
  ///   ``InputError/malformedProject(file:reason:)`` when the file is not a project. An object
  ///   of the file that cannot be used is a ``LoadWarning`` instead.
  public init(xcodeProject path: String) throws(GraphError) {
    let project = URL(fileURLWithPath: path).standardizedFileURL.path
    let file = project + "/project.pbxproj"
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      guard FileManager.default.fileExists(atPath: file) else {
        let folder = URL(fileURLWithPath: project).deletingLastPathComponent().path
        if let generated = GeneratedProject.ungenerated(in: folder) {
          throw .input(.projectNotGenerated(path: path, project: generated))
        }
        try requireFolder(project, shownAs: path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: project)) ?? []
        throw .input(
          .projectNotFound(
            path: path,
            holding: names.filter { InputKind(path: $0) != .package }
              .sorted()))
      }
      throw .file(.unreadable(path: file, reason: systemReason(error)))
    }
    let name = URL(fileURLWithPath: project).deletingPathExtension().lastPathComponent
    let root = URL(fileURLWithPath: project).deletingLastPathComponent().path
    let read: XcodeProject
    do throws(ReadFailure) {
      read = try XcodeProject(name: name, pbxproj: data) { file in
        XcodeProjectPath.contents(ofCaseInsensitive: XcodeProjectPath.absolute(file, root: root))
          .map { String(decoding: $0, as: UTF8.self) }
      }
    } catch {
      throw .input(.malformedProject(file: file, reason: error.reason))
    }
    let shownFile = URL(fileURLWithPath: project).lastPathComponent + "/project.pbxproj"
    var disk = ProjectFolders(root: root)
    let compilesCode: Set<Target.Kind> = [
      .application, .appExtension, .framework, .staticLibrary, .dynamicLibrary, .test, .uiTest,
      .executable,
    ]
    let empty = read.targets.filter {
      compilesCode.contains($0.kind) && $0.sourceFiles.isEmpty && $0.synchronizedFolders.isEmpty
        && $0.addedFiles.isEmpty
    }
    let lines = Self.lines(
      of: Set(
        read.problems.map(\.object) + empty.map(\.id) + read.settingsProblems.compactMap(\.object)),
      in: data)
    var warnings = read.problems.map { problem in
      LoadWarning.unusableProjectObject(
        file: shownFile, line: lines[problem.object] ?? 1, object: problem.object,
        reason: problem.reason)
    }
    warnings += Self.settingsWarnings(
      of: read, at: project, in: root, lines: lines, shownFile: shownFile)
    warnings += empty.map {
      .emptyProjectTarget(file: shownFile, line: lines[$0.id] ?? 1, target: TargetName($0.name))
    }
    let targets = read.targets.map { target in
      Self.target(target, reading: &disk, warnings: &warnings, shownFile: shownFile)
    }
    var dependencies: [PackageDependency] = []
    var localFolders: [String] = []
    for package in read.packages {
      switch package {
      case .remote(let url):
        dependencies.append(
          PackageDependency(
            identity: PackageDependency.identity(of: url), source: .remote(url: url)))
      case .local(let path):
        localFolders.append(XcodeProjectPath.absolute(path, root: root))
      }
    }
    for folder in read.folderReferences {
      let absolute = XcodeProjectPath.absolute(folder, root: root)
      if FileManager.default.fileExists(atPath: absolute + "/Package.swift") {
        localFolders.append(absolute)
      }
    }
    // Walking every synchronized folder finds the packages inside those no target owns.
    for folder in read.synchronizedFolders { _ = disk.swiftFiles(in: folder) }
    for folder in Set(localFolders + disk.packages).sorted()
    where !dependencies.contains(where: { $0.identity == PackageDependency.identity(of: folder) }) {
      dependencies.append(
        PackageDependency(
          identity: PackageDependency.identity(of: folder), source: .local(path: folder)))
    }
    self.init(
      name: name, root: root, identity: PackageIdentity(spelledAs: name + ".xcodeproj"),
      targets: targets,
      dependencies: dependencies, loadWarnings: warnings, xcodeProject: project)
    xcodeIdentifiers = read.identifiers.mapValues(TargetName.init)
    xcodeProxies = Dictionary(
      read.proxies.map { (TargetName($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  /// A native target as a target of the graph: the files it compiles, its synchronized
  /// folders read whole (the files they held before a change too) less its exceptions; a
  /// folder that is not on the disk is a warning.
  private static func target(
    _ target: XcodeProject.NativeTarget, reading disk: inout ProjectFolders,
    warnings: inout [LoadWarning], shownFile: String
  ) -> Target {
    var sources = target.sourceFiles + target.addedFiles
    var inputs = target.inputFiles
    var excluded: [String] = []
    for folder in target.synchronizedFolders {
      guard let files = disk.swiftFiles(in: folder.path) else {
        warnings.append(
          .missingProjectFile(file: shownFile, target: TargetName(target.name), path: folder.path))
        continue
      }
      func inFolder(_ file: String) -> String {
        folder.path.isEmpty ? file : folder.path + "/" + file
      }
      sources += files.filter { !folder.excludes($0) }.map(inFolder)
      inputs.append(folder.path)
      excluded += folder.excluded.map(inFolder)
    }
    return Target(
      name: TargetName(target.name), c99name: target.moduleName, kind: target.kind, path: "",
      sources: Array(Set(sources)), inputFiles: inputs, excludedInputs: excluded,
      moduleNames: [target.moduleName],
      targetDependencies: target.targetDependencies.map(TargetName.init),
      productDependencies: target.productDependencies,
      runtimeDependencies: target.runtimeDependencies.map(TargetName.init),
      buildConditions: target.buildConditions, linkedProducts: target.linkedProducts,
      unplacedProducts: target.unplacedProducts)
  }

  /// The line of the file where each of `objects` is defined (`ID /* ... */ = {`), in one pass;
  /// lists that name an object are passed over, and an object not found has no line.
  static func lines(of objects: Set<String>, in data: Data) -> [String: Int] {
    guard !objects.isEmpty else { return [:] }
    var found: [String: Int] = [:]
    let text = String(decoding: data, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == "\t" || $0 == " " }
      let id = String(trimmed.prefix { $0 != " " && $0 != "=" })
      if objects.contains(id), found[id] == nil, trimmed.contains("= {") {
        found[id] = index + 1
      }
    }
    return found
  }
}

/// The files of the folders an Xcode project keeps in sync with the disk, each folder read once.
private struct ProjectFolders {
  let root: String
  /// The folders below synchronized folders that hold a `Package.swift`, absolute: local
  /// packages, whose files belong to no target of the project.
  var packages: [String] = []
  private var listed: [String: [String]?] = [:]

  init(root: String) { self.root = root }

  /// Folders Xcode treats as one file: nothing inside is compiled.
  private static let wrappers: Set<String> = [
    "xcassets", "bundle", "framework", "xcframework", "xcodeproj", "xcworkspace", "docc",
    "playground", "app", "appex", "lproj", "xcdatamodeld", "scnassets", "rcproject",
  ]

  /// The Swift files under `folder` (relative to the project's folder), relative to it and
  /// sorted; `nil` when the folder does not exist.
  mutating func swiftFiles(in folder: String) -> [String]? {
    if let known = listed[folder] { return known }
    let absolute = XcodeProjectPath.absolute(folder, root: root)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      listed[folder] = .some(nil)
      return nil
    }
    var files: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let here = relative.isEmpty ? absolute : absolute + "/" + relative
      if !relative.isEmpty, FileManager.default.fileExists(atPath: here + "/Package.swift") {
        packages.append(here)
        continue
      }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: here) else {
        continue
      }
      for name in names where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        var isChildFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: here + "/" + name, isDirectory: &isChildFolder)
        else { continue }
        if isChildFolder.boolValue {
          let suffix = name.split(separator: ".").last.map(String.init) ?? ""
          if !name.contains(".") || !Self.wrappers.contains(suffix) { pending.append(child) }
        } else if name.hasSuffix(".swift") {
          files.append(child)
        }
      }
    }
    files.sort()
    listed[folder] = .some(files)
    return files
  }
}

extension SwiftPackage {
  /// The warnings of settings that could not be read. The configuration files of pods not
  /// installed here are one warning, which says to install them, not one per file.
  private static func settingsWarnings(
    of read: XcodeProject, at project: String, in root: String, lines: [String: Int],
    shownFile: String
  ) -> [LoadWarning] {
    let pods = CocoaPods(integrating: project).flatMap { $0.isInstalled ? nil : $0 }
    var warnings: [LoadWarning] = []
    var podsConfigurations = 0
    for problem in read.settingsProblems {
      if pods != nil, let missing = problem.missing, CocoaPods.writes(missing) {
        podsConfigurations += 1
        continue
      }
      warnings.append(
        .unreadableBuildSettings(
          file: problem.file ?? shownFile,
          line: problem.object.flatMap { lines[$0] } ?? problem.line, reason: problem.reason))
    }
    if let pods, podsConfigurations > 0 || !pods.targets.isEmpty {
      let known = Set(read.targets.map { TargetName($0.name) })
      warnings.append(
        .podsNotInstalled(
          podfile: String(repeating: "../", count: pods.levelsAbove(root)) + "Podfile",
          command: pods.command,
          targets: pods.targets.filter(known.contains), pods: pods.pods))
    }
    return warnings
  }
}
