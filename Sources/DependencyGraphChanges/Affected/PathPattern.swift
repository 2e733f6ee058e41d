import DependencyGraphModel

/// File paths with wildcards, as the `inputs` of a rules file give them: within a folder or
/// file name `*` and `?` match as in a target pattern, and a `**` component stands for any
/// number of folders, none too (`Tests/Fixtures/**` is every file below `Tests/Fixtures`).
enum PathPattern {
  /// Whether `pattern` matches `path`, both split at `/`.
  ///
  /// - Complexity: O(*p* × *n*) components, each compared as a target pattern.
  static func matches(_ pattern: String, _ path: String) -> Bool {
    matches(
      pattern.split(separator: "/").map(String.init)[...],
      path.split(separator: "/").map(String.init)[...])
  }

  private static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      // Zero folders, or one more and try again.
      return matches(pattern.dropFirst(), path)
        || (!path.isEmpty && matches(pattern, path.dropFirst()))
    }
    guard let name = path.first, TargetPattern.matches(first, name) else { return false }
    return matches(pattern.dropFirst(), path.dropFirst())
  }
}
