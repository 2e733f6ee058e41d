import Plugin

public struct CodePrinter {
  public private(set) var content = ""
  private var indentation = ""

  public init(indent: String = "  ") {}

  public mutating func print(_ text: String...) {
    content += indentation + text.joined()
  }

  public mutating func print(_ text: String..., newlines: Bool) {
    content += text.joined() + (newlines ? "\n" : "")
  }

  public mutating func indent() { indentation += "  " }
  public mutating func outdent() { indentation = String(indentation.dropLast(2)) }
}

public enum NamingUtils {
  public static func toUpperCamelCase(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
