// Kit comes through Umbrella, whose generated module map exports it.
import Kit
import Umbrella

public let version = umbrellaVersion()
