package import DependencyGraphModel
import DependencyGraphScanning
import DependencyGraphSupport
import Foundation

// The uses of a dependency that C, Objective-C and C++ code makes: `#include <Dep/Header.h>`,
// `#import "Dep.h"` of a dependency's public header, `@import Dep;`; and the uses that linking
// makes: tests found at run time, classes implemented elsewhere. No Swift import shows them,
// and a dependency they need cannot be removed.

/// How a target uses a dependency that it links but neither imports nor includes.
package enum LinkedUse: Hashable, Sendable {
  /// The dependency holds tests, which the test runner finds in the test target that links it.
  case tests
  /// The dependency implements these Objective-C classes, which the target declares.
  case implementations([String])
}

extension PackageAnalysis {
  /// Whether the C-family files of `target` (its compiled C, Objective-C and C++ sources, and
  /// every header in its folder) import a module of `dependency` or include one of its headers.
  /// A header that `target` holds itself is its own, whatever a dependency holds of that name.
  ///
  /// - Complexity: Reads the target's C-family files and lists both targets' folders: asked
  ///   only of a dependency that no Swift import uses.
  package func includes(_ dependency: TargetName, from target: TargetName) -> Bool {
    guard let importer = anyTarget(named: target), let used = anyTarget(named: dependency)
    else { return false }
    let ownHeaders = headers(of: importer)
    let files =
      importer.sourcePaths.filter { CFamilyIncludes.extensions.contains(Self.fileExtension($0)) }
      .map { root(of: importer) + "/" + $0 } + ownHeaders.map { folder(of: importer) + "/" + $0 }
    guard !files.isEmpty else { return false }
    var includes = CFamilyIncludes()
    for file in Set(files) {
      guard let data = try? read(file) else { continue }
      includes.formUnion(CFamilyIncludes(scanning: [UInt8](data)))
    }
    if !includes.modules.isDisjoint(with: used.moduleNames) { return true }
    guard !includes.headers.isEmpty else { return false }
    let offered = headers(of: used)
    return includes.headers.contains { header in
      !Self.holds(ownHeaders, header) && Self.holds(offered, header)
    }
  }

  /// How `target` uses `dependency` by linking it, when it does: a test target whose
  /// dependency holds tests (the test runner finds them in the test bundle that links them),
  /// or a target that declares Objective-C classes (`@interface`, no `@implementation`) that
  /// the dependency implements. Neither shows as an import or an include, and removing the
  /// dependency stops the tests running or the target linking.
  ///
  /// - Complexity: Reads the dependency's sources and the target's C-family files: asked only
  ///   of a dependency that nothing imports or includes.
  package func linkedUse(of dependency: TargetName, by target: TargetName) -> LinkedUse? {
    guard let importer = anyTarget(named: target), let used = anyTarget(named: dependency)
    else { return nil }
    let offered = linkedDeclarations(of: used, withHeaders: false)
    if importer.kind.isTest, !used.kind.isTest, offered.declaresTests { return .tests }
    guard !offered.implementations.isEmpty else { return nil }
    let own = linkedDeclarations(of: importer, withHeaders: true)
    let implemented = own.interfaces.subtracting(own.implementations)
      .intersection(offered.implementations)
    return implemented.isEmpty ? nil : .implementations(implemented.sorted())
  }

  /// The tests and classes a target's sources (and, `withHeaders`, the headers in its folder)
  /// declare and implement.
  private func linkedDeclarations(of target: Target, withHeaders: Bool) -> LinkedDeclarations {
    let read = CFamilyIncludes.extensions.union(["swift"])
    var files = target.sourcePaths.filter { read.contains(Self.fileExtension($0)) }
      .map { root(of: target) + "/" + $0 }
    if withHeaders { files += headers(of: target).map { folder(of: target) + "/" + $0 } }
    var declarations = LinkedDeclarations()
    for file in Set(files) {
      guard let data = try? self.read(file) else { continue }
      declarations.formUnion(LinkedDeclarations(scanning: String(decoding: data, as: UTF8.self)))
    }
    return declarations
  }

  private func anyTarget(named name: TargetName) -> Target? {
    package.target(named: name) ?? dependencyTargets[name]
  }

  /// The folder a target's paths are relative to: the workspace's for a checked target, its
  /// package's for a dependency's.
  private func root(of target: Target) -> String {
    package.target(named: target.name) != nil
      ? package.root : workspace.package(identity: target.package)?.root ?? package.root
  }

  private func folder(of target: Target) -> String {
    target.path.isEmpty || target.path == "."
      ? root(of: target) : root(of: target) + "/" + target.path
  }

  /// The headers in a target's folder, relative to it, linked folders followed; hidden
  /// folders and build folders are not entered.
  private func headers(of target: Target) -> [String] {
    files(under: folder(of: target)) {
      CFamilyIncludes.headerExtensions.contains(Self.fileExtension($0))
    }
  }

  /// The targets each C-family target re-exports: the dependencies whose headers (or
  /// modules) its public headers import, where its module map exports them (`export *`, as
  /// the map SwiftPM generates does). An importer of the target can use them.
  ///
  /// - Complexity: Reads the public headers of the targets that export theirs.
  package func headerReexports() -> [TargetName: Set<TargetName>] {
    var reexports: [TargetName: Set<TargetName>] = [:]
    for target in package.targets where !target.targetDependencies.isEmpty {
      guard let exported = target.exportedHeaders else { continue }
      let own = headers(of: target)
      let prefix = exported.isEmpty ? "" : exported + "/"
      var includes = CFamilyIncludes()
      for header in own where header.hasPrefix(prefix) {
        guard let data = try? read(folder(of: target) + "/" + header) else { continue }
        includes.formUnion(CFamilyIncludes(scanning: [UInt8](data)))
      }
      for dependency in target.targetDependencies {
        guard let used = anyTarget(named: dependency) else { continue }
        let offered = headers(of: used)
        if !includes.modules.isDisjoint(with: used.moduleNames)
          || includes.headers.contains(where: { !Self.holds(own, $0) && Self.holds(offered, $0) })
        {
          reexports[target.name, default: []].insert(dependency)
        }
      }
    }
    return reexports
  }

  /// Whether a header included as `header` (`Dep.h`, `Dep/Header.h`) is one of `headers`.
  private static func holds(_ headers: [String], _ header: String) -> Bool {
    headers.contains { $0 == header || $0.hasSuffix("/" + header) }
  }

  private static func fileExtension(_ path: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
    return path[path.index(after: dot)...].lowercased()
  }
}
