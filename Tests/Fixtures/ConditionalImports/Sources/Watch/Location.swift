#if canImport(Maps)
  import Maps
#elseif canImport(Legacy)
  import Legacy
#endif

#if canImport(Shared) && DEBUG
  import Shared
#endif

// Not guarded by itself: an undeclared import in every build that has Tracing.
#if canImport(Shared)
  import Tracing
#endif

public struct WatchLocation {}
