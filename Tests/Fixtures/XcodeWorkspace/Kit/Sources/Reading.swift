import Feed

public struct Reading {
  public let feed: Feed
}
