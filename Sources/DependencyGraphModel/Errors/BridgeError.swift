/// A bridge asked for an edge that cannot have one.
public enum BridgeError: Error, Hashable, Sendable {
  /// An end of the edge, the lower or the upper target, names a target the package does not
  /// have; `known` lists the package's targets.
  case unknownTarget(name: TargetName, end: End, known: [TargetName])
  /// The lower and the upper target are one target.
  case sameTarget(TargetName)
  /// The lower target neither depends on nor imports the upper one.
  case noEdge(lower: TargetName, upper: TargetName)

  /// An end of the edge a bridge breaks.
  public enum End: Hashable, Sendable {
    /// The target that imports: the bridge's protocol goes here.
    case lower
    /// The target imported: its conformance goes here.
    case upper
  }
}

extension BridgeError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unknownTarget(let name, let end, let known):
      "The \(end == .lower ? "lower" : "upper") target '\(name)' is not a target of the "
        + "package. Targets: \(known.joined(separator: ", "))."
    case .sameTarget(let name):
      "Cannot draft a bridge: the lower and the upper target are both \(name)."
    case .noEdge(let lower, let upper):
      "Cannot draft a bridge: \(lower) neither depends on nor imports \(upper), so there is no "
        + "edge to break."
    }
  }
}
