// Umbrella re-exports RemoteKit: importing RemoteKit uses the Umbrella dependency.
import RemoteKit

public struct Settings {}
