import Foundation

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let result = await Demo.run(
  Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  isTerminal: isatty(STDOUT_FILENO) != 0
)
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
