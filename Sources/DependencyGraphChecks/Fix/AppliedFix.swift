public import DependencyGraphModel

/// What `depgraph --fix` did about one finding, as it reports it: a line each.
public enum AppliedFix: Hashable, Sendable {
  /// SwiftPM's editor declared the dependency; `command` is what ran, with the package's
  /// folder as seen from where depgraph runs.
  case ran(command: String)
  /// SwiftPM's edit broke the manifest or landed on another target, and was undone.
  case undone(command: String, reason: String, fix: DependencyFix)
  /// SwiftPM refused the edit; `said` is the first line of its error, when it printed one.
  case refused(command: String, said: String?, fix: DependencyFix)
  /// An unlayered target was added to the one layer that fits it.
  case placed(target: TargetName, layer: String, rulesFile: String)
}

extension AppliedFix: CustomStringConvertible {
  public var description: String {
    switch self {
    case .ran(let command):
      "depgraph: ran \(command)"
    case .undone(let command, let reason, let fix):
      "depgraph: undid \(command): it left Package.swift \(reason). " + Self.byHand(fix)
    case .refused(let command, let said, let fix):
      "depgraph: SwiftPM refused \(command): \(said ?? "it printed nothing"). "
        + Self.byHand(fix)
    case .placed(let target, let layer, let rulesFile):
      "depgraph: added \(target) to layer '\(layer)' of \(rulesFile)"
    }
  }

  private static func byHand(_ fix: DependencyFix) -> String {
    "Add \"\(fix.dependency)\" to the dependencies of \(fix.target) by hand."
  }
}
