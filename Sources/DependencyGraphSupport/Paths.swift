/// `path` relative to `folder`: empty for the folder itself, `nil` when it is outside it. Every
/// path the checker shows relative to a folder is made here.
package func relative(_ path: String, to folder: String) -> String? {
  if path == folder { return "" }
  let prefix = folder.hasSuffix("/") ? folder : folder + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
}

/// A file under a package's root as an output shows it: relative to `directory` when the file
/// is inside it, absolute otherwise, so each `file:line:col` opens from there.
///
/// - Returns: `nil` when the file is not inside `directory`, with the absolute path beside it.
package func displayPath(_ file: String, root: String, relativeTo directory: String)
  -> (relative: String?, absolute: String)
{
  let absolute = root == "/" ? "/" + file : root + "/" + file
  return (relative(absolute, to: directory), absolute)
}
