import Core

public struct Util {}
