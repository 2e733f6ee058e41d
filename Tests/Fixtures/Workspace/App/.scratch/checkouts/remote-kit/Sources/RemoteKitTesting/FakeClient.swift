import RemoteKit

public struct FakeClient: Sendable {
  public let name = "fake"
  public init() {}
}
