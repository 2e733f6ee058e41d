import LoginModule
import Routing
import Testing

@MainActor
@Suite("Login module scenes")
struct LoginSceneTests {
  @Test(
    "The login form shows its prefilled user name, or an empty field",
    arguments: [("ada", "user name: ada"), (nil, "user name: (empty)")] as [(String?, String)])
  func prefilledForm(_ username: String?, _ firstLine: String) throws {
    let stack = try SceneStack(root: UserProfileScene(input: 1))
    let login = try stack.push(LoginScene.self, input: username)
    #expect(login.username == username)
    #expect(login.render().split(separator: "\n").first.map(String.init) == firstLine)
    #expect(login.navigationStack === stack)
  }

  @Test("The login scene dismisses itself through its stack once presented")
  func loginDismissesItself() throws {
    let stack = try SceneStack(root: UserProfileScene(input: 1))
    let login = LoginScene(input: nil)
    try stack.present(login)
    try #require(login.navigationStack === stack)
    try login.navigationStack?.dismiss()
    #expect(stack.presented == nil)
  }

  @Test("A user profile is built from the user's id", arguments: [1, 42, 1_000_000])
  func userProfile(_ id: Int) {
    let profile = UserProfileScene(input: id)
    #expect(profile.userID == id)
    #expect(profile.title == "User \(id)")
    #expect(profile.render() == "profile of user #\(id)")
  }
}
