import Core

public struct Feature {}
