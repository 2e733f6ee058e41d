import Foundation

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

/// The files under `folder` whose paths (relative to it) `wanted` accepts, at any depth: a
/// linked folder is entered as a folder, each real folder once; hidden folders and `build`
/// and `DerivedData` are not. At most `limit` are returned, in no set order.
package func files(
  under folder: String, where wanted: (String) -> Bool, limit: Int = .max
) -> [String] {
  let manager = FileManager.default
  var found: [String] = []
  var entered: Set<String> = []
  var pending = [""]
  while let relative = pending.popLast(), found.count < limit {
    let path = relative.isEmpty ? folder : folder + "/" + relative
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard entered.insert(real).inserted,
      let names = try? manager.contentsOfDirectory(atPath: path)
    else { continue }
    for name in names.sorted() {
      let child = relative.isEmpty ? name : relative + "/" + name
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: folder + "/" + child, isDirectory: &isFolder) else {
        continue
      }
      if isFolder.boolValue {
        if !name.hasPrefix("."), name != "build", name != "DerivedData" { pending.append(child) }
      } else if wanted(child) {
        found.append(child)
        if found.count >= limit { break }
      }
    }
  }
  return found
}
