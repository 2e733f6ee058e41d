// Another build system sets OTHER_BUILD; SwiftPM never does.
#if OTHER_BUILD
  import Legacy
#endif

#if false && os(iOS)
  import Legacy
#endif

#if MODERN
  import Foundation
#else
  import Legacy
#endif

// Only debug builds define TRACING.
#if TRACING
  import Modern
#endif

// Linux builds define LINUX_ONLY; others do not.
#if LINUX_ONLY || os(macOS)
  import Modern
#endif

// SwiftPM defines SWIFT_PACKAGE in every build of a package's targets.
#if SWIFT_PACKAGE
  import Modern
#else
  import Legacy
#endif

public let app = "App"
