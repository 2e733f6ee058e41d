import BridgeFramework
import ColorServiceModule
import Foundation
import LoginModule
import Routing
import TestSupport
import Testing

@testable import AppMain

@MainActor
@Suite("App route")
struct AppRouteTests {
  /// The name of a route's case: the label of its payload, or the case itself without one.
  static func caseName(_ route: AppRoute) -> String {
    Mirror(reflecting: route).children.first?.label ?? String(describing: route)
  }

  /// The cases `AppRoute.swift` declares, read from the enum itself: `case name` or
  /// `case name(…)` at the enum's indentation, so that the list is stated once, in the enum.
  static func declaredCases() throws -> Set<String> {
    let source = try String(
      contentsOfFile: packageRoot + "/Sources/AppMain/AppRoute.swift", encoding: .utf8)
    let start = try #require(source.range(of: "enum AppRoute"))
    let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
    return Set(
      source[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap {
        line -> String? in
        guard line.hasPrefix("  case "), !line.hasPrefix("   ") else { return nil }
        return String(line.dropFirst("  case ".count).prefix { $0.isLetter || $0.isNumber })
      })
  }

  @Test("The examples cover every case the enum declares")
  func examplesCoverEveryCase() throws {
    let declared = try Self.declaredCases()
    #expect(declared.count >= 5)
    #expect(Set(AppRoute.examples.map(Self.caseName)) == declared)
  }

  @Test("Every route is shown by the module that owns it", arguments: AppRoute.examples)
  func everyRouteBuildsItsScene(_ route: AppRoute) throws {
    let stack = try SceneStack(root: HomeScene())
    let presentation = route.presentation(in: AppServices(), on: stack)
    switch (route, presentation) {
    case (.home, .root): break
    case (.bridge, .push(let scene)): #expect(scene is BridgeViewController)
    case (.color(let color), .push(let scene)):
      #expect((scene as? BridgeViewController)?.backgroundColor == color)
    case (.login(let username), .flow(let flow)):
      #expect((flow as? LoginCoordinator)?.prefilledUsername == username)
    case (.userProfile(let id), .push(let scene)):
      #expect((scene as? UserProfileScene)?.userID == id)
    default: Issue.record("\(route) is shown another way")
    }
  }

  @Test("The bridge route injects the app's own ColorService", arguments: [RGBColor.red, .blue])
  func bridgeInjectsColorService(_ color: RGBColor) throws {
    let services = AppServices(colorService: ColorService(color: color))
    let stack = try SceneStack(root: HomeScene())
    guard case .push(let pushed) = AppRoute.bridge.presentation(in: services, on: stack) else {
      Issue.record(".bridge is not pushed")
      return
    }
    let scene = try #require(pushed as? BridgeViewController)
    #expect(scene.backgroundColor == color)
    #expect(scene.render().hasSuffix("supplied by ColorService"))
  }

  @Test(
    "Routes describe themselves as Swift code",
    arguments: [
      (AppRoute.home, ".home"), (.color(.red), ".color(.red)"),
      (.login(username: nil), ".login(username: nil)"),
      (.login(username: "a"), ".login(username: \"a\")"),
      (.userProfile(id: 3), ".userProfile(id: 3)"),
    ])
  func descriptions(_ route: AppRoute, _ text: String) {
    #expect(route.swiftCode == text)
  }

  @Test("Values of every kind are spelled as Swift writes them")
  func spellings() {
    enum Sample {
      case none
      case unlabelled(Int, Bool)
      case mixed(first: String, Int?, colour: RGBColor?)
    }
    #expect(swiftSpelling(of: Sample.none) == ".none")
    #expect(swiftSpelling(of: Sample.unlabelled(-1, true)) == ".unlabelled(-1, true)")
    #expect(
      swiftSpelling(of: Sample.mixed(first: "a\"b", nil, colour: .white))
        == ".mixed(first: \"a\"b\", nil, colour: .white)")
    #expect(swiftSpelling(of: 42) == "42")
  }
}
