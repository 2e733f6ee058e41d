import Printing

extension Message {
  /// A Swift sketch of the message's type: its name, then its camel-cased name indented.
  public static func sourceSketch() -> String {
    var printer = CodePrinter(indent: "  ")
    printer.print("// \(protoMessageName)\n")
    printer.indent()
    printer.print(NamingUtils.toUpperCamelCase(protoMessageName), "\n")
    printer.outdent()
    return printer.content
  }
}
