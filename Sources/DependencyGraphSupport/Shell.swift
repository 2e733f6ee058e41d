import Foundation

/// `text` as one word of a shell: as it is when it holds only path characters, else in single
/// quotes, so that a printed command runs as shown.
package func shellQuoted(_ text: String) -> String {
  let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+@".contains($0) }
  return plain && !text.isEmpty
    ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
