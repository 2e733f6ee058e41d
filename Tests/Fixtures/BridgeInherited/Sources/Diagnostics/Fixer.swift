import Format
import Tree

/// Fixes the text a diagnostic points at.
public struct Fixer {
  public init() {}

  public func fix(_ text: String, with format: BasicFormat) -> String {
    format.rewrite(format.format(text))
  }

  public func indentation(of formatter: BasicFormat?) -> Spacing {
    formatter?.indentation ?? .spaces(4)
  }

  public func describe(_ command: any FormatCommand.Type, kind: BasicFormat.Type) -> String {
    "\(command.configuration) \(kind.inferIndentation(of: "") == nil)"
  }
}
