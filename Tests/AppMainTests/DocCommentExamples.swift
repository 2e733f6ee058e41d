import LoginModule
import Routing
import Testing

@testable import AppMain

/// The example of `AppCoordinator`'s doc comment, run.
@MainActor
@Suite("AppMain's doc-comment example")
struct DocCommentExamples {
  @Test("A guarded route waits for the login, then opens")
  func appCoordinator() throws {
    let app = try AppCoordinator(
      services: AppServices(), deepLinks: AppComposition.makeDeepLinks())
    try app.open(.userProfile(id: 42))  // redirected: login is presented, the profile waits
    try app.logIn(as: "grace")  // the profile is shown
    #expect((app.navigationStack.top as? UserProfileScene)?.userID == 42)
  }
}
