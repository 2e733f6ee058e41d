extension Report {
  /// The report as compiler-style lines that editors and CI annotate, then a summary line.
  ///
  /// A finding with a place reads `path:line:column: error: message [rule]`; one without a
  /// place is attributed to `Package.swift`. Notes follow the finding they support.
  public var text: String {
    var lines: [String] = []
    for violation in violations {
      lines.append(
        "\(Self.place(violation.location)): \(violation.severity.rawValue): "
          + "\(violation.message) [\(violation.rule.rawValue)]")
      for note in violation.notes {
        lines.append("\(Self.place(note.location)): note: \(note.message)")
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

  private static func place(_ location: Violation.Location?) -> String {
    location.map { "\($0.file):\($0.line):\($0.column)" } ?? "Package.swift"
  }

  private static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
  }
}
