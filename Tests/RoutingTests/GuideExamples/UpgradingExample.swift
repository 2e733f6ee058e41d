import Routing
import Testing

// The "after" side of each change the guide's "Upgrading" section shows, compiled and run.

enum ShelfEvent {
  struct Count: ModuleEvent {
    typealias Result = Int
    let shelf: String
  }
}

// guide:begin upgrading-service
struct ShelfService: ModuleService {
  static let moduleName = "ShelfModule"

  func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(ShelfEvent.Count.self) { event in event.shelf.count }
  }
}
// guide:end

// guide:begin upgrading-scene
@MainActor
final class ShelfScene: InputlessScene {
  let title = "Shelf"
  func render() -> String { "shelves" }
}
// guide:end

enum ShelfLink: Hashable, Sendable {
  case shelf
  case book(id: Int)
}

// guide:begin upgrading-links
func makeShelfLinks() throws(DeepLinkError) -> DeepLinkTable<ShelfLink> {
  try DeepLinkTable(
    scheme: "shelf",
    [
      .init("shelf", .shelf),
      .init("book/{id: Int in 1...}", ShelfLink.book),
    ])
}

func shareLink(for route: ShelfLink) throws(DeepLinkError) -> String {
  try makeShelfLinks().link(for: route).string
}
// guide:end

@MainActor
final class ShelfCoordinator: RouteCoordinator<ShelfLink, Void> {
  override func presentation(of route: ShelfLink) -> RoutePresentation {
    switch route {
    case .shelf: .root
    case .book: .present(ShelfScene())
    }
  }
}

// guide:begin upgrading-open
@MainActor
func openShared(_ link: String) throws -> String {
  let app = ShelfCoordinator(root: ShelfScene.self, context: (), links: try makeShelfLinks())
  do {
    return "\(try app.open(link: link))"
  } catch .link(let refusal) {
    return "refused: \(refusal)"
  }
}
// guide:end

@MainActor
@Suite("Guide example: upgrading")
struct UpgradingExampleTests {
  @Test("The upgraded service, scene, links and coordinator work as the guide says")
  func upgraded() async throws {
    let router = EventRouter()
    try router.register(ShelfService())
    #expect(try await router.send(ShelfEvent.Count(shelf: "poetry")) == 6)
    #expect(ShelfScene.sceneIdentifier == SceneIdentifier("ShelfScene"))
    #expect(try shareLink(for: .book(id: 7)) == "shelf://book/7")
    #expect(try openShared("shelf://book/7") == "opened(RoutingTests.ShelfLink.book(id: 7))")
    #expect(
      try openShared("shelf://book/0")
        == "refused: Deep link rejected: 'id' is '0', but it must be an integer of at least 1.")
  }
}
