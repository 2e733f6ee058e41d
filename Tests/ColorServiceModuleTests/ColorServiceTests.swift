import BridgeFramework
import ColorServiceModule
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
