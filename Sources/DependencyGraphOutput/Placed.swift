package import DependencyGraphModel

/// An object of a JSON output with a place: its own fields, and beside them the place's
/// `file`, `line` and `column`, as every JSON output of depgraph writes a place. Without a
/// place, the three are left out.
package struct Placed<Fields: Encodable>: Encodable {
  let fields: Fields
  let location: Violation.Location?

  package init(_ fields: Fields, at location: Violation.Location?) {
    self.fields = fields
    self.location = location
  }

  private enum CodingKeys: String, CodingKey {
    case file, line, column
  }

  package func encode(to encoder: any Encoder) throws {
    // Both write into the one object the encoder holds.
    try fields.encode(to: encoder)
    guard let location else { return }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(location.file, forKey: .file)
    try container.encode(location.line, forKey: .line)
    try container.encode(location.column, forKey: .column)
  }
}

/// An optional field that JSON writes as `null` when it has no value, where a synthesized
/// encoder would leave its key out: the key is part of the document's contract.
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
package struct AlwaysWritten<Value: Encodable>: Encodable {
  package var wrappedValue: Value?

  // Not the synthesized initializer: only a declared `init(wrappedValue:)` lets the memberwise
  // initializers of the types that use the wrapper take a plain optional.
  package init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  package func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}
