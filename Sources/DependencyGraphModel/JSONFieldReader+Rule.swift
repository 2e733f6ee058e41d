package import DependencyGraphSupport

extension JSONFieldReader {
  /// A rule's identifier, such as "undeclared-import"; any other text lists the rules.
  package func rule(_ value: JSONValue?, at path: String) throws(Failure) -> Violation.Rule {
    let name = try string(value, at: path)
    guard let rule = Violation.Rule(rawValue: name) else {
      throw fail(
        "\(path) '\(name)' is not a rule; rules: "
          + Violation.Rule.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return rule
  }

}
