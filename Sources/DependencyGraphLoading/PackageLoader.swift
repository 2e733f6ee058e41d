public import DependencyGraphModel
package import DependencyGraphSupport
package import Foundation

/// Loads a package's targets by asking SwiftPM, without building or resolving anything.
///
/// It runs `swift package describe --type json`, which lists the files SwiftPM compiles for
/// each target and works offline even when dependencies were never resolved, and, at the same
/// time when the manifest has any, `swift package dump-package`, which gives what describe
/// leaves out: platform conditions of dependencies and where a C target's headers are. When describe refuses the package because
/// its targets form a cycle, the manifest alone is used and sources are laid out the way
/// SwiftPM does (``SwiftPackage/init(dumpPackageJSON:root:source:)``), so the cycle can still
/// be reported. Both commands get a temporary `--scratch-path`, so a running `swift build` or
/// `swift test` of the same package cannot block them on its lock, and run as the
/// `swift-package` beside `swift` when there is one, as `swift package` itself would.
public enum PackageLoader {
  /// The SwiftPM command whose answer gives the targets; tests compare the two.
  enum ManifestCommand {
    /// `describe` for targets and sources, `dump-package` for what describe leaves out.
    case describe
    /// `dump-package` alone, with sources laid out by ``SourceLayout``.
    case dumpPackage
  }

  /// Loads the package at `packagePath`.
  ///
  /// - Parameters:
  ///   - packagePath: The package's root folder, absolute or relative to the current one.
  ///   - swift: The `swift` executable to run; found through `DEPGRAPH_SWIFT` or `PATH` when
  ///     `nil`.
  ///   - manifestCache: Where dump-package's answer is kept between runs; `nil` for none.
  /// - Returns: The package's targets, their sources and declared dependencies.
  /// - Throws: ``InputError/folderNotFound(path:)`` when nothing is at the path;
  ///   ``InputError/packageNotFound(path:projects:)`` when there is no manifest there,
  ///   ``InputError/projectNotGenerated(path:project:)`` when a generator's specification is
  ///   there instead; ``ToolchainError/packageCommandFailed(command:output:)`` when SwiftPM cannot read it;
  ///   ``ToolchainError/swiftNotFound(reason:)`` when `swift` cannot be run.
  public static func load(
    packagePath: String, swift: String? = nil, manifestCache: ManifestCache? = nil
  ) throws(GraphError) -> SwiftPackage {
    try load(packagePath: packagePath, swift: swift, reading: .describe, cache: manifestCache)
  }

