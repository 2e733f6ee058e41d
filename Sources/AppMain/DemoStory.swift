import LoginModule
import Routing

/// The demo's default story: the module graph, then a navigation session told step by step.
@MainActor
struct DemoStory {
  /// How headings and failures are styled.
  let style: TextStyle

  /// Runs the story on a fresh app and returns what it printed.
  ///
  /// - Returns: The story, as lines of at most 80 columns.
  /// - Throws: A ``NavigationError`` if a step that should succeed is refused.
  func tell() throws(NavigationError) -> String {
    let navigator = AppNavigator(services: AppServices())
    let stack = navigator.stack
    var out: [String] = []
    var step = 0
    func heading(_ text: String) {
      step += 1
      out.append("")
      out.append(style.heading("\(step). \(text)"))
    }
    func showStack() {
      out.append("   stack, top first:")
      out.append(stack.snapshot.description.indented(by: 1))
    }

    out.append(style.heading("ModuleBridge: modules that reach each other without a cycle"))
    heading("The modules, each drawn above the modules it imports")
    out.append(ModuleGraphPicture.render(AppModules.all))
    out.append("   Nothing points up: BridgeFramework never imports the app.")

    heading("The app starts at its home scene")
    showStack()

    heading("open(.bridge): AppMain injects its ColorService into BridgeFramework")
    let bridge = try navigator.open(.bridge)
    out.append("   BridgeViewController(colorService:) receives any BridgeColorLayer;")
    out.append("   the app's ColorService conforms to it without a change. It renders:")
    out.append("     " + bridge.render())
    showStack()

    heading("A typed-input push: stack.push(UserProfileScene.self, input: 42)")
    let profile = try stack.push(UserProfileScene.self, input: 42)
    out.append("   Input is Int, so input: \"42\" would not compile. It renders:")
    out.append("     " + profile.render())
    showStack()

    heading("open(.login(username: \"ada\")): a modal route, presented")
    let login = try navigator.open(.login(username: "ada"))
    out.append(login.render().indented(by: 5))
    showStack()

    heading("A refused operation: pop() while Login is presented")
    let before = stack.snapshot
    do {
      try stack.pop()
      out.append(style.failure("   error: pop() was accepted, but it should have been refused"))
    } catch {
      out.append(style.failure("error: \(error)".wrapped(width: 77).indented(by: 3)))
    }
    let unchanged = stack.snapshot == before
    out.append(
      "   The stack is \(unchanged ? "unchanged" : "CHANGED"), as every refusal leaves it.")

    heading("dismiss(), then popToRoot()")
    try stack.dismiss()
    try stack.popToRoot()
    showStack()

    heading("Every transition the stack recorded, in order")
    for (index, transition) in stack.transitions.enumerated() {
      out.append("   \(index + 1)) \(transition)")
    }
    return out.joined(separator: "\n")
  }
}

extension String {
  /// The text broken at spaces into lines of at most `width` characters, except single words
  /// that are longer.
  func wrapped(width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Every line of the string with `count` spaces in front.
  func indented(by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { indent + $0 }
      .joined(separator: "\n")
  }
}
