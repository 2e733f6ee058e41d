import BridgeFramework
import Testing

/// A colour layer written in the test, to show the framework needs no app type at all.
struct FixedColorLayer: BridgeColorLayer {
  let color: RGBColor
  func backgroundColor() -> RGBColor { color }
}

@MainActor
@Suite("Bridge view controller")
struct BridgeViewControllerTests {
  @Test(
    "It paints itself with the colour of the service it was given",
    arguments: [
      RGBColor.red, .green, .blue, RGBColor(name: "teal", red: 0, green: 128, blue: 128),
    ])
  func paintsWithInjectedColor(_ color: RGBColor) {
    let scene = BridgeViewController(colorService: FixedColorLayer(color: color))
    #expect(scene.backgroundColor == color)
    #expect(scene.render() == "background \(color.name) \(color.hex), supplied by FixedColorLayer")
    #expect(scene.title == "Bridge")
  }
}

@Suite("Color")
struct ColorTests {
  @Test(
    "Hex is #RRGGBB with two upper-case digits per component",
    arguments: [
      (RGBColor.red, "#FF0000"), (.white, "#FFFFFF"),
      (RGBColor(name: "dim", red: 1, green: 10, blue: 171), "#010AAB"),
    ])
  func hex(_ color: RGBColor, _ expected: String) {
    #expect(color.hex == expected)
    #expect(color.description == "\(color.name) \(expected)")
  }
}
