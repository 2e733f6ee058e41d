import Tree

/// Formats text with one indentation.
open class BasicFormat: Rewriter {
  public let indentation: Spacing

  public init(indentation: Spacing = .spaces(4)) {
    self.indentation = indentation
  }

  open override func visit(_ text: String) -> String {
    String(text.drop { $0 == " " })
  }

  public func format(_ text: String, width: Int = 80, marker: String = "") -> String {
    marker + String(text.prefix(width))
  }

  public static func inferIndentation(of text: String) -> Spacing? {
    text.hasPrefix("\t") ? .tabs(1) : nil
  }
}

/// A command that formats, configured by its type.
public protocol FormatCommand: Sendable {
  static var configuration: String { get }
}
