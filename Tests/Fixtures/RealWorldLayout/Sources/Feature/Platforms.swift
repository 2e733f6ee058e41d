#if os(macOS)
  import LinuxOnly  // declared for Linux only
#endif

let platforms = 1
