/// Reads JSON values with messages that name the field at fault, thrown as the caller's own
/// error, which `fail` makes from the message.
package struct JSONFieldReader<Failure: Error> {
  /// The error for a reason, such as "layers[0].name must be a non-empty string".
  package let fail: (String) -> Failure

  package init(fail: @escaping (String) -> Failure) {
    self.fail = fail
  }

  package func object(_ value: JSONValue?, at path: String, keys: Set<String>) throws(Failure)
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

  package func array(_ value: JSONValue?, at path: String) throws(Failure) -> [JSONValue] {
    switch value {
    case nil, .null?: return []
    case .array(let array)?: return array
    default: throw fail("\(path) must be an array")
    }
  }

  package func string(_ value: JSONValue?, at path: String) throws(Failure) -> String {
    guard case .string(let string)? = value, !string.isEmpty else {
      throw fail("\(path) must be a non-empty string")
    }
    return string
  }

  package func optionalString(_ value: JSONValue?, at path: String) throws(Failure) -> String? {
    if value == nil || value == .null { return nil }
    return try string(value, at: path)
  }

  package func strings(_ value: JSONValue?, at path: String) throws(Failure) -> [String] {
    var result: [String] = []
    for (index, item) in try array(value, at: path).enumerated() {
      result.append(try string(item, at: "\(path)[\(index)]"))
    }
    return result
  }

  package func integer(_ value: JSONValue?, at path: String) throws(Failure) -> Int {
    guard case .number(let number)? = value, let integer = Int(exactly: number) else {
      throw fail("\(path) must be a whole number")
    }
    return integer
  }

  package func bool(_ value: JSONValue?, at path: String) throws(Failure) -> Bool {
    switch value {
    case nil, .null?: return false
    case .bool(let flag)?: return flag
    default: throw fail("\(path) must be true or false")
    }
  }
}
