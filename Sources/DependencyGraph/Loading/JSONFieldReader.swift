/// Reads JSON values with messages that name the field at fault.
struct JSONFieldReader {
  /// The error for a reason, such as "layers[0].name must be a non-empty string".
  let fail: (String) -> GraphError

  func object(_ value: JSONValue?, at path: String, keys: Set<String>) throws(GraphError)
    -> [String: JSONValue]
  {
    guard case .object(let object)? = value else { throw fail("\(path) must be an object") }
    let unknown = Set(object.keys).subtracting(keys).sorted()
    guard unknown.isEmpty else {
      throw fail(
        "\(path) has unknown key '\(unknown[0])'; allowed: \(keys.sorted().joined(separator: ", "))"
      )
    }
    return object
  }

  func array(_ value: JSONValue?, at path: String) throws(GraphError) -> [JSONValue] {
    switch value {
    case nil, .null?: return []
    case .array(let array)?: return array
    default: throw fail("\(path) must be an array")
    }
  }

  func string(_ value: JSONValue?, at path: String) throws(GraphError) -> String {
    guard case .string(let string)? = value, !string.isEmpty else {
      throw fail("\(path) must be a non-empty string")
    }
    return string
  }

  func optionalString(_ value: JSONValue?, at path: String) throws(GraphError) -> String? {
    if value == nil || value == .null { return nil }
    return try string(value, at: path)
  }

  func strings(_ value: JSONValue?, at path: String) throws(GraphError) -> [String] {
    var result: [String] = []
    for (index, item) in try array(value, at: path).enumerated() {
      result.append(try string(item, at: "\(path)[\(index)]"))
    }
    return result
  }

  /// A rule's identifier, such as "undeclared-import"; any other text lists the rules.
  func rule(_ value: JSONValue?, at path: String) throws(GraphError) -> Violation.Rule {
    let name = try string(value, at: path)
    guard let rule = Violation.Rule(rawValue: name) else {
      throw fail(
        "\(path) '\(name)' is not a rule; rules: "
          + Violation.Rule.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return rule
  }

  func integer(_ value: JSONValue?, at path: String) throws(GraphError) -> Int {
    guard case .number(let number)? = value, let integer = Int(exactly: number) else {
      throw fail("\(path) must be a whole number")
    }
    return integer
  }

  func bool(_ value: JSONValue?, at path: String) throws(GraphError) -> Bool {
    switch value {
    case nil, .null?: return false
    case .bool(let flag)?: return flag
    default: throw fail("\(path) must be true or false")
    }
  }
}
