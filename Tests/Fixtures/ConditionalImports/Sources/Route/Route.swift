import Phone

#if canImport(Maps)
  import Maps
#endif

public struct Route {}
