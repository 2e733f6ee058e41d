public import DependencyGraphModel
import DependencyGraphSupport
public import Foundation

extension SwiftPackage {
  /// The package with each C and system-library target's module names read from its
  /// `module.modulemap`, so that `import zlibLinux` is known as an import of `system-zlib`.
  ///
  /// A system library's map is at its folder's root; a C target's in its public-headers folder
  /// (`include` unless the manifest says otherwise). A C target without one gets the map SwiftPM
  /// generates, named after the target's C99 name, when it has a public-headers folder; without
  /// that folder SwiftPM makes no map. A C target whose public-headers folder holds no header
  /// (none, or only a map that exports nothing) has nothing to import: it is
  /// ``Target/isLinkOnly``. A map that cannot be read or declares no module is a
  /// ``LoadWarning``, never a failure.
  ///
  /// - Parameters:
  ///   - publicHeaders: Each C target's `publicHeadersPath`, when the manifest gives one.
  ///   - read: Reads a file given its absolute path; `nil` when there is no such file.
  ///   - hasHeaders: Whether an absolute folder holds a header (`.h`), at any depth; `false`
  ///     when there is no such folder.
  /// - Returns: The package with module names, and a warning for each map it could not use.
  public func resolvingModuleMaps(
    publicHeaders: [String: String] = [:],
    read: (String) throws -> Data? = Self.readIfPresent,
    hasHeaders: (String) -> Bool = Self.hasHeaders
  ) -> SwiftPackage {
    var warnings: [LoadWarning] = []
    let targets = targets.map { target -> Target in
      let folder: String
      switch target.kind {
      case .systemLibrary: folder = ""
      case .library where !target.sources.isEmpty && target.swiftSourcePaths.isEmpty:
        folder = (publicHeaders[target.name.rawValue] ?? "include") + "/"
      default: return target
      }
      let targetFolder = target.path.isEmpty ? "" : target.path + "/"
      let file = targetFolder + folder + "module.modulemap"
      let data: Data?
      do {
        data = try read(root + "/" + file)
      } catch {
        warnings.append(.unreadableModuleMap(target: target.name, file: file, reason: "\(error)"))
        return target
      }
      guard let data else {
        // SwiftPM generates a C target's missing map from its public headers, if it has a
        // folder for them; a system library has to bring its own.
        if target.kind == .systemLibrary {
          warnings.append(
            .unreadableModuleMap(
              target: target.name, file: file,
              reason: "there is no such file, and a system library needs one"))
        } else if !hasHeaders(root + "/" + targetFolder + folder) {
          return target.with(isLinkOnly: true)
        }
        // The map SwiftPM generates exports what the public headers import.
        return target.kind == .library
          ? target.with(exportedHeaders: String(folder.dropLast())) : target
      }
      let names = ModuleMap.moduleNames(bytes: [UInt8](data)).map(ModuleName.init)
      guard !names.isEmpty else {
        warnings.append(
          .unreadableModuleMap(
            target: target.name, file: file, reason: "it declares no top-level module"))
        return target
      }
      let exports = target.kind == .library && ModuleMap.exportsAll(bytes: [UInt8](data))
      return target.with(
        moduleNames: names,
        isLinkOnly: target.kind == .library && !hasHeaders(root + "/" + targetFolder + folder),
        exportedHeaders: exports ? String(folder.dropLast()) : nil)
    }
    return with(targets: targets, addingWarnings: warnings)
  }

  /// Reads a file, or returns `nil` when there is none; the default reader of
  /// ``resolvingModuleMaps(publicHeaders:read:hasHeaders:)``.
  public static func readIfPresent(_ path: String) throws -> Data? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ReadFailure(reason: "it cannot be read")
    }
  }

  /// Whether the folder at the absolute path holds a header (`.h`), at any depth, linked
  /// folders followed; the default of ``resolvingModuleMaps(publicHeaders:read:hasHeaders:)``.
  public static func hasHeaders(_ folder: String) -> Bool {
    !files(under: folder, where: { $0.hasSuffix(".h") }, limit: 1).isEmpty
  }
}

/// A read that failed, with a reason fit for a message.
package struct ReadFailure: Error, CustomStringConvertible {
  package let reason: String
  package var description: String { reason }

  package init(reason: String) { self.reason = reason }
}

extension Target {
  /// The same target with the parts given changed, every other part kept.
  package func with(
    sources: [String]? = nil, moduleNames: [ModuleName]? = nil,
    dependencyConditions: [String: DependencyCondition]? = nil,
    buildConditions: BuildConditions? = nil, isLinkOnly: Bool? = nil,
    moduleAliases: [ModuleName: ModuleName]? = nil, targetDependencies: [TargetName]? = nil,
    runtimeDependencies: [TargetName]? = nil, exportedHeaders: String? = nil
  ) -> Target {
    Target(
      name: name, c99name: c99name, kind: kind, path: path, sources: sources ?? self.sources,
      inputFiles: inputFiles, excludedInputs: excludedInputs,
      moduleNames: moduleNames ?? self.moduleNames,
      targetDependencies: targetDependencies ?? self.targetDependencies,
      productDependencies: productDependencies,
      dependencyConditions: dependencyConditions ?? self.dependencyConditions, package: package,
      runtimeDependencies: runtimeDependencies ?? self.runtimeDependencies,
      buildConditions: buildConditions ?? self.buildConditions,
      isLinkOnly: isLinkOnly ?? self.isLinkOnly, moduleAliases: moduleAliases ?? self.moduleAliases,
      linkedProducts: linkedProducts, unplacedProducts: unplacedProducts,
      exportedHeaders: exportedHeaders ?? self.exportedHeaders)
  }
}
