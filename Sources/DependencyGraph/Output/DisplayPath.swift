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
