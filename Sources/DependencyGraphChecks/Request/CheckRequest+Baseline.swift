import DependencyGraphLoading
public import DependencyGraphModel
import Foundation

extension CheckRequest {
  /// Reads the baseline `file`, as the user named it, checked against `knownTargets`.
  ///
  /// - Throws: ``FileError/unreadable(path:reason:)`` and
  ///   ``ConfigurationError/invalidBaseline(file:reason:)``, naming the file as the user did.
  public func baseline(named file: String, knownTargets: [TargetName]?) throws(GraphError)
    -> Baseline
  {
    try Baseline(
      json: try contents(ofFile: absolute(file), shownAs: file), file: file,
      knownTargets: knownTargets)
  }

  /// Records the report's findings in `file`, as the user named it.
  ///
  /// - Returns: The baseline written.
  /// - Throws: ``FileError/unwritable(path:reason:)``, naming the file as the user did.
  @discardableResult
  public func writeBaseline(of report: Report, to file: String) throws(GraphError) -> Baseline {
    let baseline = Baseline(report: report)
    try writeFile(Data(baseline.json.utf8), to: absolute(file), shownAs: file)
    return baseline
  }
}
