import Routing
import Testing

@MainActor
final class ArticleScene: InputScene, ConfigurableScene {
  let id: Int
  private(set) var highlight: String?
  init(input: Int) { id = input }
  var title: String { "Article \(id)" }
  func setUp(with parameters: String) { highlight = parameters }
  func render() -> String { highlight ?? "" }
}

// guide:begin enum-route
// Scheme 1: callers name a case; only the enum knows the scene type.
enum NewsRoute: SceneRoute {
  case article(id: Int)

  func makeScene(in context: Void) -> any HeadlessScene {
    switch self {
    case .article(let id): ArticleScene(input: id)
    }
  }
}

@MainActor
func openWithEnum(_ stack: SceneStack) throws {
  try stack.push(NewsRoute.article(id: 7))
}
// guide:end

// guide:begin typed-input
// Scheme 2: callers name the scene type; its Input type is checked by the compiler.
@MainActor
func openWithTypedInput(_ stack: SceneStack) throws {
  try stack.push(ArticleScene.self, input: 7)  // input: "7" does not compile
}
// guide:end

// guide:begin typed-parameters
// The scene exists first, then receives its typed parameters.
@MainActor
func openWithParameters(_ stack: SceneStack) throws {
  try stack.show(ArticleScene(input: 7), params: "breaking")
}
// guide:end

@MainActor
@Suite("Guide example: routing approaches")
struct RoutingApproachesExampleTests {
  @Test("Each approach pushes the same scene")
  func approaches() throws {
    for open in [openWithEnum, openWithTypedInput, openWithParameters] {
      let stack = try SceneStack(root: PlainScene("News"))
      try open(stack)
      #expect(stack.top.title == "Article 7")
    }
  }
}
