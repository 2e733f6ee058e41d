import DependencyGraphAnalysis
import DependencyGraphModel
import DependencyGraphScanning

/// An imported module that is no target, product, toolchain module or Apple SDK framework, such as
/// a CocoaPods or Carthage module or a binary framework: its imports are not checked.
struct UnknownModuleRule: CheckRule {
  let id = Violation.Rule.unknownModule

  func check(_ context: inout CheckContext, _ run: CheckRun) {
    context.reportUnknownModules()
  }
}

extension CheckContext {
  /// One `unknown-module` warning per imported module that no target read offers, the
  /// toolchain and the Apple SDKs do not provide, and no unread dependency may offer (those
  /// are the `unresolved-dependency` warning's): a CocoaPods or Carthage module, a binary
  /// framework. It names every target whose imports of it go unchecked.
  mutating func reportUnknownModules() {
    var importers: [ModuleName: [PackageAnalysis.SourceImport]] = [:]
    var targets: [ModuleName: [TargetName]] = [:]
    // Pods not installed are the unresolved-dependency warning's, which names their imports.
    let pods = uninstalledPods
    for target in analysis.package.targets where !pods.targets.contains(target.name) {
      guard let imports = outsideImports[target.name],
        !reachesUnreadProducts(target.name, closure: analysis.graph.closure(of: target.name))
      else { continue }
      var seen: Set<ModuleName> = []
      for sourceImport in imports {
        let module = sourceImport.declaration.module
        // Under `#if canImport(M)`, an import of M compiles only where M exists; under
        // `#if os(macOS)` on Linux, M may be a target the manifest declares only on macOS,
        // which SwiftPM, evaluating it here, left out.
        let platforms = PlatformCondition(sourceImport.declaration.condition, module: module)
        guard platforms != .guarded, !Self.excludesHost(platforms, of: target),
          !pods.modules.contains(module), seen.insert(module).inserted
        else { continue }
        importers[module, default: []].append(sourceImport)
        targets[module, default: []].append(target.name)
      }
    }
    for (module, sites) in importers.sorted(by: { $0.key < $1.key }) {
      let names = targets[module] ?? []
      violations.append(
        Violation(
          rule: .unknownModule, target: names[0], subject: .importedModule(module),
          location: sites[0].location,
          message: "No target, product, toolchain module or Apple SDK framework is named "
            + "\(module): it comes from outside every package and project read (CocoaPods, "
            + "Carthage, a binary framework). Imports of it in \(Self.listing(names)) are not "
            + "checked.",
          notes: zip(names, sites).dropFirst().map { target, site in
            Violation.Note(location: site.location, message: "\(target) imports \(module) here")
          }))
    }
  }
}

extension CheckContext {
  /// The platform SwiftPM evaluates manifests for here, as SwiftPM names it.
  static let hostPlatform: String = {
    #if os(Linux)
      "linux"
    #elseif os(macOS)
      "macos"
    #elseif os(Windows)
      "windows"
    #else
      "other"
    #endif
  }()

  /// Whether a package target's import is compiled only on platforms other than this one,
  /// whose manifest SwiftPM did not evaluate: an Xcode project is read the same anywhere.
  static func excludesHost(_ condition: PlatformCondition, of target: Target) -> Bool {
    guard case .platforms(let platforms) = condition,
      target.buildConditions.configurations
        .allSatisfy({ $0.platforms == nil })
    else { return false }
    return !platforms.contains(hostPlatform)
  }
}
