import Foundation

/// A file under a package's root as an output shows it: relative to `directory` when the file
/// is inside it, absolute otherwise, so each `file:line:col` opens from there.
///
/// - Returns: `nil` when the file is not inside `directory`, with the absolute path beside it.
package func displayPath(_ file: String, root: String, relativeTo directory: String)
  -> (relative: String?, absolute: String)
{
  let base = directory.hasSuffix("/") ? directory : directory + "/"
  let absolute = root == "/" ? "/" + file : root + "/" + file
  return (absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : nil, absolute)
}

/// Pretty-printed JSON with sorted keys and a final newline, so equal values give equal bytes.
func sortedJSON(_ value: some Encodable) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  // Every document encoded here holds only strings, numbers, arrays and objects: no failure.
  let data = (try? encoder.encode(value)) ?? Data()
  return String(decoding: data, as: UTF8.self) + "\n"
}
