import DependencyGraph
import Foundation

/// A whole depgraph run (SwiftPM's description, the scan, every check) against
/// `swift package describe` alone, which no run can avoid, on generated packages that depend
/// on a package never resolved. The two are timed in turns, so noise falls on both alike.
enum LoadBenchmark {
  static func run(sizes: [Int], rounds: Int) throws -> [Measurement] {
    let swift = try PackageLoader.swiftExecutable()
    var rows: [Measurement] = []
    for size in sizes {
      let generated = try GeneratedPackage(targets: size, filesPerTarget: 10)
      defer { generated.removeWhenRunEnds() }
      try generated.writeManifest()
      // The first run of each compiles the manifest into SwiftPM's cache; both then run warm.
      try describe(generated.root, swift: swift)
      var whole = Double.infinity
      var alone = Double.infinity
      for _ in 0..<rounds {
        alone = min(alone, try seconds { try describe(generated.root, swift: swift) })
        whole = min(
          whole,
          try seconds {
            let report = try PackageAnalysis.load(packagePath: generated.root).check(strict: true)
            try require(report.targets.count == size, "the run lost targets")
          })
      }
      rows.append(
        Measurement(
          name: "load+check", size: size, nanosecondsPerOperation: whole * 1e9,
          baseline: "swift package describe", baselineNanosecondsPerOperation: alone * 1e9))
    }
    return rows
  }

  /// `depgraph affected --base HEAD` (git's changed files, the load, the reach) on a generated
  /// package in a git repository with one file changed, against a plain depgraph run of the
  /// same package (the load and every check with `--strict`).
  static func affected(size: Int, rounds: Int) throws -> Measurement {
    let generated = try committedPackage(size: size)
    defer { generated.removeWhenRunEnds() }
    try Data("// changed\n".utf8).write(
      to: URL(fileURLWithPath: generated.root + "/Sources/Module\(size / 2)/File0.swift"))
    _ = try PackageAnalysis.load(packagePath: generated.root)
    let (whole, plain) = try best(
      of: rounds,
      baseline: { _ = try PackageAnalysis.load(packagePath: generated.root).check(strict: true) },
      run: {
        let reached = try CheckRequest(
          source: .packages([generated.root]), currentDirectory: generated.root
        ).affected(by: .revisions(base: "HEAD", head: nil))
        try require(
          reached.targets.contains(TargetName("Module\(size / 2)")), "the change reached nothing")
      })
    return Measurement(
      name: "affected", size: size, nanosecondsPerOperation: whole * 1e9,
      baseline: "depgraph run of the same package", baselineNanosecondsPerOperation: plain * 1e9)
  }

  /// `depgraph diff --base HEAD` on a generated package in a git repository, against a plain
  /// depgraph run of the same package (the load and every check with `--strict`): with one
  /// source changed, where the base reuses the head's description, and with the manifest
  /// changed too, where the base is described from a copy of its tree: a fresh copy each time,
  /// or ("kept") the copy depgraph's cache keeps for the commit, whose best round is a later
  /// diff from the same commit.
  ///
  /// No copy is deleted before the run ends (see ``Leftovers``).
  static func diff(size: Int, rounds: Int) throws -> [Measurement] {
    let generated = try committedPackage(size: size)
    defer { generated.removeWhenRunEnds() }
    let request = CheckRequest(
      source: .packages([generated.root]), strict: true, currentDirectory: generated.root)
    // The changed source imports the last module, which it does not depend on: a finding the
    // diff must show.
    try Data("import Module\(size - 1)\n".utf8).write(
      to: URL(fileURLWithPath: generated.root + "/Sources/Module\(size / 2)/File0.swift"))
    _ = try request.report()
    var rows: [Measurement] = []
    // The kept base trees of "diff, manifest, kept" go to a cache of their own.
    let cache = ManifestCache(
      folder: FileManager.default.temporaryDirectory
        .appendingPathComponent("bench-cache-\(UUID().uuidString)"))
    defer { Leftovers.shared.removeWhenRunEnds(cache.folder.path) }
    // Each first diff keeps its copy in a cache of its own, in here.
    let firsts = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-firsts-\(UUID().uuidString)")
    defer { Leftovers.shared.removeWhenRunEnds(firsts.path) }
    let fresh = { ManifestCache(folder: firsts.appendingPathComponent(UUID().uuidString)) }
    for name in ["diff", "diff, manifest", "diff, manifest, kept"] {
      if name == "diff, manifest" {
        let manifest = generated.root + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try Data((text + "// changed\n").utf8).write(to: URL(fileURLWithPath: manifest))
      }
      // With a new cache each diff copies the base anew and SwiftPM compiles its manifest;
      // with the same one, the first diff does, and the later ones from the commit reuse both.
      let (whole, plain) = try best(
        of: rounds, baseline: { _ = try request.report() },
        run: {
          let kept = name == "diff, manifest, kept" ? cache : fresh()
          let diff = try request.diff(base: "HEAD", head: nil, manifestCache: kept)
          try require(!diff.findings.added.isEmpty, "the diff lost the change's finding")
        })
      rows.append(
        Measurement(
          name: name, size: size, nanosecondsPerOperation: whole * 1e9,
          baseline: "depgraph run of the same package",
          baselineNanosecondsPerOperation: plain * 1e9))
      if name == "diff, manifest" {
        rows.append(
          try firstDiff(from: generated, request: request, in: firsts, cache: fresh, rounds: rounds)
        )
      }
    }
    return rows
  }

