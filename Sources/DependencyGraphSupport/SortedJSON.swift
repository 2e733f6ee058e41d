import Foundation

/// Pretty-printed JSON with sorted keys and a final newline, so equal values give equal bytes.
package func sortedJSON(_ value: some Encodable) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  // Every document encoded here holds only strings, numbers, arrays and objects: no failure.
  let data = (try? encoder.encode(value)) ?? Data()
  return String(decoding: data, as: UTF8.self) + "\n"
}
