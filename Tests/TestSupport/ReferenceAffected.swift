import Foundation

/// The targets a change reaches, computed without DependencyGraph to check `affected` against:
/// SwiftPM's own description of the package, the changed files from `git diff`, each file to
/// the target whose folder holds it most closely, a manifest to every target, then the
/// reverse closure of the declared target dependencies.
///
/// It knows one package and its targets' folders only (no resources outside them, no
/// products of other packages), so it is for packages without local dependencies.
package struct ReferenceAffected {
  /// Each target's folder, relative to the package.
  private let folders: [String: String]
  /// The targets that declare a dependency on each target.
  private let dependents: [String: [String]]

  /// The package at `packagePath`, as `swift package describe --type json` sees it now.
  package init(describing packagePath: String) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("reference-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let output = try runProgram([
      "swift", "package", "--package-path", packagePath, "--scratch-path", scratch, "describe",
      "--type", "json",
    ])
    let description = try JSONSerialization.jsonObject(with: output) as? [String: Any]
    let targets = description?["targets"] as? [[String: Any]] ?? []
    var folders: [String: String] = [:]
    var dependents: [String: [String]] = [:]
    for target in targets {
      guard let name = target["name"] as? String, let path = target["path"] as? String else {
        continue
      }
      folders[name] = path
      for dependency in target["target_dependencies"] as? [String] ?? [] {
        dependents[dependency, default: []].append(name)
      }
    }
    self.folders = folders
    self.dependents = dependents
  }

  /// The targets that changing `files` (relative to the package) reaches, sorted.
  package func reached(byChanging files: [String]) -> [String] {
    var owners: Set<String> = []
    for file in files {
      let name = String(file.split(separator: "/").last ?? "")
      if !file.contains("/")
        && (name == "Package.swift" || name == "Package.resolved"
          || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")))
      {
        owners.formUnion(folders.keys)
        continue
      }
      let holders = folders.filter { file.hasPrefix($0.value + "/") }
      if let owner = holders.max(by: { $0.value.count < $1.value.count }) {
        owners.insert(owner.key)
      }
    }
    var reached = owners
    var pending = Array(owners)
    while let target = pending.popLast() {
      for dependent in dependents[target, default: []] where reached.insert(dependent).inserted {
        pending.append(dependent)
      }
    }
    return reached.sorted()
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
}
