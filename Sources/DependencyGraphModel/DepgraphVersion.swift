/// The version of `depgraph` and of this library: what `depgraph --version` prints, what SARIF
/// reports for its driver, and the version the install instructions depend on.
public enum DepgraphVersion {
  /// The version, as a semantic version: `major.minor.patch`.
  public static let current = "0.9.0"
}
