import DependencyGraphModel
import DependencyGraphSupport
import Foundation

/// A `Podfile` in an Xcode project's folder: the targets it integrates pods into, the pods its
/// `Podfile.lock` pins, and whether `pod install` has made `Pods/` here.
///
/// Read as text, not run: a `target 'App' do` line names a target, a `  - Name (1.0)` entry of
/// the lock file's `PODS:` a pod. CocoaPods names a pod's module after the pod, each character
/// that cannot be in a C identifier made `_`; a podspec's `module_name` may say otherwise
/// (`lottie-ios` builds `Lottie`), which only an installed `Pods/` tells.
struct CocoaPods {
  /// The `Podfile`, absolute.
  let podfile: String
  /// The targets of `target` blocks, in order.
  let targets: [TargetName]
  /// The modules named after the pods the lock file pins, subspecs folded into their pod.
  let pods: [ModuleName]
  /// Whether `pod install` has run here: `Pods/Manifest.lock` is there.
  let isInstalled: Bool
  /// The command that installs the pods: through Bundler where a `Gemfile` pins CocoaPods.
  let command: String

  /// The CocoaPods setup that integrates the project at `project` (an `.xcodeproj`, absolute):
  /// the `Podfile` beside it, or one in a folder above whose `project` lines name it, as
  /// `project 'App/App.xcodeproj'` does for a project in a subfolder.
  init?(integrating project: String) {
    var folder = URL(fileURLWithPath: project).deletingLastPathComponent()
    if let beside = CocoaPods(projectFolder: folder.path) {
      self = beside
      return
    }
    // A repository's Podfile sits at most a few folders above the projects it names.
    for _ in 0..<3 where folder.path != "/" {
      folder.deleteLastPathComponent()
      guard let podfile = FileManager.default.contents(atPath: folder.path + "/Podfile") else {
        continue
      }
      let named = Self.projects(in: String(decoding: podfile, as: UTF8.self)).map {
        normalizedPath(folder.path + "/" + $0)
      }
      guard named.contains(normalizedPath(project)) else { return nil }
      self.init(projectFolder: folder.path)
      return
    }
    return nil
  }

  /// The CocoaPods setup of the project in `folder`, if the folder holds a `Podfile`.
  init?(projectFolder folder: String) {
    let manager = FileManager.default
    guard let podfile = manager.contents(atPath: folder + "/Podfile") else { return nil }
    self.podfile = folder + "/Podfile"
    targets = Self.targets(in: String(decoding: podfile, as: UTF8.self))
    pods =
      manager.contents(atPath: folder + "/Podfile.lock").map {
        Self.pods(inLock: String(decoding: $0, as: UTF8.self))
      } ?? []
    isInstalled = manager.fileExists(atPath: folder + "/Pods/Manifest.lock")
    command =
      manager.fileExists(atPath: folder + "/Gemfile") ? "bundle exec pod install" : "pod install"
  }

  /// How many folders above `folder` (a project's) the `Podfile` is: 0 beside it.
  func levelsAbove(_ folder: String) -> Int {
    let podfileFolder = URL(fileURLWithPath: podfile).deletingLastPathComponent().path
    return max(0, folder.split(separator: "/").count - podfileFolder.split(separator: "/").count)
  }

  /// Whether a configuration file is one `pod install` writes: under `Pods/Target Support Files`.
  static func writes(_ configurationFile: String) -> Bool {
    configurationFile.hasPrefix("Pods/Target Support Files/")
      || configurationFile.contains("/Pods/Target Support Files/")
  }

  /// The projects of `project 'Path'` lines, relative to the Podfile's folder, each ending in
  /// `.xcodeproj` (CocoaPods adds it where the line leaves it out).
  static func projects(in podfile: String) -> [String] {
    arguments(of: "project", in: podfile).map {
      $0.hasSuffix(".xcodeproj") ? $0 : $0 + ".xcodeproj"
    }
  }

  /// The names of `target 'Name' do` blocks; `abstract_target` names none.
  static func targets(in podfile: String) -> [TargetName] {
    arguments(of: "target", in: podfile).map(TargetName.init)
  }

  /// The quoted first argument of each line that starts with `directive`, where not empty:
  /// `target 'App' do` gives `App`.
  private static func arguments(of directive: String, in podfile: String) -> [String] {
    podfile.split(separator: "\n").compactMap { line in
      let words = line.drop { $0 == " " || $0 == "\t" }
      guard words.hasPrefix(directive + " "),
        let open = words.firstIndex(where: { $0 == "'" || $0 == "\"" })
      else { return nil }
      let quote = words[open]
      let argument = words[words.index(after: open)...].prefix { $0 != quote }
      return argument.isEmpty ? nil : String(argument)
    }
  }

  /// The modules of the top-level entries of a `Podfile.lock`'s `PODS:` list:
  /// `  - Firebase/Analytics (10.0.0):` is the pod `Firebase`, module `Firebase`.
  static func pods(inLock lock: String) -> [ModuleName] {
    var modules: [ModuleName] = []
    var inPods = false
    for line in lock.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.hasPrefix(" ") {
        inPods = line.hasPrefix("PODS:")
        continue
      }
      guard inPods, line.hasPrefix("  - ") else { continue }
      let entry = line.dropFirst(4).drop { $0 == "\"" }
      let name = entry.prefix { $0 != " " && $0 != "/" && $0 != "\"" && $0 != ":" }
      let module = Target.c99name(of: String(name))
      if !name.isEmpty, !modules.contains(module) { modules.append(module) }
    }
    return modules
  }
}
