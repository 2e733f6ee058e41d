/// Target names with wildcards, as layers, forbidden edges and `allow` entries may give them:
/// `*` stands for any run of characters (none too), `?` for exactly one.
package enum TargetPattern {
  /// Whether a name in the rules is a pattern rather than a target's name.
  package static func isPattern(_ name: String) -> Bool {
    name.contains("*") || name.contains("?")
  }

  /// Whether `pattern` matches `name`; a plain name matches only itself.
  ///
  /// - Complexity: O(*p* × *n*) in the lengths of the two.
  package static func matches(_ pattern: String, _ name: String) -> Bool {
    guard isPattern(pattern) else { return pattern == name }
    let pattern = Array(pattern)
    let name = Array(name)
    // The classic two-pointer glob match: on a mismatch, let the last `*` take one more
    // character and retry from there.
    var p = 0
    var n = 0
    var star: Int?
    var starMatch = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
        p += 1
        n += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        starMatch = n
        p += 1
      } else if let star {
        p = star + 1
        starMatch += 1
        n = starMatch
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// Whether `pattern` matches the target `name`; a plain name matches only itself.
  package static func matches(_ pattern: String, _ name: TargetName) -> Bool {
    matches(pattern, name.rawValue)
  }

  /// The targets a name or pattern stands for, in the order given; a plain name stands for
  /// the target of that name.
  package static func expand(_ pattern: String, in targets: [TargetName]) -> [TargetName] {
    isPattern(pattern) ? targets.filter { matches(pattern, $0) } : [TargetName(pattern)]
  }
}
