import Feature

public struct Core {}