  /// Loads the package at `packagePath` from what `manifestCommand` answers. `readsManifest` says whether
  /// dump-package may run for what describe leaves out: a dependency package, whose products
  /// alone are used, needs describe only.
  static func load(
    packagePath: String, swift: String?, reading manifestCommand: ManifestCommand,
    cache: ManifestCache? = nil,
    readsManifest: Bool = true,
    temporaryDirectory: URL = FileManager.default.temporaryDirectory
  ) throws(GraphError) -> SwiftPackage {
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
    guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
      if let generated = GeneratedProject.ungenerated(in: root) {
        throw .input(.projectNotGenerated(path: packagePath, project: generated))
      }
      try requireFolder(root, shownAs: packagePath)
      throw .input(.packageNotFound(path: packagePath, projects: Self.xcodeProjects(in: root)))
    }
    let package = try load(
      root: root, swift: swift, reading: manifestCommand, cache: cache,
      readsManifest: readsManifest, temporaryDirectory: temporaryDirectory)
    // The `Package.swift` of a Tuist project declares the packages Tuist fetches, no target:
    // the app is in the project Tuist generates.
    if package.targets.isEmpty, let generated = GeneratedProject.ungenerated(in: root),
      generated.generator == .tuist
    {
      throw .input(.projectNotGenerated(path: packagePath, project: generated))
    }
    return package
  }

  /// Loads the package whose manifest is in `root` through SwiftPM.
  private static func load(
    root: String, swift: String?, reading manifestCommand: ManifestCommand, cache: ManifestCache?,
    readsManifest: Bool, temporaryDirectory: URL
  ) throws(GraphError) -> SwiftPackage {
    let executable: String
    if let swift { executable = swift } else { executable = try swiftExecutable() }
    return try withTemporaryFolder("depgraph", in: temporaryDirectory) {
      folder throws(GraphError) -> SwiftPackage in
      let swiftPM = packageCommand(swift: executable)
      func command(_ name: String, _ arguments: [String]) throws(GraphError) -> Command {
        try Command(
          executable: swiftPM.executable,
          arguments: swiftPM.arguments + [
            "--package-path", root, "--scratch-path",
            folder.appendingPathComponent("scratch-" + name).path,
          ] + arguments,
          outputFolder: folder.appendingPathComponent(name))
      }

      // dump-package runs beside describe when the manifest can hold what only it tells and the
      // checks use: a platform condition is spelled `.when(platforms:`, a headers folder
      // `publicHeadersPath:`. Otherwise it runs only if describe fails or warns: a second SwiftPM
      // costs as much as the first, and the second core is scanning. The answer for an unchanged
      // manifest comes from the cache, when there is one, and no second SwiftPM runs.
      let manifests = Self.manifests(in: root)
      let wantsManifest =
        manifestCommand == .dumpPackage
        || readsManifest
          && manifests.contains { Self.mayHoldWhatOnlyDumpTells($0.bytes) }
      let entry = cache?.entry(
        root: root, manifests: manifests, swift: executable,
        environment: ProcessInfo.processInfo.environment)
      let remembered = entry?.answer().flatMap { try? Manifest(json: $0, source: "") }
      let describing =
        manifestCommand == .describe
        ? try command("describe", ["describe", "--type", "json"]) : nil
      var dumping =
        wantsManifest && remembered == nil ? try command("dump", ["dump-package"]) : nil
      func answer(_ running: Command, _ name: String, _ arguments: [String]) throws(GraphError)
        -> Command.Result
      {
        let first = try running.finish()
        guard first.status == 0 && first.output.isEmpty else { return first }
        // SwiftPM once exited 0 having printed nothing, in a CI run on a busy machine; a package
        // always prints something, so ask once more before calling the answer malformed.
        return try command(name + "-again", arguments).finish()
      }
      var described: Command.Result?
      if let describing {
        described = try answer(describing, "describe", ["describe", "--type", "json"])
      }
      if dumping == nil, remembered == nil, readsManifest,
        described?.status != 0 || described?.errorText.isEmpty == false
      {
        dumping = try command("dump", ["dump-package"])
      }
      var dumped: Command.Result?
      if let dumping { dumped = try answer(dumping, "dump", ["dump-package"]) }
      /// The manifest as dump-package gives it, remembered or fresh (then kept); `nil` when
      /// it was not asked or failed.
      func manifest() throws(GraphError) -> Manifest? {
        if let remembered { return remembered }
        guard let dumped, dumped.status == 0 else { return nil }
        let manifest = try Manifest(json: dumped.output, source: "swift package dump-package")
        entry?.store(dumped.output)
        return manifest
      }

      if let described, described.status == 0 {
        let package = try SwiftPackage(
          describeJSON: described.output, root: root, source: "swift package describe")
        guard let manifest = try manifest() else {
          // The manifest defines no flag (else it would have been read): SwiftPM's own.
          let conditions: BuildConditions = readsManifest ? .swiftPM : .unknown
          return package.with(targets: package.targets.map { $0.with(buildConditions: conditions) })
            .resolvingModuleMaps()
        }
        return package.merging(manifest, swiftPMWarnings: described.errorText)
      }
      // describe failed or was not asked: the manifest alone, from dump-package or the cache.
      guard let manifest = try manifest() else {
        let command = described == nil ? "dump-package" : "describe"
        let output = described?.errorText ?? dumped?.errorText ?? ""
        throw .toolchain(.packageCommandFailed(command: "swift package " + command, output: output))
      }
      if let described, !described.errorText.contains("cyclic dependency") {
        // SwiftPM reads the manifest but cannot lay the package out: neither can it build it.
        throw .toolchain(
          .packageCommandFailed(command: "swift package describe", output: described.errorText))
      }
      return SwiftPackage(manifest: manifest, root: root)
        .resolvingModuleMaps(publicHeaders: manifest.publicHeaders)
    }
  }

  /// Whether a manifest may hold what only dump-package tells and the checks use: a platform
  /// condition, `.when(platforms:` (spaces allowed after the parenthesis), a headers folder,
  /// a define, unsafe flags, traits or module aliases. Bytes are searched, not text: this runs on every load,
  /// before SwiftPM starts.
  static func mayHoldWhatOnlyDumpTells(_ manifest: Data) -> Bool {
    [UInt8](manifest).withUnsafeBufferPointer { bytes in
      func offset(of word: String, from start: Int) -> Int? {
        let word = Array(word.utf8)
        guard bytes.count >= word.count, start <= bytes.count - word.count else { return nil }
        return (start...(bytes.count - word.count)).first { index in
          bytes[index] == word[0] && bytes[index..<(index + word.count)].elementsEqual(word)
        }
      }
      let words = ["publicHeadersPath", "define(", "unsafeFlags", "traits", "moduleAliases"]
      if words.contains(where: { offset(of: $0, from: 0) != nil }) { return true }
      var start = 0
      while let when = offset(of: "when(", from: start) {
        start = when + 5
        let argument = bytes[start...].drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if argument.starts(with: "platforms".utf8) { return true }
      }
      return false
    }
  }

  /// The names and bytes of `Package.swift` and its versioned variants
  /// (`Package@swift-6.0.swift`).
  private static func manifests(in root: String) -> [(name: String, bytes: Data)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { $0 == "Package.swift" || $0.hasPrefix("Package@swift-") }.compactMap {
      name in (try? Data(contentsOf: URL(fileURLWithPath: root + "/" + name))).map { (name, $0) }
    }
  }

  /// The package's manifest as SwiftPM evaluates it, `swift package dump-package`'s answer,
  /// for comparing two revisions of one manifest.
  ///
  /// - Returns: The answer, or why SwiftPM could not evaluate the manifest (its first line).
  /// - Throws: ``ToolchainError/swiftNotFound(reason:)`` when `swift` cannot be run;
  ///   ``ToolchainError/temporaryFolder(path:reason:)`` when its output cannot be kept.
  package static func evaluatedManifest(packagePath: String, swift: String?) throws(GraphError)
    -> Result<JSONValue, ReadFailure>
  {
    let executable: String
    if let swift { executable = swift } else { executable = try swiftExecutable() }
    let swiftPM = packageCommand(swift: executable)
    return try withTemporaryFolder("depgraph-dump") {
      folder throws(GraphError) -> Result<JSONValue, ReadFailure> in
      let result = try Command(
        executable: swiftPM.executable,
        arguments: swiftPM.arguments + [
          "--package-path", packagePath, "--scratch-path",
          folder.appendingPathComponent("scratch").path, "dump-package",
        ],
        outputFolder: folder.appendingPathComponent("dump")
      ).finish()
      guard result.status == 0,
        let manifest = try? JSONDecoder().decode(JSONValue.self, from: result.output)
      else {
        let firstError =
          result.errorText.split(separator: "\n")
          .first { $0.contains("error:") } ?? result.errorText.split(separator: "\n").first
        return .failure(
          ReadFailure(reason: firstError.map(String.init) ?? "dump-package failed"))
      }
      return .success(manifest)
    }
  }

  /// How to start `swift package` with `swift`: `swift-package` itself when it sits beside
  /// `swift`, which is where `swift` looks for it first before starting it with the same
  /// arguments and environment, so that a run does not pay the driver's start-up (about 8 ms
  /// of every load); else `swift` with `package` first, which searches `PATH`.
  static func packageCommand(swift: String) -> (executable: String, arguments: [String]) {
    let beside = URL(fileURLWithPath: swift).deletingLastPathComponent()
      .appendingPathComponent("swift-package").path
    return FileManager.default.isExecutableFile(atPath: beside)
      ? (beside, []) : (swift, ["package"])
  }

  /// The `swift` to run: `DEPGRAPH_SWIFT` when set, else the first on `PATH`.
  ///
  /// - Returns: The executable's path.
  /// - Throws: ``ToolchainError/swiftNotFound(reason:)`` when there is none.
  public static func swiftExecutable() throws(GraphError) -> String {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["DEPGRAPH_SWIFT"], !explicit.isEmpty { return explicit }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(folder) + "/swift"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw .toolchain(.swiftNotFound(reason: "no 'swift' on PATH"))
  }

  /// The `.xcworkspace` folders, then the `.xcodeproj` folders, directly in `folder`, by name.
  static func xcodeProjects(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { InputKind(path: $0) == .xcodeWorkspace }.sorted()
      + names.filter { InputKind(path: $0) == .xcodeProject }.sorted()
  }
}

