import CommandLineSupport
import Foundation

let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
await Bench.run(Array(CommandLine.arguments.dropFirst()), packageRoot: packageRoot)
  .exitProcess()
