import Wire

public enum HTTPMethod: Equatable, Sendable {
  case get
  case post
  case raw(value: String)
}
