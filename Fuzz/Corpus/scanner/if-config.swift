#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
import Other
#endif
