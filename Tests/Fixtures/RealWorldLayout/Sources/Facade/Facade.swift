@_exported import Core

public struct Facade {}
