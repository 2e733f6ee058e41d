import RemoteKit

public struct Core {}
