import CommandLineSupport
import Foundation

Depgraph.run(
  Array(CommandLine.arguments.dropFirst()),
  currentDirectory: FileManager.default.currentDirectoryPath, terminal: .current()
)
.exitProcess()
