import Routing
import Testing

/// The routes of a small app: a root, a pushed page, a presented sheet, a flow that signs in,
/// and a page that only a signed-in user may open.
enum ClinicRoute: Hashable, Sendable {
  case start
  case page(Int)
  case sheet
  case signIn
  case records
}

/// A flow that presents its form, and signs in or gives up when the test says so.
@MainActor
final class SignInFlow: Coordinator {
  var failsToStart = false
  private(set) var signedIn = false

  struct Broken: Error, CustomStringConvertible {
    var description: String { "the form is missing" }
  }

  override func start() throws {
    if failsToStart { throw Broken() }
    try navigationStack.present(PlainScene("Sign in"))
  }

  func complete(signingIn: Bool) throws {
    try navigationStack.dismiss()
    signedIn = signingIn
    finish()
  }
}

/// Records is for a signed-in user only.
struct SignedIn: RouteGuard {
  func redirect(for route: ClinicRoute, in signedIn: Bool) -> ClinicRoute? {
    route == .records && !signedIn ? .signIn : nil
  }
}

/// The app's configuration of Routing's coordinator: one switch, and the session.
@MainActor
final class ClinicCoordinator: RouteCoordinator<ClinicRoute, Bool> {
  var flowFails = false

  override func presentation(of route: ClinicRoute) -> RoutePresentation {
    switch route {
    case .start: .root
    case .page(let number): .push(NumberScene(input: number))
    case .sheet: .present(PlainScene("Sheet"))
    case .signIn:
      .flow(
        {
          let flow = SignInFlow(navigationStack: navigationStack)
          flow.failsToStart = flowFails
          return flow
        }())
    case .records: .push(PlainScene("Records"))
    }
  }

  var signInFlow: SignInFlow? { children.lazy.compactMap { $0 as? SignInFlow }.first }

  override func childDidFinish(_ child: Coordinator) {
    guard let flow = child as? SignInFlow else { return }
    if flow.signedIn { context = true } else { discardPending() }
  }
}

@MainActor
@Suite("RouteCoordinator: the navigation an app configures")
struct RouteCoordinatorTests {
  static func makeApp(links: Bool = true) throws -> ClinicCoordinator {
    let table = try DeepLinkTable<ClinicRoute>(
      scheme: "clinic",
      [
        .init("start", .start), .init("page/{number in 1...}", ClinicRoute.page),
        .init("sheet", .sheet), .init("sign-in", .signIn), .init("records", .records),
      ])
    return try ClinicCoordinator(
      root: PlainScene("Start"), context: false, guards: [SignedIn()],
      links: links ? table : nil)
  }

  @Test("Each presentation: root, push, present and flow")
  func presentations() throws {
    let app = try Self.makeApp()
    #expect(try app.open(.page(1)) == .opened(.page(1)))
    try app.open(.page(2))
    #expect(app.navigationStack.scenes.count == 3)
    try app.open(.start)
    #expect(app.navigationStack.scenes.count == 1)
    try app.open(.sheet)
    #expect(app.navigationStack.presented?.title == "Sheet")
    try app.navigationStack.dismiss()
    try app.open(.signIn)
    #expect(app.signInFlow != nil && app.navigationStack.presented?.title == "Sign in")
  }

  @Test("A guarded route waits for its flow, then opens through the guards again")
  func pendingResumes() throws {
    let app = try Self.makeApp()
    #expect(try app.open(.records) == .redirected(to: .signIn, pending: .records))
    #expect(app.pendingRoute == .records)
    try app.signInFlow?.complete(signingIn: true)
    #expect(app.children.isEmpty && app.context)
    #expect(try app.resumePending() == .opened(.records))
    #expect(app.navigationStack.top.title == "Records")
    #expect(try app.resumePending() == nil)
    // Signed out again, the same route is redirected again: resuming runs the guards.
    app.context = false
    try app.open(.start)
    #expect(try app.open(.records) == .redirected(to: .signIn, pending: .records))
  }

  @Test("A cancelled flow drops the waiting route")
  func cancelled() throws {
    let app = try Self.makeApp()
    try app.open(.records)
    try app.signInFlow?.complete(signingIn: false)
    #expect(app.pendingRoute == nil)
    #expect(try app.resumePending() == nil)
  }

