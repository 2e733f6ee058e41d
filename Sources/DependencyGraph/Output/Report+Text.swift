extension Report {
  /// The report as compiler-style lines that editors and CI annotate, then a summary line,
  /// with paths relative to the package root.
  ///
  /// A finding with a place reads `path:line:column: error: message [rule]`; one without a
  /// place is attributed to `Package.swift`. Notes follow the finding they support.
  public var text: String { lines(path: { $0 }) }

  /// The report's lines with paths as a compiler prints them from `directory`: relative to it
  /// when the file is inside it, absolute otherwise, so each `file:line:col` opens from there.
  ///
  /// - Parameter directory: An absolute folder, usually the current one.
  /// - Returns: The lines, each ending in a newline.
  public func text(relativeTo directory: String) -> String {
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    return lines { file in
      let absolute = root == "/" ? "/" + file : root + "/" + file
      return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
  }

  private func lines(path: (String) -> String) -> String {
    func place(_ location: Violation.Location?) -> String {
      location.map { "\(path($0.file)):\($0.line):\($0.column)" } ?? path("Package.swift")
    }
    var lines: [String] = []
    for violation in violations {
      lines.append(
        "\(place(violation.location)): \(violation.severity.rawValue): "
          + "\(violation.message) [\(violation.rule.rawValue)]")
      for note in violation.notes {
        lines.append("\(place(note.location)): note: \(note.message)")
      }
    }
    let declared = edges.count { $0.isDeclared }
    lines.append(
      "depgraph: \(packageName): \(Self.count(targets.count, "target")), "
        + "\(Self.count(declared, "declared dependency", "declared dependencies")), "
        + "\(Self.count(cycles.count, "cycle")); "
        + "\(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning"))")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
  }
}
