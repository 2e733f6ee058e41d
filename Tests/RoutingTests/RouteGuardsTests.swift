import Routing
import Testing

/// Routes of a small shop: the cart needs a user, checkout needs a user and an address.
private enum StoreRoute: Hashable, Sendable {
  case home, login, address, cart, checkout
}

private struct Customer {
  var loggedIn = false
  var hasAddress = false
}

private struct NeedsLogin: RouteGuard {
  func redirect(for route: StoreRoute, in customer: Customer) -> StoreRoute? {
    [.cart, .checkout, .address].contains(route) && !customer.loggedIn ? .login : nil
  }
}

private struct NeedsAddress: RouteGuard {
  func redirect(for route: StoreRoute, in customer: Customer) -> StoreRoute? {
    route == .checkout && !customer.hasAddress ? .address : nil
  }
}

/// A guard that sends one route to another, whatever the context.
private struct Always: RouteGuard {
  let from: StoreRoute
  let to: StoreRoute
  func redirect(for route: StoreRoute, in customer: Customer) -> StoreRoute? {
    route == from ? to : nil
  }
}

private struct Refused: Error {}

/// A route without end: each page redirects to the next.
private enum Page: Hashable, Sendable {
  case big(Int)
}

private struct NextPage: RouteGuard {
  func redirect(for route: Page, in context: Void) -> Page? {
    guard case .big(let number) = route else { return nil }
    return .big(number + 1)
  }
}

/// A session the app keeps on the main actor, as a SwiftUI or UIKit app does.
@MainActor
private final class LiveSession {
  var isLoggedIn = false
}

/// A guard that reads the main-actor session directly: it is isolated to the main actor by
/// conforming to `RouteGuard`.
private struct LiveLoginGuard: RouteGuard {
  func redirect(for route: StoreRoute, in session: LiveSession) -> StoreRoute? {
    route == .checkout && !session.isLoggedIn ? .login : nil
  }
}

@Suite("Route guards")
@MainActor
struct RouteGuardsTests {
  @Test("A guard reads a main-actor session directly, with no assumeIsolated")
  func mainActorSession() throws {
    let session = LiveSession()
    var guards = RouteGuards<StoreRoute, LiveSession>([LiveLoginGuard()])
    var shown: [StoreRoute] = []
    #expect(
      try guards.open(.checkout, in: session) { shown.append($0) }
        == .redirected(to: .login, pending: .checkout))
    session.isLoggedIn = true
    #expect(try guards.open(.checkout, in: session) { shown.append($0) } == .opened(.checkout))
    #expect(shown == [.login, .checkout])
  }

  @Test("A route that every guard lets through is shown, and nothing waits")
  func passes() throws {
    var guards = RouteGuards<StoreRoute, Customer>([NeedsLogin(), NeedsAddress()])
    var shown: [StoreRoute] = []
    let outcome = try guards.open(.home, in: Customer()) { shown.append($0) }
    #expect(outcome == .opened(.home))
    #expect(shown == [.home])
    #expect(guards.pending == nil)
  }

  @Test("A redirect is shown instead, and the route asked for waits until taken")
  func redirectAndResume() throws {
    var guards = RouteGuards<StoreRoute, Customer>([NeedsLogin()])
    var shown: [StoreRoute] = []
    let outcome = try guards.open(.cart, in: Customer()) { shown.append($0) }
    #expect(outcome == .redirected(to: .login, pending: .cart))
    #expect(shown == [.login])
    #expect(guards.pending == .cart)
    let taken = guards.takePending()
    let resumed = try #require(taken)
    #expect(guards.pending == nil)
    let reopened = try guards.open(resumed, in: Customer(loggedIn: true)) { shown.append($0) }
    #expect(reopened == .opened(.cart))
    #expect(shown == [.login, .cart])
  }

  @Test("A redirect passes the guards too: checkout, logged out, shows login first")
  func redirectsAreChecked() throws {
    let guards = RouteGuards<StoreRoute, Customer>([NeedsAddress(), NeedsLogin()])
    #expect(try guards.destination(for: .checkout, in: Customer()) == .login)
    #expect(try guards.destination(for: .checkout, in: Customer(loggedIn: true)) == .address)
    #expect(
      try guards.destination(for: .checkout, in: Customer(loggedIn: true, hasAddress: true))
        == .checkout)
  }

  @Test("Guards are asked in order; the first redirect wins")
  func firstGuardWins() throws {
    let guards = RouteGuards<StoreRoute, Customer>([
      Always(from: .cart, to: .address), Always(from: .cart, to: .home),
    ])
    #expect(try guards.destination(for: .cart, in: Customer()) == .address)
    let reversed = RouteGuards<StoreRoute, Customer>([
      Always(from: .cart, to: .home), Always(from: .cart, to: .address),
    ])
    #expect(try reversed.destination(for: .cart, in: Customer()) == .home)
  }

  @Test(
    "Redirects in a loop are an error that names the loop; nothing is shown and nothing waits",
    arguments: [
      (
        [Always(from: .cart, to: .login), Always(from: .login, to: .cart)], "cart -> login -> cart"
      ),
      ([Always(from: .cart, to: .cart)], "cart -> cart"),
    ])
  fileprivate func loop(_ loopingGuards: [Always], _ path: String) throws {
    var guards = RouteGuards<StoreRoute, Customer>(loopingGuards)
    var shown: [StoreRoute] = []
    #expect {
      try guards.open(.cart, in: Customer()) { shown.append($0) }
    } throws: { error in
      guard let error = error as? RouteGuardError, case .redirectLoop(let routes) = error else {
        return false
      }
      return routes.joined(separator: " -> ") == path
        && error.description.contains("redirect in a loop: \(path).")
    }
    #expect(shown.isEmpty)
    #expect(guards.pending == nil)
  }

  @Test("When the redirect cannot be shown, the route that waited before still waits")
  func failedShowKeepsPending() throws {
    var guards = RouteGuards<StoreRoute, Customer>([NeedsLogin()])
    try guards.open(.cart, in: Customer()) { _ in }
    #expect(throws: Refused.self) {
      try guards.open(.checkout, in: Customer()) { _ in throw Refused() }
    }
    #expect(guards.pending == .cart)
    try guards.open(.checkout, in: Customer()) { _ in }
    #expect(guards.pending == .checkout, "a later redirect replaces the waiting route")
  }

  @Test("A chain of redirects that never repeats stops after the documented number of hops")
  func boundedChain() throws {
    var guards = RouteGuards<Page, Void>([NextPage()])
    let limit = RouteGuards<Page, Void>.maximumRedirects
    let path = (0...limit + 1).map { "big(\($0))" }
    let expected = RouteGuardError.tooManyRedirects(start: "big(0)", limit: limit, path: path)
    var shown: [Page] = []
    #expect(throws: expected) { try guards.open(.big(0), in: ()) { shown.append($0) } }
    #expect(shown.isEmpty)
    #expect(guards.pending == nil)
    #expect(
      expected.description
        == "The route guards redirect big(0) more than 16 times: big(0) -> big(1) -> big(2) -> "
        + "... -> big(17). Make a guard redirect to a route that every guard lets through.")
  }
}
