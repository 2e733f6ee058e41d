/// What one run of the demo printed and the status it exits with.
struct DemoResult: Hashable, Sendable {
  /// Text for standard output.
  var standardOutput: String = ""
  /// Text for standard error.
  var standardError: String = ""
  /// The process exit status: 0 success, 1 a rejected request, 64 a usage error.
  var exitCode: Int32 = 0
}

/// The demo's entry point, separate from `main.swift` so that tests can run every command.
@MainActor
enum Demo {
  /// Runs the demo for a command line.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - environment: The process environment, read for `NO_COLOR`.
  ///   - isTerminal: Whether standard output is a terminal.
  /// - Returns: The output and the exit status.
  static func run(
    _ arguments: [String],
    environment: [String: String] = [:],
    isTerminal: Bool = false
  ) -> DemoResult {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(arguments)
    } catch {
      return DemoResult(standardError: "error: \(error)\n", exitCode: 64)
    }
    let style = TextStyle(
      isColored: options.usesColor(isTerminal: isTerminal, environment: environment))
    switch options.command {
    case .help:
      return DemoResult(standardOutput: DemoOptions.help + "\n")
    case .graph:
      return DemoResult(standardOutput: ModuleGraphPicture.render(AppModules.all) + "\n")
    case .story:
      do {
        return DemoResult(standardOutput: try DemoStory(style: style).tell() + "\n")
      } catch {
        return DemoResult(standardError: "error: \(error)\n", exitCode: 1)
      }
    }
  }
}
