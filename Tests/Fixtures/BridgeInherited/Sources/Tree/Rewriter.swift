/// Rewrites text one piece at a time; subclasses say how.
open class Rewriter {
  public init() {}

  open func visit(_ text: String) -> String { text }

  public func rewrite(_ text: String, detach: Bool = false) -> String {
    detach ? String(visit(text)) : visit(text)
  }
}

/// How a line is indented.
public enum Spacing: Equatable, Sendable {
  case spaces(Int)
  case tabs(Int)
}
