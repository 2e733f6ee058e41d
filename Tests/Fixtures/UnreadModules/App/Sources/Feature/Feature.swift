import Core
import RemoteKit

public struct Feature {}
