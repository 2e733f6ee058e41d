// What loading could not read or left out, as findings of the `unreadable-source` and
// `skipped-target` rules.
import DependencyGraphAnalysis
import DependencyGraphLoading
import DependencyGraphModel
import DependencyGraphScanning

extension CheckContext {
  /// A finding for each warning of loading: an `unreadable-source` for what could not be
  /// read, a `skipped-target` for a target left out.
  func loadWarningFindings() -> [Violation] {
    // The projects of one folder share its Podfile: one finding names the targets of all.
    var podTargets: [String: [TargetName]] = [:]
    for case .podsNotInstalled(let podfile, _, let targets, _) in analysis.package.loadWarnings {
      podTargets[podfile, default: []] += targets
    }
    return analysis.package.loadWarnings.compactMap { warning -> Violation? in
      let rule: Violation.Rule
      let target: TargetName
      let location: Violation.Location?
      switch warning {
      case .unreadableModuleMap(let owner, let file, _):
        (rule, target) = (.unreadableSource, owner)
        location = Violation.Location(file: file, line: 1, column: 1)
      case .unusableProjectObject(let file, let line, _, _):
        // An object of no target is the project's: `Reader.xcodeproj`.
        (rule, target) = (.unreadableSource, projectName(of: file))
        location = Violation.Location(file: file, line: line, column: 1)
      case .emptyProjectTarget(let file, let line, let owner):
        (rule, target) = (.skippedTarget, owner)
        location = Violation.Location(file: file, line: line, column: 1)
      case .missingProjectFile(let file, let owner, _):
        (rule, target) = (.unreadableSource, owner)
        location = Violation.Location(file: file, line: 1, column: 1)
      case .unreadableBuildSettings(let file, let line, _):
        // The project's settings, named by its file, not by the folder it was checked out in.
        (rule, target) = (.unreadableSource, projectName(of: file))
        location = Violation.Location(file: file, line: line, column: 1)
      case .targetLeftOut(let owner, _):
        (rule, target) = (.skippedTarget, owner)
        location = manifest(of: owner)?.declaration(of: owner)
      case .podsNotInstalled(let podfile, let command, _, let pods):
        guard let targets = podTargets.removeValue(forKey: podfile) else { return nil }
        let merged = LoadWarning.podsNotInstalled(
          podfile: podfile, command: command, targets: targets, pods: pods)
        // A Podfile above its projects (`project 'App/App.xcodeproj'`) is the first one's.
        let owner =
          project(besideFile: podfile) ?? targets.lazy.compactMap(xcodeProject(of:)).first
          .map(TargetName.init) ?? projectName(of: podfile)
        return Violation(
          rule: .unresolvedDependency, target: owner,
          subject: .package("Pods"),
          location: Violation.Location(file: podfile, line: 1, column: 1),
          message: merged.description + uncheckedPods(of: targets))
      }
      return Violation(
        rule: rule, target: target, location: location, message: warning.description)
    }
  }

  /// The targets that integrate pods CocoaPods has not installed, and the modules named after
  /// the pods of every `Podfile.lock`: the modules those targets import that nothing read
  /// offers are the pods', unchecked until `pod install`, not unknown.
  var uninstalledPods: (targets: Set<TargetName>, modules: Set<ModuleName>) {
    var targets: Set<TargetName> = []
    var modules: Set<ModuleName> = []
    for case .podsNotInstalled(_, _, let integrated, let pods) in analysis.package.loadWarnings {
      targets.formUnion(integrated)
      modules.formUnion(pods)
    }
    return (targets, modules)
  }

  /// What the warning of pods not installed adds: the modules `targets` import that no project
  /// read offers, which `pod install` would provide.
  private func uncheckedPods(of targets: [TargetName]) -> String {
    var modules: Set<ModuleName> = []
    for target in targets {
      for sourceImport in outsideImports[target] ?? [] {
        modules.insert(sourceImport.declaration.module)
      }
    }
    guard !modules.isEmpty else { return "" }
    return " Unchecked: imports of \(Self.listing(modules.sorted()))."
  }

  /// The first project, by path, in the folder of a file beside it (a Podfile): the finding's
  /// target when it is about no target; `nil` when no project is there.
  private func project(besideFile file: String) -> TargetName? {
    let folder = file.split(separator: "/").dropLast().joined(separator: "/")
    let projects = analysis.workspace.packages.compactMap(\.xcodeProject).map {
      analysis.workspace.relativePath(of: $0)
    }
    let beside = projects.filter {
      $0.split(separator: "/").dropLast().joined(separator: "/") == folder
    }
    guard let first = beside.min(), let name = first.split(separator: "/").last else {
      return nil
    }
    return TargetName(String(name))
  }

  /// The project a file of it belongs to, `Reader.xcodeproj`, from its path; for a file
  /// outside every project's folder (an `.xcconfig` beside it), the one project read, or the
  /// file itself. Never the name of the folder the codebase was checked out in. It stands as
  /// the target of a finding that is about no target.
  private func projectName(of file: String) -> TargetName {
    if let project = file.split(separator: "/").last(where: { InputKind(path: $0) == .xcodeProject }
    ) {
      return TargetName(String(project))
    }
    let projects = Set(
      analysis.workspace.packages.compactMap(\.xcodeProject).map {
        String($0.split(separator: "/").last ?? "")
      })
    return TargetName(projects.count == 1 ? projects.first ?? file : file)
  }
}
