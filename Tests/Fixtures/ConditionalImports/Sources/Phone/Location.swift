import Shared

#if canImport(Maps)
  import Maps
#elseif canImport(Legacy)
  import Legacy
#endif

#if !canImport(Maps)
  import Tracing
#endif

public struct Location {}
