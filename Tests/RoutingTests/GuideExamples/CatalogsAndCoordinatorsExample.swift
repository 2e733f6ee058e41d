import Routing
import Testing

// guide:begin catalogs
// One catalog per flow; a scene that names its catalog can create itself.
@MainActor
final class CheckoutScene: CatalogBased {
  static var catalog: SceneCatalog { ShopCatalogs.checkout }
  let title = "Checkout"
  func render() -> String { "total: 42 EUR" }
}

enum ShopCatalogs {
  static let checkout = SceneCatalog(name: "Checkout", scenes: [CheckoutScene.self])
}

@MainActor
func openCheckout(on stack: SceneStack) throws {
  try stack.push(try CheckoutScene.instantiate())
}
// guide:end

// guide:begin coordinators
// A flow presents its scene; when it finishes, its parent removes and releases it.
@MainActor
final class CheckoutFlow: Coordinator {
  private(set) var paid = false

  override func start() throws {
    try navigationStack.present(try CheckoutScene.instantiate())
  }

  func pay() throws {
    try navigationStack.dismiss()
    paid = true
    finish()
  }
}

@MainActor
final class ShopFlow: Coordinator {
  private(set) var orders = 0

  override func childDidFinish(_ child: Coordinator) {
    if (child as? CheckoutFlow)?.paid == true { orders += 1 }
  }
}
// guide:end

@MainActor
@Suite("Guide example: catalogs and coordinators")
struct CatalogsAndCoordinatorsExampleTests {
  @Test("The guide's catalog opens its scene, and the finished flow is released")
  func example() throws {
    let stack = try SceneStack(root: PlainScene("Shop"))
    try openCheckout(on: stack)
    #expect(stack.top.title == "Checkout")
    try stack.pop()
    let shop = ShopFlow(navigationStack: stack)
    weak var released: CheckoutFlow?
    do {
      let checkout = CheckoutFlow(navigationStack: stack)
      released = checkout
      try shop.startChild(checkout)
      try checkout.pay()
    }
    #expect(shop.orders == 1)
    #expect(shop.children.isEmpty)
    #expect(released == nil)
  }
}