  @Test("A link is refused as a value, before anything moves; an accepted one is guarded")
  func links() throws {
    let app = try Self.makeApp()
    try app.open(.page(4))
    let before = app.navigationStack.snapshot
    #expect(
      throws: OpenRouteError.link(
        .invalidParameter(name: "number", value: "0", expected: "an integer of at least 1"))
    ) { try app.open(link: "clinic://page/0") }
    #expect(throws: OpenRouteError.link(.wrongScheme(found: "other", expected: "clinic"))) {
      try app.open(link: "other://start")
    }
    #expect(app.navigationStack.snapshot == before)
    #expect(try app.open(link: "clinic://records") == .redirected(to: .signIn, pending: .records))
    let unlinked = try Self.makeApp(links: false)
    #expect(throws: OpenRouteError.link(.noMatch(path: "clinic://start"))) {
      try unlinked.open(link: "clinic://start")
    }
  }

  @Test("A refused navigation and a flow that fails to start are errors; nothing is shown")
  func failures() throws {
    let app = try Self.makeApp()
    try app.open(.sheet)
    let record = SceneRecord(title: "Sheet", typeName: "PlainScene")
    #expect(throws: OpenRouteError.navigation(.blockedByModal(operation: .push, modal: record))) {
      try app.open(.page(1))
    }
    try app.navigationStack.dismiss()
    app.flowFails = true
    #expect(throws: OpenRouteError.flow(reason: "the form is missing")) {
      try app.open(.signIn)
    }
    #expect(app.children.isEmpty && app.navigationStack.presented == nil)
    #expect("\(OpenRouteError.flow(reason: "x"))" == "The flow did not start: x")
  }

  @Test("A presentation that hands back a flow already started is refused, not trapped")
  func reusedFlow() throws {
    final class Reusing: RouteCoordinator<ClinicRoute, Bool> {
      lazy var flow = SignInFlow(navigationStack: navigationStack)
      override func presentation(of route: ClinicRoute) -> RoutePresentation { .flow(flow) }
    }
    let app = try Reusing(root: PlainScene("Start"), context: false)
    try app.open(.signIn)
    #expect {
      try app.open(.signIn)
    } throws: { error in
      guard case .flow(let reason) = error as? OpenRouteError else { return false }
      return reason.hasPrefix("the presentation of signIn gives a flow that was already started")
    }
    try app.flow.complete(signingIn: false)
    #expect(
      throws: OpenRouteError.flow(
        reason: "the presentation of signIn gives a flow that was already started; make a new "
          + "one for each route")
    ) { try app.open(.signIn) }
  }

  @Test("Guards that loop are refused by name")
  func loop() throws {
    struct Back: RouteGuard {
      func redirect(for route: ClinicRoute, in _: Bool) -> ClinicRoute? {
        route == .signIn ? .records : nil
      }
    }
    let app = try ClinicCoordinator(
      root: PlainScene("Start"), context: false, guards: [SignedIn(), Back()])
    #expect(
      throws: OpenRouteError.guards(
        .redirectLoop(path: ["records", "signIn", "records"]))
    ) { try app.open(.records) }
    #expect(app.navigationStack.scenes.count == 1)
  }

  @Test("onOpen sees every route that opened, and nothing that was refused")
  func observer() throws {
    let app = try Self.makeApp()
    var seen: [GuardOutcome<ClinicRoute>] = []
    app.onOpen = { seen.append($0) }
    try app.open(.page(1))
    try app.open(.records)
    _ = try? app.open(link: "clinic://page/x")
    #expect(seen == [.opened(.page(1)), .redirected(to: .signIn, pending: .records)])
  }

  @Test("One stack saves as links and restores; the root route empties it, a pop drops one")
  func saveAndRestoreOneStack() throws {
    let app = try Self.makeApp()
    try app.open(.page(1))
    try app.open(.page(2))
    try app.open(.page(3))
    _ = try app.navigationStack.pop()
    try app.open(.sheet)
    let saved = try app.savedNavigation()
    #expect(
      saved
        == SavedNavigation(
          stacks: [
            .init(
              name: nil, links: ["clinic://page/1", "clinic://page/2"], presented: "clinic://sheet")
          ],
          selected: nil))
    let relaunched = try Self.makeApp()
    try relaunched.restore(saved)
    #expect(relaunched.navigationStack.snapshot == app.navigationStack.snapshot)
    _ = try relaunched.navigationStack.dismiss()
    try relaunched.open(.start)
    #expect(
      try relaunched.savedNavigation()
        == SavedNavigation(stacks: [.init(name: nil, links: [])], selected: nil))
    #expect(throws: RestorationError.noLinkTable) {
      try Self.makeApp(links: false).savedNavigation()
    }
  }
}
