public let debugMenu = "DebugMenu"