extension PackageLoader {
  /// Declares a dependency with SwiftPM's own manifest editor,
  /// `swift package add-target-dependency DEPENDENCY TARGET`, as `depgraph --fix` does.
  /// depgraph never edits `Package.swift` itself.
  ///
  /// - Parameters:
  ///   - dependency: The target to depend on.
  ///   - target: The target that gets the dependency.
  ///   - package: The package that offers `dependency` as a product; `nil` for a target.
  ///   - packagePath: The package's root folder.
  ///   - swift: The `swift` executable; found as for loading when `nil`.
  /// - Throws: ``ToolchainError/packageCommandFailed(command:output:)`` with SwiftPM's message
  ///   when it refuses the edit; ``ToolchainError/manifestEditUndone(command:reason:)`` when the
  ///   edit left a manifest that does not load or lacks the dependency, once `Package.swift` is
  ///   back as it was; the errors of starting `swift`.
  public static func addTargetDependency(
    _ dependency: String, to target: TargetName, package: String? = nil, packagePath: String,
    swift: String? = nil
  ) throws(GraphError) {
    let arguments =
      ["add-target-dependency", dependency, target.rawValue]
      + (package.map { ["--package", $0] } ?? [])
    let manifest = URL(fileURLWithPath: packagePath).standardizedFileURL
      .appendingPathComponent("Package.swift")
    let before = FileManager.default.contents(atPath: manifest.path)
    try edit(arguments, packagePath: packagePath, swift: swift)
    // SwiftPM's editor changes the first `.target(name: "TARGET")` call of the manifest, which
    // may be another target's dependency on TARGET rather than TARGET's own entry: the edit
    // then breaks the manifest, or lands elsewhere. Check, and undo it.
    let problem: String?
    do {
      let edited = try load(
        packagePath: packagePath, swift: swift, reading: .describe, readsManifest: false)
      let declares = edited.targets.first { $0.name == target }.map {
        $0.targetDependencies.contains(TargetName(dependency))
          || $0.productDependencies.contains(ProductName(dependency))
      }
      problem =
        declares == true
        ? nil : "without the dependency: SwiftPM's editor changed another call named \(target)"
    } catch {
      // The compiler's first complaint about the manifest, from `Package.swift:LINE:COLUMN:`.
      let complaint = error.description.split(separator: "\n").lazy.compactMap { line in
        line.range(of: "Package.swift:").flatMap { start in
          line.contains(": error: ") ? line[start.lowerBound...] : nil
        }
      }.first
      problem = "so that it no longer loads" + (complaint.map { " (\($0))" } ?? "")
    }
    guard let problem else { return }
    guard let before else {
      // Nothing to put back: say what SwiftPM left, not that it was undone.
      throw .toolchain(
        .packageCommandFailed(
          command: "swift package " + arguments.joined(separator: " "),
          output: "it left Package.swift \(problem), and the manifest could not be read before"))
    }
    do {
      try before.write(to: manifest, options: .atomic)
    } catch {
      throw .file(.unwritable(path: manifest.path, reason: systemReason(error)))
    }
    throw .toolchain(
      .manifestEditUndone(
        command: "swift package " + arguments.joined(separator: " "), reason: problem))
  }

