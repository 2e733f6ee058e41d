public import DependencyGraphModel

extension Report {
  /// The ways a report is written, as `depgraph --format` names them. A new format is a case
  /// here, its line in ``formatted(_:_:)`` and a file of this folder that writes it.
  public enum Format: String, CaseIterable, Hashable, Sendable {
    /// Compiler-style lines and a summary (``text(relativeTo:verbose:quiet:colored:)``).
    case text
    /// The documented JSON contract (``json``).
    case json
    /// Graphviz (``dot(_:)``).
    case dot
    /// A Mermaid flowchart (``mermaid(_:)``).
    case mermaid
    /// SARIF 2.1.0, for code scanning (``sarif(relativeTo:toolVersion:)``).
    case sarif
    /// GitHub Actions workflow commands, shown as annotations
    /// (``githubAnnotations(relativeTo:)``).
    case github
  }

  /// What the formats take besides the report.
  public struct FormatOptions: Hashable, Sendable {
    /// The folder paths are shown relative to, usually the current one.
    public var directory: String
    /// Text: list what was folded or accepted (each unread package, `allow`ed findings).
    public var verbose = false
    /// Text: list errors only.
    public var quiet = false
    /// Text: places bold and severities coloured, as on a terminal.
    public var colored = false
    /// DOT and Mermaid: what to draw.
    public var drawing = Drawing()

    public init(directory: String) {
      self.directory = directory
    }
  }

  /// The report written in `format`.
  public func formatted(_ format: Format, _ options: FormatOptions) -> String {
    switch format {
    case .text:
      text(
        relativeTo: options.directory, verbose: options.verbose, quiet: options.quiet,
        colored: options.colored)
    case .json: json
    case .dot: dot(options.drawing)
    case .mermaid: mermaid(options.drawing)
    case .sarif: sarif(relativeTo: options.directory, toolVersion: DepgraphVersion.current)
    case .github: githubAnnotations(relativeTo: options.directory)
    }
  }
}
