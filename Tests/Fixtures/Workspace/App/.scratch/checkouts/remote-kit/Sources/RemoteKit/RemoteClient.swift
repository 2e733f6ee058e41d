import RemoteLogging

public struct RemoteClient: Sendable {
  public let name = "remote"
  public init() { log(name) }
}
