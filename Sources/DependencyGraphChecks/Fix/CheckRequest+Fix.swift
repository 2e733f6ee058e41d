public import DependencyGraphLoading
public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

extension CheckRequest {
  /// `depgraph --fix`: checks, declares each missing dependency with SwiftPM's own editor and
  /// adds each unlayered target to the one layer that fits it, then checks again.
  ///
  /// A fix SwiftPM refuses or botches is reported and skipped; the other fixes still run, and
  /// its finding stays in the report that follows.
  ///
  /// - Parameters:
  ///   - manifestCache: Where dump-package's answers are kept between runs.
  ///   - baseline: Findings to leave as they are: a team that recorded them fixes them on its
  ///     own schedule, so only the findings it does not record are fixed.
  /// - Returns: What was done, in report order, and the report after it (the first one when
  ///   nothing was done).
  /// - Throws: A ``GraphError`` of loading the packages or of reading the rules.
  public func fixing(manifestCache: ManifestCache? = nil, leaving baseline: Baseline? = nil)
    throws(GraphError) -> (fixes: [AppliedFix], report: Report)
  {
    let report = try report(manifestCache: manifestCache)
    let fixable = baseline.map { report.subtracting($0) } ?? report
    let fixes =
      try dependencyFixes(in: fixable) + (try placeUnlayeredTargets(of: fixable))
    guard !fixes.isEmpty else { return ([], report) }
    return (fixes, try self.report(manifestCache: manifestCache))
  }

  /// Runs each distinct fix of the report, in report order; only SwiftPM edits the manifest.
  private func dependencyFixes(in report: Report) throws(GraphError) -> [AppliedFix] {
    var done: Set<String> = []
    var addedPackages: Set<[String]> = []
    var applied: [AppliedFix] = []
    for violation in report.violations {
      guard let fix = violation.fix, done.insert(fix.command).inserted else { continue }
      let packagePath = fix.packagePath.isEmpty ? report.root : report.root + "/" + fix.packagePath
      // The package's folder as seen from where depgraph runs, as the report's notes show it.
      let command = fix.command(
        packagePath: relative(packagePath, to: currentDirectory) ?? packagePath)
      do {
        // Two products of one package need it declared once.
        if let path = fix.addingPackage, addedPackages.insert([packagePath, path]).inserted {
          try PackageLoader.addPackageDependency(path: path, packagePath: packagePath)
        }
        try PackageLoader.addTargetDependency(
          fix.dependency, to: fix.target, package: fix.package, packagePath: packagePath)
        applied.append(.ran(command: command))
      } catch .toolchain(.manifestEditUndone(_, let reason)) {
        applied.append(.undone(command: command, reason: reason, fix: fix))
      } catch .toolchain(.packageCommandFailed(let refused, let output)) {
        // SwiftPM's editor sees only the targets written in `Package(targets:)`, not those a
        // manifest appends afterwards (`package.targets.append(...)`).
        let said = output.split(separator: "\n").first.map {
          $0.replacingOccurrences(of: "error: ", with: "")
        }
        applied.append(.refused(command: refused, said: said, fix: fix))
      }
    }
    return applied
  }

  /// Adds each unlayered target that exactly one layer fits to that layer of the rules file,
  /// editing only the layer's `targets` array.
  private func placeUnlayeredTargets(of report: Report) throws(GraphError) -> [AppliedFix] {
    let placements = report.violations.compactMap { violation in
      violation.rule == .unlayeredTarget
        ? violation.fittingLayer.map { (target: violation.target, layer: $0) } : nil
    }
    guard let rulesFile = rulesFilePath(root: report.root), !placements.isEmpty else { return [] }
    let shown = relative(rulesFile, to: currentDirectory) ?? rulesFile
    try Rules.add(placements, toFile: rulesFile, shownAs: shown)
    return placements.map { .placed(target: $0.target, layer: $0.layer, rulesFile: shown) }
  }
}
