public protocol Message {
  static var protoMessageName: String { get }
}
