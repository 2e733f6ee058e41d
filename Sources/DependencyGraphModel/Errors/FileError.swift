/// A file that could not be read or written.
public enum FileError: Error, Hashable, Sendable {
  /// A file could not be read.
  case unreadable(path: String, reason: String)
  /// A file could not be written.
  case unwritable(path: String, reason: String)
}

extension FileError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "Cannot read '\(path)': \(reason)."
    case .unwritable(let path, let reason): "Cannot write '\(path)': \(reason)."
    }
  }
}
