public struct Buffer {
  public private(set) var bytes: [UInt8] = []

  public init() {}

  public mutating func writeString(_ text: String) -> Int {
    bytes += Array(text.utf8)
    return text.utf8.count
  }
}
