import CommandLineSupport
import DependencyGraph
import DependencyGraphSupport

extension GraphError {
  /// The message as `depgraph` prints it: the checker's, with the flag that mends the error
  /// where one does. The checker's messages name no flag; only the command line knows them.
  var commandLineMessage: String {
    switch self {
    case .bridge(.unknownTarget(let name, let end, let known)):
      UnknownTargetOption(option: end == .lower ? "--from" : "--to", name: name, known: known)
        .description
    case .bridge(.sameTarget(let name)):
      "Cannot draft a bridge: --from and --to both name \(name)."
    default:
      advice.map { description + " " + $0 } ?? description
    }
  }

  /// The sentence that says which flag mends the error, when one does.
  private var advice: String? {
    switch self {
    case .input(.packageNotFound(_, let projects)) where !projects.isEmpty:
      "Pass --project \(shellQuoted(projects[0])) for the app (a workspace reads every project "
        + "and package it lists), or --workspace with the folder for everything below it."
    case .input(.packageNotFound):
      "Pass the package's folder with --package-path."
    case .input(.noPackagesInWorkspace(let path)) where InputKind(path: path) != .package:
      "Pass it with --project \(shellQuoted(path))."
    case .input(.noPackagesInWorkspace):
      "Give --workspace the folder that holds your packages."
    case .input(.projectNotFound(_, let holding)) where holding.isEmpty:
      "Pass the .xcodeproj folder with --project."
    case .input(.workspaceNotFound):
      "Pass the .xcworkspace folder, or one project with --project."
    case .configuration(.outdatedBaseline), .configuration(.unknownTargetsInBaseline):
      "Write it again with --write-baseline."
    case .git(.notARepository):
      "Run depgraph in a clone (affected also takes the changed files with --changed)."
    case .git(.revisionUnreadable(_, let error)):
      error.advice
    default:
      nil
    }
  }
}

/// An option of `depgraph` names a target that the package does not have.
struct UnknownTargetOption: Error, Hashable, CustomStringConvertible {
  /// The option, as `--focus`.
  let option: String
  /// The name it was given.
  let name: TargetName
  /// The package's targets.
  let known: [TargetName]

  var description: String {
    "\(option) names '\(name)', which is not a target of the package. Targets: "
      + "\(known.joined(separator: ", "))."
  }
}

extension CommandResult {
  /// A run that stopped on bad input, exit 2: the error on standard error, with the flag
  /// that mends it.
  static func badInput(_ error: some Error) -> CommandResult {
    let message = (error as? GraphError)?.commandLineMessage ?? "\(error)"
    return CommandResult(
      standardError: "error: \(message)\n", exitCode: DepgraphExitStatus.badInput)
  }
}
