import Foundation
import PackagePlugin

/// `swift package depgraph [options]`: runs `depgraph` on the package the command is given.
///
/// Every option of `depgraph` passes through; `--package-path` defaults to the package's own
/// folder. The tool asks SwiftPM for the package description, so under the macOS sandbox
/// run it as `swift package --disable-sandbox depgraph`.
@main
struct DepgraphPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "depgraph")
    var toolArguments = arguments
    let givesPath = arguments.contains { $0 == "--package-path" || $0.hasPrefix("--package-path=") }
    if !givesPath {
      toolArguments = ["--package-path", context.package.directoryURL.path] + arguments
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = toolArguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("depgraph exited with status \(process.terminationStatus)")
      exit(process.terminationStatus)
    }
  }
}
