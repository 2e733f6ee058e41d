import Core  // re-exported by Facade, which Feature declares
import Facade
import Helpers

#if os(Linux)
  import LinuxOnly
#endif

public func feature() -> Int32 { helper() }
