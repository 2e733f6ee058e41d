public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

extension Report {
  /// The report as GitHub Actions workflow commands: one `::error` or `::warning` line per
  /// finding as ``reported`` (the other rules a line breaks in its message), which a workflow
  /// run shows as an annotation on the file and line, then the summary as a plain line.
  ///
  /// `::error file=Sources/A/A.swift,line=3,col=1,title=depgraph undeclared-import::message`,
  /// with the notes on further lines of the message. Paths are relative to `directory`, which
  /// should be the repository's root (a workflow's working folder).
  public func githubAnnotations(relativeTo directory: String) -> String {
    func path(_ file: String) -> String {
      let path = displayPath(file, root: root, relativeTo: directory)
      return path.relative ?? path.absolute
    }
    var lines: [String] = []
    for violation in reported {
      var properties: [String] = []
      if let location = violation.location {
        properties = [
          "file=" + Self.escapeProperty(path(location.file)), "line=\(location.line)",
          "col=\(location.column)",
        ]
      } else if FileManager.default.fileExists(atPath: root + "/" + SwiftPackage.manifestFile) {
        // A finding of no place is the manifest's; a workspace, which has no Package.swift of
        // its own, annotates the run instead of a file the repository lacks.
        properties = ["file=" + Self.escapeProperty(path(SwiftPackage.manifestFile))]
      }
      properties.append("title=" + Self.escapeProperty("depgraph \(violation.rule.rawValue)"))
      let notes =
        violation.notes.map { note in
          "\n" + (note.location.map { "\(path($0.file)):\($0.line):\($0.column): " } ?? "")
            + note.message
        }
        + violation.also.map {
          "\nAlso \($0.severity.rawValue): \($0.message) [\($0.rule.rawValue)]"
        }
      lines.append(
        "::\(violation.severity.rawValue) \(properties.joined(separator: ","))::"
          + Self.escapeData(
            violation.message + notes.joined()
              + (violation.fix.map { "\nFix with: \($0.command)" } ?? "")))
    }
    lines.append(
      "depgraph: \(packageName): \(errorCount) error\(errorCount == 1 ? "" : "s"), "
        + "\(warningCount) warning\(warningCount == 1 ? "" : "s")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A workflow command's message: `%`, carriage returns and newlines are encoded.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: as a message, and `:` and `,` too.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
