import Feed
import Storage

public struct Reading {
  public let feed: Feed
  public let store: Store
}
