// The app's configuration files define FEATURE_X and MODERN: neither import of Legacy is
// compiled in any configuration.
#if FEATURE_X
  import Foundation
#else
  import Legacy
#endif

#if !MODERN
  import Legacy
#endif

// Only the Debug configuration defines DEBUG.
#if DEBUG
  import DebugMenu
#endif

// BETA is set for one SDK only: some builds compile this import.
#if BETA
  import Legacy
#endif

let app = "App"
