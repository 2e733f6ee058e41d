import BridgeFramework
import ColorServiceModule
import LoginModule
import Routing

/// The demo's default story: the module graph, then a session of the sample app, step by step.
@MainActor
struct DemoStory {
  let style: TextStyle

  private var out: [String] = []
  private var step = 0

  init(style: TextStyle) {
    self.style = style
  }

  /// Runs the story on a fresh app and returns what it printed.
  ///
  /// - Returns: The story, as lines of at most 80 columns.
  /// - Throws: Any error of a step that should succeed.
  mutating func tell() async throws -> String {
    let services = AppServices()
    let app = try AppCoordinator(services: services, deepLinks: AppComposition.makeDeepLinks())
    let stack = app.navigationStack

    out.append(style.heading("ModuleBridge: modules that reach each other without a cycle"))
    heading("The modules, by the layers of depgraph.json, top first")
    out.append(ModuleGraphPicture.render(AppModules.all, layers: AppModules.layers))
    out.append(
      ModuleGraphPicture.nothingPointsUp(AppModules.all, layers: AppModules.layers)
        ? "   Nothing points up: every import goes to the same layer or one below."
        : "   An import points up a layer; swift run depgraph names it.")

    heading("The app starts at its home scene")
    show(stack)

    heading("open(.bridge): AppMain injects its ColorService into BridgeFramework")
    try app.open(.bridge)
    out.append("   BridgeViewController(colorService:) receives any BridgeColorLayer;")
    out.append("   the app's ColorService conforms to it without a change. It renders:")
    out.append("     " + stack.visible.render())
    show(stack)

    heading("A typed-input push: stack.push(UserProfileScene.self, input: 42)")
    let profile = try stack.push(UserProfileScene.self, input: 42)
    out.append("   Input is Int, so input: \"42\" would not compile. It renders:")
    out.append("     " + profile.render())
    show(stack)

    heading("open(.login(username: \"ada\")): a modal route, presented")
    try app.open(.login(username: "ada"))
    out.append(stack.visible.render().indented(by: 5))
    show(stack)

    heading("A refused operation: pop() while Login is presented")
    let before = stack.snapshot
    do {
      try stack.pop()
      out.append(style.failure("   error: pop() was accepted, but it should have been refused"))
    } catch {
      failure(error)
    }
    let unchanged = stack.snapshot == before
    out.append(
      "   The stack is \(unchanged ? "unchanged" : "CHANGED"), as every refusal leaves it.")

    heading("Cancel the login flow, then popToRoot()")
    try app.loginFlow?.cancel()
    try stack.popToRoot()
    show(stack)

    try await tellEvents(services: services)
    try tellCatalogs()
    try tellCoordinators(app: app)
    try tellDeepLinkAndGuard(app: app)

    heading("Every transition the stack recorded, in order")
    for (index, transition) in stack.transitions.enumerated() {
      out.append("\(index + 1)) \(transition)".wrapped(width: 75).indented(by: 3))
    }
    return out.joined(separator: "\n")
  }

  private mutating func tellEvents(services: AppServices) async throws {
    heading("Module events with typed results, through the router")
    let router = try AppComposition.makeRouter(services: services)
    try router.validate(handles: AppComposition.events)
    out.append("   Every event of the app has exactly one handler: validate() passed.")
    let user: UserInfo = try await router.send(LoginEvent.FetchUserInfo(userID: 42))
    out.append("   send(LoginEvent.FetchUserInfo(userID: 42)) -> UserInfo")
    out.append("     id \(user.id), name \(user.name)")
    let color: RGBColor = try await router.send(ColorEvent.CurrentColor())
    out.append("   send(ColorEvent.CurrentColor()) -> RGBColor")
    out.append("     \(color)")
    do {
      _ = try await router.send(LoginEvent.FetchUserInfo(userID: 7))
    } catch {
      out.append("   send(LoginEvent.FetchUserInfo(userID: 7)) throws:")
      failure(error)
    }
  }

  private mutating func tellCatalogs() throws {
    heading("Scene catalogs, one per flow, as storyboards would be")
    let registration = try RegistrationScene.instantiate()
    out.append("   RegistrationScene.instantiate() from catalog 'Registration':")
    out.append(registration.render().indented(by: 5))
    out.append("   AppCatalog.main.catalog.instantiate(RegistrationScene.self) throws:")
    do {
      _ = try AppCatalog.main.catalog.instantiate(RegistrationScene.self)
    } catch {
      failure(error)
    }
  }

  private mutating func tellCoordinators(app: AppCoordinator) throws {
    heading("A coordinator starts a child flow, which finishes and is released")
    weak var released: LoginCoordinator?
    do {
      let flow = LoginCoordinator(navigationStack: app.navigationStack)
      released = flow
      try app.startChild(flow)
      out.append(
        "   startChild(LoginCoordinator): the app has \(children(app.children.count))")
      try flow.cancel()
      out.append("   cancel(): the app has \(children(app.children.count))")
    }
    out.append("   The finished flow was \(released == nil ? "released" : "NOT released").")
  }

  private mutating func tellDeepLinkAndGuard(app: AppCoordinator) throws {
    heading("A deep link: open(link: \"app://color/blue\")")
    try app.open(link: "app://color/blue")
    out.append("     " + app.navigationStack.visible.render())
    show(app.navigationStack)
    out.append("   A link of another scheme is refused before anything moves:")
    do {
      try app.open(link: "https://example.com/user/42")
    } catch {
      failure(error)
    }

    heading("A guarded route: open(.userProfile(id: 42)) while logged out")
    let outcome = try app.open(.userProfile(id: 42))
    if case .redirected(let redirect, let pending) = outcome {
      out.append("   redirected to \(redirect.swiftCode); \(pending.swiftCode) waits for login")
    }
    show(app.navigationStack)
    heading("logIn(as: \"grace\"): the login flow ends and the profile opens")
    try app.logIn(as: "grace")
    out.append("   session user: \(app.session.user ?? "none")")
    show(app.navigationStack)
  }

  private mutating func heading(_ text: String) {
    step += 1
    out.append("")
    out.append(style.heading("\(step). \(text)"))
  }

  private mutating func show(_ stack: SceneStack) {
    out.append("   stack, top first:")
    out.append(stack.snapshot.description.indented(by: 1))
  }

  private mutating func failure(_ error: any Error) {
    out.append(style.failure("error: \(error)".wrapped(width: 77).indented(by: 3)))
  }

  private func children(_ count: Int) -> String {
    count == 1 ? "1 child" : "\(count) children"
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
