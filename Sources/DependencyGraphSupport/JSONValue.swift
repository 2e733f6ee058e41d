/// A JSON document as a typed tree, for formats whose errors must name the field at fault.
package enum JSONValue: Decodable, Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      // Members are read in key order, not the order of a `Dictionary` (which differs from one
      // instance to the next), so that the first bad member, and the error that names it, is
      // the same on every read of the same document.
      let object = try decoder.container(keyedBy: MemberKey.self)
      var members: [String: JSONValue] = [:]
      for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
      }
      self = .object(members)
    }
  }

  /// Any member name of a JSON object.
  private struct MemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
