import HTTP

extension Buffer {
  /// Writes an HTTP/1.1 request line for `method` and `uri`, and returns the bytes written.
  @discardableResult
  public mutating func writeRequestLine(_ method: HTTPMethod, uri: String) -> Int {
    let name: String
    switch method {
    case .get: name = "GET"
    case HTTPMethod.post: name = "POST"
    default: name = "OTHER"
    }
    return self.writeString("\(name) \(uri) HTTP/1.1\r\n")
  }
}
