import Foundation

/// One sentence on why decoding failed, with the JSON path of the field at fault.
package func decodingReason(_ error: any Error) -> String {
  func location(_ path: [any CodingKey]) -> String {
    path.isEmpty
      ? "the top level"
      : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  }
  switch error as? DecodingError {
  case .keyNotFound(let key, let context)?:
    return "missing field '\(key.stringValue)' at \(location(context.codingPath))"
  case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
    return "wrong type at \(location(context.codingPath)): \(context.debugDescription)"
  case .dataCorrupted(let context)?:
    let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey]
    return "not valid JSON"
      + (underlying.map { " (\($0))" } ?? " at \(location(context.codingPath))")
  default:
    return String(describing: error)
  }
}
