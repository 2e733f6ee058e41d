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
  // A file above the root (`../Podfile` of a project in a subfolder) is shown where it is.
  let absolute =
    file.hasPrefix("../") ? joinedPath(root, file) : root == "/" ? "/" + file : root + "/" + file
  return (relative(absolute, to: directory), absolute)
}

/// `path` appended to `folder`, normalized; `path` alone when it is absolute or `folder` empty.
/// Paths are joined as text: they may name files that do not exist, and a symbolic link in them
/// stays as written.
package func joinedPath(_ folder: String, _ path: String) -> String {
  normalizedPath(path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path)
}

/// A path without `.` and empty components, and with each `..` applied where it can be: a
/// relative path keeps the `..` that climb above it, an absolute one stops at `/`.
package func normalizedPath(_ path: String) -> String {
  let isAbsolute = path.hasPrefix("/")
  var parts: [Substring] = []
  for part in path.split(separator: "/") where part != "." {
    if part == "..", let last = parts.last, last != ".." {
      parts.removeLast()
    } else if part != ".." || !isAbsolute {
      parts.append(part)
    }
  }
  return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
}
