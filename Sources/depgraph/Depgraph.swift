import CommandLineSupport
import DependencyGraph
import Foundation

/// The exit statuses `depgraph` documents in its help.
enum DepgraphExitStatus {
  /// No violation of severity error; warnings are allowed.
  static let clean: Int32 = 0
  /// At least one violation of severity error.
  static let violations: Int32 = 1
  /// Bad input or usage: no package, unreadable or malformed JSON, a bad rules file, an
  /// unknown option.
  static let badInput: Int32 = 2
}

/// The entry point of `depgraph`, separate from `main.swift` so that tests can run it.
enum Depgraph {
  /// The draft, then what building it in a scratch copy showed, with the exit status.
  private static func verified(
    _ draft: BridgeDraft, printed: String, analysis: PackageAnalysis, currentDirectory: String
  ) -> CommandResult {
    let edge = "\(draft.from) -> \(draft.to)"
    do {
      switch try analysis.verify(draft) {
      case .builds:
        return CommandResult(
          standardOutput: printed
            + "depgraph bridge --verify: the draft builds: \(draft.from) and \(draft.to) "
            + "compile with the edge \(edge) removed.\n")
      case .fails(let errors):
        // Each error's file as the rest of the output shows paths.
        let shown = errors.map { error in
          let file = String(error.prefix { $0 != ":" })
          let path = displayPath(file, root: analysis.package.root, relativeTo: currentDirectory)
          return (path.relative ?? path.absolute) + error.dropFirst(file.count) + "\n"
        }
        return CommandResult(
          standardOutput: printed + shown.joined()
            + "depgraph bridge --verify: with the edge \(edge) removed, the draft does not "
            + "build yet: \(errors.count) error\(errors.count == 1 ? "" : "s") above, each a "
            + "step left to do by hand.\n",
          exitCode: DepgraphExitStatus.violations)
      case .cannotBuild(let reason):
        return CommandResult(
          standardOutput: printed,
          standardError:
            "error: depgraph bridge --verify cannot build the package, so the draft is not "
            + "checked: \(reason)\n",
          exitCode: DepgraphExitStatus.badInput)
      }
    } catch {
      return .failure(error, exitCode: DepgraphExitStatus.badInput)
    }
  }

