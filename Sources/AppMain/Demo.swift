import CommandLineSupport
import Routing

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
  ) async -> CommandResult {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(arguments)
    } catch {
      return .failure(error, exitCode: ExitStatus.usageError)
    }
    let style = TextStyle(
      isColored: options.usesColor(isTerminal: isTerminal, environment: environment))
    do {
      switch options.command {
      case .help:
        return CommandResult(standardOutput: DemoOptions.help + "\n")
      case .graph:
        return CommandResult(
          standardOutput: ModuleGraphPicture.render(AppModules.all, layers: AppModules.layers)
            + "\n")
      case .routes:
        return CommandResult(standardOutput: try routes() + "\n")
      case .open(let link):
        return CommandResult(standardOutput: try open(link) + "\n")
      case .story:
        var story = DemoStory(style: style)
        return CommandResult(standardOutput: try await story.tell() + "\n")
      }
    } catch {
      // The library's message names no app; the demo knows which command lists its links.
      let hint =
        if case OpenRouteError.link(.noMatch) = error {
          " 'demo routes' lists the links the app accepts."
        } else { "" }
      return CommandResult(standardError: "error: \(error)\(hint)\n", exitCode: ExitStatus.failure)
    }
  }

  /// Every route with its link and the pattern that accepts it.
  static func routes() throws(DeepLinkError) -> String {
    let table = try AppComposition.makeDeepLinks()
    let rows = try AppRoute.examples.map { (route) throws(DeepLinkError) in
      (
        route: route.swiftCode,
        link: try table.link(for: route).string
          + (LoginGuard.requiresLogin(route) ? "  (requires login)" : "")
      )
    }
    let patterns = "Patterns: " + table.patterns.map(\.description).joined(separator: ", ")
    return (routeColumns(rows) + ["", patterns]).joined(separator: "\n").wrappingEachLine(width: 80)
  }

  /// The rows of `demo routes` under their heading, the links in one column: at 28 characters,
  /// or two past the longest route when one is longer.
  static func routeColumns(_ rows: [(route: String, link: String)]) -> [String] {
    let width = max(28, (rows.map(\.route.count).max() ?? 0) + 2)
    return ["ROUTE".padded(to: width) + "LINK", ""]
      + rows.map { $0.route.padded(to: width) + $0.link }
  }

  /// Resolves one link on a fresh app and describes what happened.
  static func open(_ link: String) throws -> String {
    let app = try AppCoordinator(services: AppServices(), deepLinks: AppComposition.makeDeepLinks())
    let outcome = try app.open(link: link)
    var lines = ["Opened \(link)"]
    switch outcome {
    case .opened:
      lines.append("shown: \(SceneRecord(app.navigationStack.visible))")
    case .redirected(let redirect, let pending):
      lines.append("redirected to \(redirect.swiftCode); \(pending.swiftCode) opens after login")
    }
    let visible = app.navigationStack.visible
    lines.append("\(visible.title) renders:")
    lines += visible.render().split(separator: "\n").map { "  " + $0 }
    lines.append("stack, top first:")
    lines.append(app.navigationStack.snapshot.description)
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// Each line wrapped to `width`, keeping the existing line breaks.
  func wrappingEachLine(width: Int) -> String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).count > width ? String($0).wrapped(width: width) : String($0) }
      .joined(separator: "\n")
  }
}
