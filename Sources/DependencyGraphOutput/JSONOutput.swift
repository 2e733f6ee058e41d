/// What every JSON output of depgraph shares: `check --format json`, `affected --format json`
/// and `diff --format json` each carry `"schemaVersion"`, so that a script reading one can tell
/// a format it knows from a later one.
public enum JSONOutput {
  /// The version of the JSON outputs' shape: raised when a key is removed, renamed or changes
  /// meaning, not when one is added.
  public static let schemaVersion = 1
}
