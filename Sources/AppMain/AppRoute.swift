import BridgeFramework
import ColorServiceModule
import LoginModule
import Routing

/// Every destination of the app: the enum router that composes the feature modules.
///
/// Callers name a case and its data; only this file knows which module's scene each case
/// becomes and which service that scene needs.
enum AppRoute: Hashable, Sendable {
  /// The app's home screen.
  case home
  /// `BridgeFramework`'s screen, coloured by the app's `ColorService`.
  case bridge
  /// `BridgeFramework`'s screen in a colour of the palette, as a preview.
  case color(RGBColor)
  /// The login form, optionally prefilled; shown modally.
  case login(username: String?)
  /// The profile of the user with this id; requires a logged-in user.
  case userProfile(id: Int)

  /// How opening the route shows it, with a new scene or flow from the module that owns it,
  /// injected with the services it needs: the root, a pushed scene, or a module's flow (login
  /// presents its scene and finishes when the user is done).
  @MainActor
  func presentation(in services: AppServices, on navigationStack: SceneStack)
    -> RoutePresentation
  {
    switch self {
    case .home: .root
    case .bridge: .push(BridgeViewController(colorService: services.colorService))
    case .color(let color): .push(BridgeViewController(colorService: ColorService(color: color)))
    case .login(let username):
      .flow(LoginCoordinator(navigationStack: navigationStack, username: username))
    case .userProfile(let id): .push(UserProfileScene(input: id))
    }
  }

  /// One value of each case, for listings and for tests that resolve every route.
  static let examples: [AppRoute] = [
    .home, .bridge, .color(.blue), .login(username: "ada"), .login(username: nil),
    .userProfile(id: 42),
  ]
}

extension AppRoute {
  /// The route as Swift code would name it, for example `.userProfile(id: 42)`, read from the
  /// case itself, so that a new case needs no line here.
  var swiftCode: String { swiftSpelling(of: self) }
}

/// How Swift code names an enum value: `.home`, `.color(.blue)`, `.login(username: "ada")`,
/// `.login(username: nil)`. Text is quoted; a value a link spells by name (a palette colour)
/// is written as a static member of that name.
func swiftSpelling(of value: some Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return spelling(ofValue: value) }
  // A case without values: its default description is its name.
  guard let child = mirror.children.first, let name = child.label else { return ".\(value)" }
  let payload = Mirror(reflecting: child.value)
  let values =
    payload.displayStyle == .tuple
    ? payload.children.map { ($0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, $0.value) }
    : [(nil, child.value)]
  let arguments = values.map { label, value in
    (label.map { $0 + ": " } ?? "") + spelling(ofValue: value)
  }
  return ".\(name)(\(arguments.joined(separator: ", ")))"
}

/// One associated value as Swift code would write it.
private func spelling(ofValue value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .optional {
    return mirror.children.first.map { spelling(ofValue: $0.value) } ?? "nil"
  }
  switch value {
  case let text as String: return "\"\(text)\""
  case let number as Int: return String(number)
  case let flag as Bool: return String(flag)
  case let named as any DeepLinkValue: return "." + named.deepLinkText
  default: return "\(value)"
  }
}
