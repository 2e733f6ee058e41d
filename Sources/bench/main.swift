import Foundation

let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
do {
  let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
  if options.showHelp {
    print(BenchOptions.help)
  } else {
    FileHandle.standardOutput.write(
      Data(try await Bench.run(options, packageRoot: packageRoot).utf8))
  }
} catch let error as BenchUsageError {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(64)
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
