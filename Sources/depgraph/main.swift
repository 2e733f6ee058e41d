import Foundation

let result = Depgraph.run(
  Array(CommandLine.arguments.dropFirst()),
  currentDirectory: FileManager.default.currentDirectoryPath)
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
