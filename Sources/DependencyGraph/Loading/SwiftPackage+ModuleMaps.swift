public import Foundation

extension SwiftPackage {
  /// The package with each C and system-library target's module names read from its
  /// `module.modulemap`, so that `import zlibLinux` is known as an import of `system-zlib`.
  ///
  /// A system library's map is at its folder's root; a C target's in its public-headers folder
  /// (`include` unless the manifest says otherwise). A C target without one gets the map SwiftPM
  /// generates, named after the target's C99 name. A map that cannot be read or declares no
  /// module is a ``LoadWarning``, never a failure.
  ///
  /// - Parameters:
  ///   - publicHeaders: Each C target's `publicHeadersPath`, when the manifest gives one.
  ///   - read: Reads a file given its absolute path; `nil` when there is no such file.
  /// - Returns: The package with module names, and a warning for each map it could not use.
  public func resolvingModuleMaps(
    publicHeaders: [String: String] = [:],
    read: (String) throws -> Data? = Self.readIfPresent
  ) -> SwiftPackage {
    var warnings: [LoadWarning] = []
    let targets = targets.map { target -> Target in
      let candidates: [String]
      switch target.kind {
      case .systemLibrary:
        candidates = ["module.modulemap"]
      case .library where !target.sources.isEmpty && target.swiftSourcePaths.isEmpty:
        candidates = [(publicHeaders[target.name] ?? "include") + "/module.modulemap"]
      default:
        return target
      }
      for candidate in candidates {
        let file = target.path.isEmpty ? candidate : target.path + "/" + candidate
        let data: Data?
        do {
          data = try read(root + "/" + file)
        } catch {
          warnings.append(
            .unreadableModuleMap(target: target.name, file: file, reason: "\(error)"))
          return target
        }
        guard let data else { continue }
        let names = ModuleMap.moduleNames(bytes: [UInt8](data))
        guard !names.isEmpty else {
          warnings.append(
            .unreadableModuleMap(
              target: target.name, file: file, reason: "it declares no top-level module"))
          return target
        }
        return target.with(moduleNames: names)
      }
      if target.kind == .systemLibrary {
        warnings.append(
          .unreadableModuleMap(
            target: target.name, file: target.path + "/module.modulemap",
            reason: "there is no such file, and a system library needs one"))
      }
      return target
    }
    return with(targets: targets, addingWarnings: warnings)
  }

  public static func readIfPresent(_ path: String) throws -> Data? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ReadFailure(reason: "it cannot be read")
    }
  }
}

/// A read that failed, with a reason fit for a message.
struct ReadFailure: Error, CustomStringConvertible {
  let reason: String
  var description: String { reason }
}

extension Target {
  func with(
    moduleNames: [String]? = nil, dependencyConditions: [String: DependencyCondition]? = nil
  ) -> Target {
    Target(
      name: name, c99name: c99name, kind: kind, path: path, sources: sources,
      moduleNames: moduleNames ?? self.moduleNames, targetDependencies: targetDependencies,
      productDependencies: productDependencies,
      dependencyConditions: dependencyConditions ?? self.dependencyConditions)
  }
}
