import BridgeFramework
import ColorServiceModule
import Routing
import Testing

@MainActor
@Suite("Color service")
struct ColorServiceTests {
  @Test("The app's service is red by default, as in the app")
  func defaultColor() {
    #expect(ColorService().backgroundColor() == .red)
  }

  @Test("The same service answers through the app's protocol and the framework's bridge")
  func answersThroughBothProtocols() {
    let service = ColorService(color: .blue)
    let asApp: any ColorLayer = service
    let asBridge: any BridgeColorLayer = service
    #expect(asApp.backgroundColor() == .blue)
    #expect(asBridge.backgroundColor() == .blue)
  }

  @Test("Injected into the framework's screen, the service decides its colour")
  func colorsTheBridgeScene() {
    let scene = BridgeViewController(colorService: ColorService(color: .green))
    #expect(scene.backgroundColor == .green)
    #expect(scene.render().hasSuffix("supplied by ColorService"))
  }
}

@Suite("Color events")
struct ColorEventTests {
  @Test(
    "The colour service answers CurrentColor with its colour", arguments: [RGBColor.red, .white])
  func currentColor(_ color: RGBColor) async throws {
    let router = EventRouter()
    try router.register(ColorService(color: color))
    #expect(try await router.send(ColorEvent.CurrentColor()) == color)
    try router.validate(handles: ColorEvent.all)
  }

  @Test("The palette finds colours by exact name only")
  func palette() {
    #expect(RGBColor.named("blue") == .blue)
    #expect(RGBColor.named("Blue") == nil)
    #expect(RGBColor.palette.map(\.name) == ["red", "green", "blue", "white"])
  }
}