  /// The first diff from a commit whose manifest differs, against what it cannot avoid:
  /// `swift package describe` in a copy of the package at a path where SwiftPM never compiled
  /// the manifest, so that it compiles it, as it must for the base. Each round copies the
  /// package anew into `folder` (untimed), then times that describe and a diff with a new
  /// cache, one after the other.
  private static func firstDiff(
    from generated: GeneratedPackage, request: CheckRequest, in folder: URL,
    cache: () -> ManifestCache, rounds: Int
  ) throws -> Measurement {
    let swift = try PackageLoader.swiftExecutable()
    var first = Double.infinity
    var cold = Double.infinity
    for _ in 0..<rounds {
      let copy = folder.appendingPathComponent("copy-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
      for item in ["Package.swift", "Sources"] {
        try FileManager.default.copyItem(
          atPath: generated.root + "/" + item, toPath: copy + "/" + item)
      }
      cold = min(cold, try seconds { try describe(copy, swift: swift) })
      first = min(
        first,
        try seconds {
          let diff = try request.diff(base: "HEAD", head: nil, manifestCache: cache())
          try require(!diff.findings.added.isEmpty, "the diff lost the change's finding")
        })
    }
    return Measurement(
      name: "diff, manifest", size: generated.package.targets.count,
      nanosecondsPerOperation: first * 1e9,
      baseline: "describe, manifest not compiled", baselineNanosecondsPerOperation: cold * 1e9)
  }

  /// A generated package of `size` targets, its manifest written, committed in a git
  /// repository of its own.
  private static func committedPackage(size: Int) throws -> GeneratedPackage {
    let generated = try GeneratedPackage(targets: size, filesPerTarget: 10)
    try generated.writeManifest()
    try Data(".build/\n".utf8).write(to: URL(fileURLWithPath: generated.root + "/.gitignore"))
    for arguments in [
      ["init", "--quiet"], ["add", "."], ["commit", "--quiet", "-m", "Generated"],
    ] {
      try git(arguments, in: generated.root)
    }
    return generated
  }

  /// Runs git in `folder` with an identity for commits.
  private static func git(_ arguments: [String], in folder: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-C", folder, "-c", "user.name=bench", "-c", "user.email=bench@example.com"]
      + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try require(process.terminationStatus == 0, "git \(arguments[0]) failed")
  }

  /// A whole run on a generated workspace of `packages` local packages of `targets` targets
  /// each, every package depending on the one before through its product, against the sum of
  /// the `swift package describe` runs it needs (one per package), run one after the other.
  static func workspace(packages: Int, targets: Int, rounds: Int) throws -> Measurement {
    let swift = try PackageLoader.swiftExecutable()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-workspace-\(UUID().uuidString)").path
    defer { Leftovers.shared.removeWhenRunEnds(folder) }
    let roots = try (0..<packages).map { index in
      try writeWorkspacePackage(index, targets: targets, in: folder)
    }
    for root in roots { try describe(root, swift: swift) }
    let (whole, sum) = try best(
      of: rounds, baseline: { for root in roots { try describe(root, swift: swift) } },
      run: {
        let analysis = try PackageAnalysis.load(packagePaths: roots, root: folder)
        let report = analysis.check(strict: true)
        try require(report.targets.count == packages * targets, "the run lost targets")
        try require(analysis.workspace.problems.isEmpty, "a package was not read")
        try require(report.violations.isEmpty, "the generated workspace is not clean")
      })
    return Measurement(
      name: "workspace", size: packages * targets, nanosecondsPerOperation: whole * 1e9,
      baseline: "sum of describes", baselineNanosecondsPerOperation: sum * 1e9)
  }

  /// A whole `depgraph --project` run on a generated Xcode project of `targets` framework
  /// targets beside `packages` local packages of `packageTargets` targets (the workspace's),
  /// each target linking one package's product, against the sum of the `swift package
  /// describe` runs the packages need, one after the other. The project itself needs none.
  static func project(targets: Int, packages: Int, packageTargets: Int, rounds: Int) throws
    -> Measurement
  {
    let swift = try PackageLoader.swiftExecutable()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-project-\(UUID().uuidString)").path
    defer { Leftovers.shared.removeWhenRunEnds(folder) }
    let roots = try (0..<packages).map { index in
      try writeWorkspacePackage(index, targets: packageTargets, in: folder)
    }
    let project = try GeneratedProject(
      targets: targets, packages: packages, packageTargets: packageTargets
    ).write(in: folder)
    for root in roots { try describe(root, swift: swift) }
    let (whole, sum) = try best(
      of: rounds, baseline: { for root in roots { try describe(root, swift: swift) } },
      run: {
        let analysis = try PackageAnalysis.load(xcodeProject: project)
        let report = analysis.check(strict: true)
        try require(
          report.targets.count == targets + packages * packageTargets, "the run lost targets")
        try require(analysis.workspace.problems.isEmpty, "a package was not read")
        try require(report.violations.isEmpty, "the generated project is not clean")
      })
    return Measurement(
      name: "project", size: targets, nanosecondsPerOperation: whole * 1e9,
      baseline: "sum of describes", baselineNanosecondsPerOperation: sum * 1e9)
  }

  /// Writes package `index` of a generated workspace: targets `P<index>M<j>`, each importing
  /// the one before; the first imports the last target of the package before, whose product
  /// it declares.
  private static func writeWorkspacePackage(_ index: Int, targets: Int, in folder: String)
    throws -> String
  {
    let root = folder + "/P\(index)"
    var declarations: [String] = []
    for target in 0..<targets {
      let name = "P\(index)M\(target)"
      var dependencies: [String] = []
      var imports: [String] = []
      if target > 0 {
        dependencies.append("\"P\(index)M\(target - 1)\"")
        imports.append("P\(index)M\(target - 1)")
      } else if index > 0 {
        dependencies.append(".product(name: \"P\(index - 1)\", package: \"P\(index - 1)\")")
        imports.append("P\(index - 1)M\(targets - 1)")
      }
      declarations.append(
        "    .target(name: \"\(name)\", dependencies: [\(dependencies.joined(separator: ", "))]),")
      let sources = root + "/Sources/" + name
      try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
      for file in 0..<2 {
        try Data(GeneratedPackage.source(module: name, file: file, imports: imports).utf8)
          .write(to: URL(fileURLWithPath: sources + "/File\(file).swift"))
      }
    }
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "P\(index)",
        products: [.library(name: "P\(index)", targets: [\((0..<targets).map { "\"P\(index)M\($0)\"" }.joined(separator: ", "))])],
        dependencies: [\(index > 0 ? ".package(path: \"../P\(index - 1)\")" : "")],
        targets: [
      \(declarations.joined(separator: "\n"))
        ]
      )

      """
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    return root
  }

  /// The best time of `run` and of `baseline` over `rounds` turns, one then the other, so that
  /// noise falls on both alike.
  private static func best(
    of rounds: Int, baseline: () throws -> Void, run: () throws -> Void
  ) rethrows -> (run: Double, baseline: Double) {
    var ran = Double.infinity
    var base = Double.infinity
    for _ in 0..<rounds {
      base = min(base, try seconds(baseline))
      ran = min(ran, try seconds(run))
    }
    return (ran, base)
  }

  private static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// Runs `swift package describe --type json` as depgraph does, with its own scratch folder.
  private static func describe(_ root: String, swift: String) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-scratch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swift)
    process.arguments = [
      "package", "--package-path", root, "--scratch-path", scratch.path, "describe", "--type",
      "json",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    // As depgraph does: waitUntilExit() polls on Linux and would add up to 50 ms to the floor.
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    exited.wait()
    try require(
      process.terminationStatus == 0,
      "swift package describe failed on the generated package (exit status "
        + "\(process.terminationStatus))")
  }
}
