import Core
import Extra

public struct Feature {}
