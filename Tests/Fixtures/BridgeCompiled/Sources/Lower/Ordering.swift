import Umbrella

/// Sorts names with the ordered set that the umbrella module re-exports.
func uniqueNames(_ names: [String]) -> [String] {
  var set = OrderedNames()
  for name in names { set.append(name) }
  return set.elements
}
