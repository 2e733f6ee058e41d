import LoginModule
import Routing
import Testing

@Suite("Login service")
struct LoginServiceTests {
  @Test("It answers both login events through a router", arguments: [1, 42])
  func events(_ id: Int) async throws {
    let router = EventRouter()
    try router.register(LoginService())
    let info = try await router.send(LoginEvent.FetchUserInfo(userID: id))
    #expect(info.id == id)
    let scene = try await router.send(LoginEvent.OpenLogin(username: "ada"))
    #expect(await scene.username == "ada")
    try router.validate(handles: LoginEvent.all)
  }

  @Test("An unknown user is a typed error that lists the known ids")
  func unknownUser() async throws {
    let router = EventRouter()
    try router.register(LoginService(users: [3: "c", 1: "a"]))
    await #expect(throws: LoginError.unknownUser(id: 9, known: [1, 3])) {
      try await router.send(LoginEvent.FetchUserInfo(userID: 9))
    }
    #expect(
      LoginError.unknownUser(id: 9, known: [1, 3]).description
        == "No user has the id 9. Known ids: 1, 3.")
  }
}

@MainActor
@Suite("Login flow")
struct LoginCoordinatorTests {
  @Test("Logging in dismisses the form, records the user and releases the flow")
  func logIn() throws {
    let stack = try SceneStack(root: UserProfileScene(input: 1))
    let parent = Coordinator(navigationStack: stack)
    weak var released: LoginCoordinator?
    do {
      let flow = LoginCoordinator(navigationStack: stack, username: "ada")
      released = flow
      try parent.startChild(flow)
      #expect((stack.presented as? LoginScene)?.username == "ada")
      try flow.logIn(as: "ada")
      #expect(flow.loggedInUser == "ada")
      #expect(flow.isFinished)
    }
    #expect(stack.presented == nil)
    #expect(parent.children.isEmpty)
    #expect(released == nil)
  }

  @Test("Cancelling finishes without a user; a second cancel is refused by the stack")
  func cancel() throws {
    let stack = try SceneStack(root: UserProfileScene(input: 1))
    let flow = LoginCoordinator(navigationStack: stack)
    try flow.start()
    try flow.cancel()
    #expect(flow.loggedInUser == nil)
    #expect(flow.isFinished)
    #expect(
      throws: NavigationError.nothingPresented(
        top: SceneRecord(title: "User 1", typeName: "UserProfileScene"))
    ) { try flow.cancel() }
  }

  @Test("The login flow cannot start over another modal scene")
  func startBlocked() throws {
    let stack = try SceneStack(root: UserProfileScene(input: 1))
    try stack.present(RegistrationScene())
    let parent = Coordinator(navigationStack: stack)
    #expect(
      throws: NavigationError.alreadyPresenting(
        presented: SceneRecord(title: "Registration", typeName: "RegistrationScene"),
        attempted: SceneRecord(title: "Login", typeName: "LoginScene"))
    ) {
      try parent.startChild(LoginCoordinator(navigationStack: stack))
    }
    #expect(parent.children.isEmpty)
  }
}

@MainActor
@Suite("Login catalogs")
struct LoginCatalogTests {
  @Test("Each flow's catalog creates its scene, and each scene creates itself")
  func catalogs() throws {
    #expect(try LoginScene.instantiate().username == nil)
    #expect(try PasswordRecoveryScene.instantiate().title == "Password Recovery")
    #expect(try RegistrationScene.instantiate().title == "Registration")
    let line = #line + 2
    let made = Result { () throws(CatalogError) in
      try LoginCatalogs.login.instantiate(RegistrationScene.self)
    }
    #expect(
      throws: CatalogError.sceneNotInCatalog(
        catalog: "Login", identifier: "RegistrationScene", available: ["LoginScene"],
        file: #fileID, line: line)
    ) { try made.get() }
  }
}