  /// What `base` says about the checked packages whose manifest or pins `files` change: each
  /// one's description, and its `Package.resolved`, read from a copy of the base's tree. A
  /// package whose base manifest cannot be read is left out, so all of it is reached.
  private static func baseDescriptions(
    at base: String, changing files: [String], of workspace: Workspace
  ) throws(GraphError) -> BaseDescriptions {
    let touched = workspace.packages.filter { package in
      package.xcodeProject == nil
        && files.contains { file in
          file.hasPrefix(package.root + "/")
            && !file.dropFirst(package.root.count + 1).contains("/")
            && (file.hasSuffix("/Package.resolved") || file.hasSuffix(".swift"))
            && URL(fileURLWithPath: file).lastPathComponent.hasPrefix("Package")
        }
    }
    guard !touched.isEmpty else { return BaseDescriptions() }
    let repository = try GitChanges.repository(of: workspace.root)
    let tree = FileManager.default.temporaryDirectory
      .appendingPathComponent("depgraph-base-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: tree) }
    try GitChanges.exportTree(of: base, in: repository, to: tree)
    var described = BaseDescriptions()
    for package in touched {
      guard package.root == repository || package.root.hasPrefix(repository + "/") else { continue }
      let root = tree + package.root.dropFirst(repository.count)
      described.resolved[package.root] = FileManager.default.contents(
        atPath: root + "/Package.resolved")
      if FileManager.default.fileExists(atPath: root + "/Package.swift") {
        described.packages[package.root] = try? PackageLoader.load(packagePath: root)
      }
    }
    return described
  }

  /// `depgraph diff`: the check of each revision, the base's (and the head's, when it is not
  /// the working tree) in a copy of its tree that `git archive` writes to a temporary folder,
  /// then what changed between them.
  private static func compared(
    _ diff: DiffRequest, options: DepgraphOptions, currentDirectory: String,
    manifestCache: ManifestCache?
  ) -> CommandResult {
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("depgraph-diff-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let folder =
      (options.packagePath ?? options.packagePaths.first ?? options.workspace)
      .map { absolute($0, from: currentDirectory) }
      ?? options.project.map {
        URL(fileURLWithPath: absolute($0, from: currentDirectory)).deletingLastPathComponent().path
      } ?? absolute(".", from: currentDirectory)
    let repository: String
    do {
      repository = try GitChanges.repository(of: folder)
    } catch {
      return .failure(error, exitCode: DepgraphExitStatus.badInput)
    }
    // The base reads the head's checkouts: a dependency is then not a change.
    let checkouts =
      options.scratchPath.map { absolute($0, from: currentDirectory) }
      ?? [folder + "/.build"].first { FileManager.default.fileExists(atPath: $0) }
    /// The check of `revision` in its own copy of the tree, or of the working tree.
    func report(at revision: String?, copy: String) throws(GraphError) -> Report {
      guard let revision else {
        return try check(options, currentDirectory: currentDirectory, manifestCache: manifestCache)
      }
      let tree = temporary + "/" + copy
      try GitChanges.exportTree(of: revision, in: repository, to: tree)
      func moved(_ path: String) -> String {
        let full = absolute(path, from: currentDirectory)
        return full == repository || full.hasPrefix(repository + "/")
          ? tree + full.dropFirst(repository.count) : full
      }
      var copied = options
      copied.packagePath = options.packagePath.map(moved)
      copied.packagePaths = options.packagePaths.map(moved)
      copied.workspace = options.workspace.map(moved)
      copied.project = options.project.map(moved)
      copied.rulesFile = options.rulesFile.map(moved)
      copied.scratchPath = checkouts
      return try check(
        copied, currentDirectory: moved(currentDirectory), manifestCache: manifestCache)
    }
    /// The check of `revision`, or `nil` when the package is not in that revision's tree.
    func absentOrReport(at revision: String?, copy: String) -> Result<Report?, GraphError> {
      do {
        return .success(try report(at: revision, copy: copy))
      } catch {
        switch error {
        case .packageNotFound, .noPackagesInWorkspace, .projectNotFound, .workspaceNotFound:
          return revision == nil ? .failure(error) : .success(nil)
        default: return .failure(error)
        }
      }
    }
    let head: Report?
    switch absentOrReport(at: diff.head, copy: "head") {
    case .success(let report): head = report
    case .failure(let error):
      return CommandResult(
        standardError: "error: the graph of \(diff.head ?? "the working tree") cannot be read: "
          + "\(error)\n",
        exitCode: DepgraphExitStatus.badInput)
    }
    let base: Report?
    switch absentOrReport(at: diff.base, copy: "base") {
    case .success(let report): base = report
    case .failure(let error):
      return CommandResult(
        standardError: "error: the graph of \(diff.base) cannot be read: \(error)\n",
        exitCode: DepgraphExitStatus.badInput)
    }
    guard head != nil || base != nil else {
      return CommandResult(
        standardError: "error: the package is in neither \(diff.base) nor "
          + "\(diff.head ?? "the working tree")\n",
        exitCode: DepgraphExitStatus.badInput)
    }
    let changes = GraphDiff(base: base, head: head)
    return CommandResult(
      standardOutput: diff.format == .json
        ? changes.json(base: diff.base, head: diff.head) : changes.markdown)
  }

  /// The most edges Mermaid draws unless its `maxEdges` setting is raised.
  static let mermaidEdgeLimit = 500

  /// Runs `depgraph` for a command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - currentDirectory: The folder that relative paths start from.
  ///   - manifestCache: Where dump-package's answer is kept between runs; `nil` for none.
  /// - Returns: The output and the exit status.
  static func run(
    _ arguments: [String], currentDirectory: String,
    manifestCache: ManifestCache? = .fromEnvironment()
  ) -> CommandResult {
    let options: DepgraphOptions
    do {
      options = try DepgraphOptions.parse(arguments)
    } catch {
      return .failure(error, exitCode: DepgraphExitStatus.badInput)
    }
    if options.showHelp { return CommandResult(standardOutput: DepgraphOptions.help + "\n") }
    if let diff = options.diff {
      return compared(
        diff, options: options, currentDirectory: currentDirectory, manifestCache: manifestCache)
    }
    if let affected = options.affected {
      do {
        let analysis = try load(
          options, currentDirectory: currentDirectory, manifestCache: manifestCache)
        let files =
          try affected.base.map { base throws(GraphError) in
            try GitChanges.files(base: base, head: affected.head, in: analysis.workspace.root)
          } ?? affected.changed.map { absolute($0, from: currentDirectory) }
        let described = try affected.base.map { base throws(GraphError) in
          try baseDescriptions(at: base, changing: files, of: analysis.workspace)
        }
        let reached = analysis.affected(
          byChanging: files, base: described ?? BaseDescriptions())
        let printed =
          switch affected.format {
          case .text: reached.text
          case .json: reached.json(base: affected.base, head: affected.head)
          case .filter: reached.testFilter.map { $0 + "\n" } ?? ""
          }
        return CommandResult(standardOutput: printed)
      } catch {
        return .failure(error, exitCode: DepgraphExitStatus.badInput)
      }
    }
    if let bridge = options.bridge {
      do {
        let analysis = try load(
          options, currentDirectory: currentDirectory, manifestCache: manifestCache)
        let draft = try analysis.bridge(
          from: bridge.from, to: bridge.to, protocolName: bridge.protocolName)
        let printed =
          options.format == .json
          ? draft.json : draft.text(root: analysis.package.root, relativeTo: currentDirectory)
        // An edge without uses needs no bridge: its edits alone remove it.
        if draft.uses.isEmpty {
          return CommandResult(
            standardOutput: printed,
            standardError:
              "error: \(draft.from) uses nothing of \(draft.to), so there is no bridge to draft; "
              + "delete the imports and the dependency listed above to remove the edge.\n",
            exitCode: DepgraphExitStatus.badInput)
        }
        guard bridge.verify else { return CommandResult(standardOutput: printed) }
        return verified(
          draft, printed: printed, analysis: analysis, currentDirectory: currentDirectory)
      } catch {
        return .failure(error, exitCode: DepgraphExitStatus.badInput)
      }
    }
    do {
      var report = try check(
        options, currentDirectory: currentDirectory, manifestCache: manifestCache)
      var fixed = ""
      if options.fix {
        let rulesFile =
          options.rulesFile.map { absolute($0, from: currentDirectory) }
          ?? [report.root + "/depgraph.json"].first { FileManager.default.fileExists(atPath: $0) }
        fixed =
          try applyFixes(in: report, currentDirectory: currentDirectory)
          + (try placeUnlayeredTargets(
            of: report, in: rulesFile, currentDirectory: currentDirectory))
        if !fixed.isEmpty {
          report = try check(
            options, currentDirectory: currentDirectory, manifestCache: manifestCache)
        }
      }
      if let only = options.only { report = report.keeping(only: only) }
      if let file = options.writeBaseline {
        return try writeBaseline(report, to: file, currentDirectory: currentDirectory)
      }
      if let file = options.baseline {
        let baseline = try Baseline(
          json: try read(absolute(file, from: currentDirectory), shownAs: file), file: file,
          knownTargets: report.targets)
        report = report.subtracting(baseline)
      }
      if let focus = options.focus, !report.targets.contains(focus) {
        throw GraphError.unknownTarget(name: focus, option: "--focus", known: report.targets)
      }
      let drawing = Report.Drawing(
        includeTests: !options.hideTests, focus: options.focus, depth: options.depth,
        reduced: options.reduce)
      var notice = ""
      if options.format == .mermaid, report.edgeCount(drawing) > Self.mermaidEdgeLimit {
        notice =
          "warning: the drawing has \(report.edgeCount(drawing)) edges, more than the "
          + "\(Self.mermaidEdgeLimit) Mermaid draws by default (its maxEdges setting). Draw "
          + "less with --focus <target> --depth 1, --reduce or --hide-tests.\n"
      }
      let output: String =
        switch options.format {
        case .text: report.text(relativeTo: currentDirectory, verbose: options.verbose)
        case .json: report.json
        case .dot: report.dot(drawing)
        case .mermaid: report.mermaid(drawing)
        case .sarif: report.sarif(relativeTo: currentDirectory)
        case .github: report.githubAnnotations(relativeTo: currentDirectory)
        }
      let fails = report.errorCount > 0 || (options.warningsAsErrors && report.warningCount > 0)
      return CommandResult(
        standardOutput: fixed + output, standardError: notice,
        exitCode: fails ? DepgraphExitStatus.violations : DepgraphExitStatus.clean)
    } catch {
      return .failure(error, exitCode: DepgraphExitStatus.badInput)
    }
  }

  /// Runs each distinct fix of the report, in report order; only SwiftPM edits the manifest.
  ///
  /// - Returns: One line per command run.
  private static func applyFixes(in report: Report, currentDirectory: String) throws(GraphError)
    -> String
  {
    var done: Set<String> = []
    var addedPackages: Set<[String]> = []
    var lines = ""
    for violation in report.violations {
      guard let fix = violation.fix, done.insert(fix.command).inserted else { continue }
      let packagePath = fix.packagePath.isEmpty ? report.root : report.root + "/" + fix.packagePath
      // The package's folder as seen from where depgraph runs, as the report's notes show it.
      let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
      let shown =
        packagePath == report.root && base == report.root + "/"
        ? "" : packagePath.hasPrefix(base) ? String(packagePath.dropFirst(base.count)) : packagePath
      let byHand = "Add \"\(fix.dependency)\" to the dependencies of \(fix.target) by hand."
      // A fix SwiftPM refuses or botches is reported and skipped; the other fixes still run, and
      // its finding stays in the report that follows.
      do {
        // Two products of one package need it declared once.
        if let path = fix.addingPackage, addedPackages.insert([packagePath, path]).inserted {
          try PackageLoader.addPackageDependency(path: path, packagePath: packagePath)
        }
        try PackageLoader.addTargetDependency(
          fix.dependency, to: fix.target, package: fix.package, packagePath: packagePath)
        lines += "depgraph: ran \(fix.command(packagePath: shown))\n"
      } catch .manifestEditUndone(_, let reason) {
        lines +=
          "depgraph: undid \(fix.command(packagePath: shown)): it left Package.swift \(reason). "
          + byHand + "\n"
      } catch .packageCommandFailed(let command, let output) {
        // SwiftPM's editor sees only the targets written in `Package(targets:)`, not those a
        // manifest appends afterwards (`package.targets.append(...)`).
        let said = output.split(separator: "\n").first.map {
          $0.replacingOccurrences(of: "error: ", with: "")
        }
        lines +=
          "depgraph: SwiftPM refused \(command): \(said ?? "it printed nothing"). " + byHand
          + "\n"
      }
    }
    return lines
  }

  /// Adds each unlayered target that exactly one layer fits to that layer of the rules file,
  /// editing only the layer's `targets` array.
  ///
  /// - Returns: One line per target placed.
  private static func placeUnlayeredTargets(
    of report: Report, in rulesFile: String?, currentDirectory: String
  ) throws(GraphError) -> String {
    let placements = report.violations.compactMap { violation in
      violation.rule == .unlayeredTarget
        ? violation.fittingLayer.map { (target: violation.target, layer: $0) } : nil
    }
    guard let rulesFile, !placements.isEmpty else { return "" }
    let shown =
      rulesFile.hasPrefix(currentDirectory + "/")
      ? String(rulesFile.dropFirst(currentDirectory.count + 1)) : rulesFile
    try Rules.add(placements, toFile: rulesFile, shownAs: shown)
    return placements.map { "depgraph: added \($0.target) to layer '\($0.layer)' of \(shown)\n" }
      .joined()
  }

  /// Records the report's findings; the run succeeds whatever they are, since recording them
  /// is the point.
  private static func writeBaseline(
    _ report: Report, to file: String, currentDirectory: String
  ) throws(GraphError) -> CommandResult {
    let baseline = Baseline(report: report)
    try baseline.write(toFile: absolute(file, from: currentDirectory), shownAs: file)
    let findings = report.violations.count
    return CommandResult(
      standardOutput: "depgraph: wrote \(findings) finding\(findings == 1 ? "" : "s") "
        + "(\(baseline.entries.count) entr\(baseline.entries.count == 1 ? "y" : "ies")) to "
        + "\(file)\n")
  }

  private static func absolute(_ path: String, from currentDirectory: String) -> String {
    URL(
      fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
    )
    .standardizedFileURL.path
  }

  private static func check(
    _ options: DepgraphOptions, currentDirectory: String, manifestCache: ManifestCache?
  ) throws(GraphError) -> Report {
    let analysis = try load(
      options, currentDirectory: currentDirectory, manifestCache: manifestCache)
    let rules = try rules(options, for: analysis.package, currentDirectory: currentDirectory)
    return analysis.check(
      rules: rules,
      packageRules: rules == nil && options.rulesFile == nil
        ? try packageRules(of: analysis.workspace) : [:],
      strict: options.strict)
  }

  /// Without rules at the root of a workspace of several packages, each package's own
  /// `depgraph.json`, by package identity, checked against the package's targets.
  private static func packageRules(of workspace: Workspace) throws(GraphError) -> [String: Rules] {
    guard workspace.packages.count > 1 else { return [:] }
    var result: [String: Rules] = [:]
    for package in workspace.packages {
      let file = package.root + "/depgraph.json"
      guard FileManager.default.fileExists(atPath: file) else { continue }
      let shown = workspace.relativePath(of: file)
      result[package.identity] = try Rules(
        json: try read(file, shownAs: shown), file: shown,
        knownTargets: package.targets.map(\.name))
    }
    return result
  }

  private static func load(
    _ options: DepgraphOptions, currentDirectory: String, manifestCache: ManifestCache?
  ) throws(GraphError) -> PackageAnalysis {
    func absolute(_ path: String) -> String { Self.absolute(path, from: currentDirectory) }
    let analysis: PackageAnalysis
    if let describe = options.describeJSON {
      let data = try read(absolute(describe), shownAs: describe)
      let package = try SwiftPackage(
        describeJSON: data, root: options.packagePath.map(absolute), source: describe
      ).resolvingModuleMaps()
      analysis = PackageAnalysis(package: package)
    } else if let folder = options.workspace {
      analysis = try PackageAnalysis.load(
        packagePaths: try Workspace.packagePaths(in: absolute(folder)), root: absolute(folder),
        scratchPath: options.scratchPath.map(absolute), manifestCache: manifestCache)
    } else if let project = options.project {
      analysis = try PackageAnalysis.load(
        xcodeProject: absolute(project), scratchPath: options.scratchPath.map(absolute),
        manifestCache: manifestCache)
    } else {
      let paths = options.packagePaths.isEmpty ? [options.packagePath ?? "."] : options.packagePaths
      analysis = try PackageAnalysis.load(
        packagePaths: paths.map(absolute), scratchPath: options.scratchPath.map(absolute),
        manifestCache: manifestCache)
    }
    return analysis
  }

  private static func rules(
    _ options: DepgraphOptions, for package: SwiftPackage, currentDirectory: String
  ) throws(GraphError) -> Rules? {
    func absolute(_ path: String) -> String { Self.absolute(path, from: currentDirectory) }
    var rules: Rules?
    let defaultRules = package.root + "/depgraph.json"
    if let file = options.rulesFile {
      rules = try Rules(
        json: try read(absolute(file), shownAs: file), file: file,
        knownTargets: package.targets.map(\.name))
    } else if FileManager.default.fileExists(atPath: defaultRules) {
      rules = try Rules(
        json: try read(defaultRules, shownAs: "depgraph.json"), file: "depgraph.json",
        knownTargets: package.targets.map(\.name))
    }
    return rules
  }

  private static func read(_ path: String, shownAs name: String) throws(GraphError) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let type =
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
      let reason =
        switch type {
        case nil: "no such file"
        case .typeDirectory?: "it is a folder"
        case .typeRegular?, .typeSymbolicLink?: systemReason(error)
        default: "it is not a regular file, but a device, pipe or socket"
        }
      throw .unreadableFile(path: name, reason: reason)
    }
  }
}
