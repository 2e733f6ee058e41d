import Storage

public struct Feed {
  public let store: Store
}
