@_exported import RemoteKit

public struct Umbrella {}
