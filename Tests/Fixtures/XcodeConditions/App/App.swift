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

// The app is built for iOS alone: this import is never compiled, and an iOS one always is.
#if os(watchOS)
  import Legacy
#elseif os(iOS) && !targetEnvironment(macCatalyst)
  import Foundation
#endif

let app = "App"
