import Wire

public enum HTTPMethod: Equatable, Sendable {
  case GET
  case POST
  case RAW(value: String)
}
