import Routing

/// A scene with nothing but a title.
@MainActor
final class PlainScene: HeadlessScene {
  let title: String
  init(_ title: String) { self.title = title }
  func render() -> String { "plain \(title)" }
}

/// A scene that navigates by itself.
@MainActor
final class SelfNavigatingScene: Navigable {
  weak var navigationStack: SceneStack?
  let title: String
  init(_ title: String = "Navigating") { self.title = title }
  func render() -> String { "" }
}

/// Counts the scenes built from it, so tests can see whether a refused push built one.
@MainActor
final class BuildProbe {
  var built = 0
}

/// A scene that needs an `Int`.
@MainActor
final class NumberScene: InputScene {
  let number: Int
  init(input: Int) { number = input }
  var title: String { "Number \(number)" }
  func render() -> String { "\(number)" }
}

/// A scene that records its construction in the probe it is given.
@MainActor
final class ProbedScene: InputScene {
  init(input: BuildProbe) { input.built += 1 }
  let title: String = "Probed"
  func render() -> String { "" }
}

/// A scene that needs no input.
@MainActor
final class EmptyScene: InputlessScene {
  init() {}
  let title: String = "Empty"
  func render() -> String { "" }
}

/// A scene configured with a `String` before it is shown.
@MainActor
final class DetailScene: ConfigurableScene {
  private(set) var text: String?
  let title: String = "Detail"
  func setUp(with parameters: String) { text = parameters }
  func render() -> String { text ?? "" }
}

/// A scene configured with nothing, using the default set-up.
@MainActor
final class StaticScene: ConfigurableScene {
  let title: String = "Static"
  func render() -> String { "" }
}

/// Routes that need no context, as in the seed's `enum Scene`.
enum TestRoute: SceneRoute, Hashable {
  case targetA
  case targetB(number: Int)

  @MainActor
  func makeScene(in context: Void) -> any HeadlessScene {
    switch self {
    case .targetA: PlainScene("A")
    case .targetB(let number): NumberScene(input: number)
    }
  }
}

/// Routes that need a prefix string to build their scenes.
enum PrefixedRoute: SceneRoute {
  case named(String)

  @MainActor
  func makeScene(in prefix: String) -> any HeadlessScene {
    switch self {
    case .named(let name): PlainScene(prefix + name)
    }
  }
}

extension SceneStack {
  /// The titles on the stack, root first.
  var titles: [String] { scenes.map(\.title) }
}
