package import DependencyGraphModel
import DependencyGraphSupport
package import Foundation

/// The bytes of a file the user named, or an error that says why they cannot be had: no such
/// file, a folder, a device, or the system's reason.
///
/// - Parameters:
///   - path: The file's absolute path.
///   - name: The file as the user wrote it, which the error shows.
/// - Returns: The file's bytes.
/// - Throws: ``FileError/unreadable(path:reason:)``.
package func contents(ofFile path: String, shownAs name: String) throws(GraphError) -> Data {
  do {
    return try Data(contentsOf: URL(fileURLWithPath: path))
  } catch {
    let type =
      (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    let reason =
      switch type {
      case nil: "no such file"
      case .typeDirectory?: "it is a folder"
      case .typeRegular?, .typeSymbolicLink?: systemReason(error)
      default: "it is not a regular file, but a device, pipe or socket"
      }
    throw .file(.unreadable(path: name, reason: reason))
  }
}

/// Refuses a path where nothing is, before a package, project or workspace is looked for
/// inside it: a path mistyped is told so, not that it has no `Package.swift`.
///
/// - Parameters:
///   - path: The folder's absolute path.
///   - name: The folder as the user wrote it, which the error shows.
/// - Throws: ``InputError/folderNotFound(path:)`` when nothing is there.
package func requireFolder(_ path: String, shownAs name: String) throws(GraphError) {
  guard FileManager.default.fileExists(atPath: path) else {
    throw .input(.folderNotFound(path: name))
  }
}

/// Writes `data` over the file at `path`, whole or not at all.
///
/// - Parameters:
///   - data: The file's new contents.
///   - path: The file's absolute path.
///   - name: The file as the user wrote it, which the error shows.
/// - Throws: ``FileError/unwritable(path:reason:)`` with the system's reason.
package func writeFile(_ data: Data, to path: String, shownAs name: String) throws(GraphError) {
  do {
    try data.write(to: URL(fileURLWithPath: path), options: .atomic)
  } catch {
    throw .file(.unwritable(path: name, reason: systemReason(error)))
  }
}
