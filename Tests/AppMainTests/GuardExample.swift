import Routing
import Testing

@testable import AppMain

// guide:begin guards
// Every navigation passes the same guards, whether it starts in the app or from a link.
@MainActor
func openProfileFromLink() throws -> [String] {
  let app = try AppCoordinator(services: AppServices(), deepLinks: AppComposition.makeDeepLinks())
  var log: [String] = []
  // Logged out: the guard redirects to login, and the profile waits.
  if case .redirected(let to, let pending) = try app.open(link: "app://user/42") {
    log.append("redirected to \(to.swiftCode), \(pending.swiftCode) pending")
  }
  // Logging in ends the login flow and resumes the waiting route.
  if case .opened(let route)? = try app.logIn(as: "grace") {
    log.append("shown \(route.swiftCode): \(app.navigationStack.visible.title)")
  }
  return log
}
// guide:end

@MainActor
@Suite("Guide example: guards")
struct GuardExampleTests {
  @Test("The guide's guard redirects a deep link to login and resumes it")
  func example() throws {
    #expect(
      try openProfileFromLink() == [
        "redirected to .login(username: nil), .userProfile(id: 42) pending",
        "shown .userProfile(id: 42): User 42",
      ])
  }
}
