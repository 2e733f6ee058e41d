import Core
import Settings

public struct Feature {}
