import CommandLineSupport
import Foundation

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

await Demo.run(
  Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  isTerminal: isatty(STDOUT_FILENO) != 0
)
.exitProcess()