  /// Declares a dependency on a local package with SwiftPM's own manifest editor,
  /// `swift package add-dependency PATH --type path`.
  ///
  /// - Parameters:
  ///   - path: The package to depend on, relative to `packagePath` as `.package(path:)` spells it.
  ///   - packagePath: The root folder of the package that gets the dependency.
  ///   - swift: The `swift` executable; found as for loading when `nil`.
  /// - Throws: As ``addTargetDependency(_:to:package:packagePath:swift:)``.
  public static func addPackageDependency(path: String, packagePath: String, swift: String? = nil)
    throws(GraphError)
  {
    try edit(["add-dependency", path, "--type", "path"], packagePath: packagePath, swift: swift)
  }

  /// Runs `swift package` with `arguments` on the package at `packagePath`, in its own scratch
  /// path so that the edit does not wait on the lock of a running build.
  private static func edit(_ arguments: [String], packagePath: String, swift: String?)
    throws(GraphError)
  {
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
    let executable: String
    if let swift { executable = swift } else { executable = try swiftExecutable() }
    let swiftPM = packageCommand(swift: executable)
    let result = try withTemporaryFolder("depgraph-fix") { folder throws(GraphError) in
      try Command(
        executable: swiftPM.executable,
        arguments: swiftPM.arguments + [
          "--package-path", root, "--scratch-path",
          folder.appendingPathComponent("scratch").path,
        ] + arguments,
        outputFolder: folder.appendingPathComponent("edit")
      ).finish()
    }
    guard result.status == 0 else {
      throw .toolchain(
        .packageCommandFailed(
          command: "swift package " + arguments.joined(separator: " "), output: result.errorText))
    }
  }
}

