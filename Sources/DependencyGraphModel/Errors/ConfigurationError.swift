/// A file the team writes for depgraph, the rules file, the baseline or a test plan, that
/// cannot be used as it is.
public enum ConfigurationError: Error, Hashable, Sendable {
  /// The rules file is not valid JSON, or breaks a rule of its format.
  case invalidRules(file: String, reason: String)
  /// The rules file names targets that the package does not have.
  case unknownTargetsInRules(file: String, names: [String], known: [TargetName])
  /// The baseline file is not JSON of the baseline's format.
  case invalidBaseline(file: String, reason: String)
  /// The baseline was written in another version of its format than the one this depgraph
  /// reads.
  case outdatedBaseline(file: String, version: Int, reads: Int)
  /// The baseline names targets that the package no longer has.
  case unknownTargetsInBaseline(file: String, names: [TargetName])
  /// An Xcode test plan that is not JSON, has no `testTargets`, or lists a target that no
  /// project or package read has; the plan is left as it was.
  case invalidTestPlan(file: String, reason: String)
}

extension ConfigurationError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidRules(let file, let reason):
      "Invalid rules in \(file): \(reason)."
    case .unknownTargetsInRules(let file, let names, let known):
      "\(file) names targets the package does not have: \(names.joined(separator: ", ")). "
        + "Known targets: \(known.joined(separator: ", "))."
    case .invalidBaseline(let file, let reason):
      "Invalid baseline \(file): \(reason)."
    case .outdatedBaseline(let file, let version, let reads):
      "Invalid baseline \(file): version is \(version), but this depgraph reads version "
        + "\(reads)."
    case .unknownTargetsInBaseline(let file, let names):
      "Invalid baseline \(file): it names targets the package does not have: "
        + "\(names.joined(separator: ", "))."
    case .invalidTestPlan(let file, let reason):
      "Cannot use the test plan \(file): \(reason). It was left as it was."
    }
  }
}
