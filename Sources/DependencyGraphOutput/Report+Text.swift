public import DependencyGraphModel
import DependencyGraphSupport
import Foundation

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
  /// - Parameters:
  ///   - directory: An absolute folder, usually the current one.
  ///   - verbose: Whether to list the findings that `allow` entries accepted, with their reason,
  ///     and each dependency package that was not read.
  ///   - quiet: Whether to list errors only; the summary still counts the warnings.
  ///   - colored: Whether places are bold and severities coloured with ANSI escapes, as a
  ///     compiler writes them to a terminal.
  /// - Returns: The lines, each ending in a newline.
  public func text(
    relativeTo directory: String, verbose: Bool = false, quiet: Bool = false,
    colored: Bool = false
  ) -> String {
    lines(verbose: verbose, quiet: quiet, style: TextStyle(isColored: colored)) { file in
      let path = displayPath(file, root: root, relativeTo: directory)
      return path.relative ?? path.absolute
    }
  }

  private func lines(
    verbose: Bool = false, quiet: Bool = false, style: TextStyle = TextStyle(isColored: false),
    path: (String) -> String
  ) -> String {
    // A finding about no file (a package folder that is not there) is the tool's own line.
    func place(_ location: Violation.Location?) -> String {
      style.place(location.map { "\(path($0.file)):\($0.line):\($0.column)" } ?? "depgraph")
    }
    var lines: [String] = []
    // Packages this machine never resolved are one line unless --verbose: nothing in the
    // code can fix them, and each would repeat the same advice.
    let unread = violations.filter { $0.rule == .unresolvedDependency }
    let folds = !verbose && unread.count > 1
    for violation in reported where !quiet || violation.severity == .error {
      if folds && violation.rule == .unresolvedDependency {
        if violation == unread[0] {
          lines.append(
            "\(place(nil)): \(style.label(Violation.Severity.warning.rawValue)) "
              + Self.unreadSummary(unread) + " [\(Violation.Rule.unresolvedDependency.rawValue)]")
        }
        continue
      }
      lines.append(
        "\(place(violation.location)): \(style.label(violation.severity.rawValue)) "
          + "\(violation.message) [\(violation.rule.rawValue)]")
      for note in violation.notes {
        lines.append("\(place(note.location)): \(style.label("note")) \(note.message)")
      }
      // The other rules the same line breaks, as notes of the one cause.
      for other in violation.also {
        lines.append(
          "\(place(other.location)): \(style.label("note")) also \(other.severity.rawValue): "
            + "\(other.message) [\(other.rule.rawValue)]")
      }
      if let fix = violation.fix {
        // The package's folder as seen from where the lines are read, so the command runs there.
        var folder = path(fix.packagePath.isEmpty ? "." : fix.packagePath)
        if folder.hasSuffix("/.") { folder.removeLast(2) }
        lines.append(
          "\(place(violation.location)): \(style.label("note")) fix with: "
            + fix.command(packagePath: folder == "." ? "" : folder))
      }
    }
    if verbose {
      for skipped in uncompiledImports {
        lines.append(
          "\(place(skipped.location)): \(style.label("note")) \(skipped.target) imports "
            + "\(skipped.module) under #if \(skipped.condition), which no configuration of its "
            + "build (\(skipped.configurations.joined(separator: ", "))) compiles; no check "
            + "counts it.")
      }
      for finding in allowed {
        let violation = finding.violation
        lines.append(
          "\(place(violation.location)): \(style.label("allowed")) \(violation.message) "
            + "[\(violation.rule.rawValue)] Allowed because: \(finding.because).")
      }
    }
    if let comparison = baselineComparison {
      for entry in comparison.resolved {
        let module = entry.module.map { " -> \($0)" } ?? ""
        let times = entry.count == 1 ? "" : " (\(entry.count) times)"
        lines.append(
          "\(style.place(path(entry.file ?? SwiftPackage.manifestFile))): \(style.label("note")) "
            + "baseline entry no longer occurs: "
            + "\(entry.rule.rawValue) \(entry.target)\(module)\(times); write the baseline "
            + "again to drop it")
      }
    }
    if !skippedFolders.isEmpty {
      // A search that passed over build and dependency folders says so, so that a project
      // CocoaPods would generate is not missed in silence.
      lines.append(
        "\(style.place("depgraph")): \(style.label("note")) read "
          + Self.count(
            packages.count { InputKind(path: $0.identity.rawValue) != .xcodeProject }, "package")
          + " and "
          + Self.count(
            packages.count { InputKind(path: $0.identity.rawValue) == .xcodeProject }, "project")
          + "; not searched: "
          + skippedFolders.map { path($0) + "/" }.joined(separator: ", ")
          + " (build and dependency folders)")
    }
    let declared = edges.count { $0.isDeclared }
    lines.append(
      "depgraph: \(packageName): \(Self.count(targets.count, "target")), "
        + "\(Self.count(declared, "declared dependency", "declared dependencies")), "
        + "\(Self.count(cycles.count, "cycle")); "
        + "\(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning"))"
        + (allowed.isEmpty ? "" : "; \(allowed.count) allowed")
        + (baselineComparison.map { "; \($0.known) known from the baseline" } ?? ""))
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line for the `unresolved-dependency` findings: how many, which, and the commands
  /// their messages give, with what runs here when they need Xcode.
  static func unreadSummary(_ findings: [Violation]) -> String {
    let names = findings.compactMap(\.module)
    let shown =
      names.count > 4
      ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
      : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    var commands: [String] = []
    for finding in findings {
      guard let start = finding.message.range(of: "Run '"),
        let end = finding.message[start.upperBound...].firstIndex(of: "'")
      else { continue }
      let command = String(finding.message[start.upperBound..<end])
      if !commands.contains(command) { commands.append(command) }
    }
    var advice =
      commands.isEmpty
      ? ""
      : " Run " + commands.prefix(2).map { "'\($0)'" }.joined(separator: " or ")
        + (commands.count > 2 ? " (and \(commands.count - 2) more)" : "") + "."
    #if !os(macOS)
      if !commands.isEmpty, commands.allSatisfy({ $0.hasPrefix("xcodebuild") }) {
        advice =
          " xcodebuild, which resolves them, runs only on macOS: resolve there, or give "
          + "depgraph a folder that holds the checkouts with --scratch-path."
      }
    #endif
    return "\(findings.count) dependency packages or products were not read (\(shown)), so "
      + "imports only they could provide are not checked.\(advice) --verbose lists each, with "
      + "the targets it leaves unchecked."
  }

  private static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
  }
}

/// How the text report looks on a terminal: places bold and each label in its colour, as clang
/// and swiftc write diagnostics; plain text otherwise.
private struct TextStyle {
  let isColored: Bool

  /// A `file:line:column`, bold.
  func place(_ text: String) -> String { paint(text, "1") }

  /// `error:` in bold red, `warning:` in bold magenta, `note:` and `allowed:` in bold cyan.
  func label(_ name: String) -> String {
    let code =
      switch name {
      case Violation.Severity.error.rawValue: "1;31"
      case Violation.Severity.warning.rawValue: "1;35"
      default: "1;36"
      }
    return paint(name + ":", code)
  }

  private func paint(_ text: String, _ code: String) -> String {
    isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