extension SwiftPackage {
  /// The package with what only the manifest says: dependency conditions, module maps under a
  /// custom headers path, and a warning for each target that describe left out.
  func merging(_ manifest: Manifest, swiftPMWarnings: String) -> SwiftPackage {
    let declared = Dictionary(
      manifest.targets.map { (TargetName($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    let targets = targets.map { target in
      declared[target.name].map {
        target.with(
          dependencyConditions: manifest.conditions(of: $0),
          buildConditions: manifest.buildConditions(of: $0),
          moduleAliases: manifest.moduleAliases(of: $0))
      } ?? target
    }
    let known = Set(targets.map(\.name))
    let warningLines = swiftPMWarnings.split(separator: "\n").map(String.init)
    let leftOut = manifest.targets.map { TargetName($0.name) }.filter { !known.contains($0) }.map {
      name in
      LoadWarning.targetLeftOut(
        target: name,
        swiftPMWarning: warningLines.first { $0.contains("target \(name) ") }.map {
          $0.replacingOccurrences(
            of: #"^warning: ('[^']*': )?"#, with: "", options: .regularExpression)
        })
    }
    return with(targets: targets, addingWarnings: leftOut)
      .resolvingModuleMaps(publicHeaders: manifest.publicHeaders)
  }
}

extension Manifest {
  /// Each C target's public-headers folder, where the manifest names one.
  var publicHeaders: [String: String] {
    Dictionary(
      targets.compactMap { target in target.publicHeadersPath.map { (target.name, $0) } },
      uniquingKeysWith: { first, _ in first })
  }
}

extension Command {
  /// Starts `executable`, reporting a failure as the checker's error: scratch files that cannot
  /// be made as ``ToolchainError/temporaryFolder(path:reason:)``, an executable that cannot start
  /// as ``ToolchainError/swiftNotFound(reason:)``.
  package init(executable: String, arguments: [String], outputFolder: URL) throws(GraphError) {
    try self.init(
      executable: executable, arguments: arguments, outputFolder: outputFolder,
      failing: GraphError.init)
  }

  /// Waits for the command to exit and reads what it wrote, reporting a failure as
  /// ``ToolchainError/temporaryFolder(path:reason:)``.
  package func finish() throws(GraphError) -> Result {
    try finish(failing: GraphError.init)
  }
}

extension GraphError {
  /// The checker's error for a command that could not run or be read.
  init(_ failure: Command.Failure) {
    switch failure {
    case .scratchFiles(let folder, let reason):
      self = .toolchain(.temporaryFolder(path: folder, reason: reason))
    case .launch(let executable, let reason):
      self = .toolchain(.swiftNotFound(reason: "\(executable): \(reason)"))
    }
  }
}
