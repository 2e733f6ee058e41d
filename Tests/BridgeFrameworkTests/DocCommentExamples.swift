import BridgeFramework
import Testing

private struct FixedColor: BridgeColorLayer {
  func backgroundColor() -> RGBColor { .blue }
}

/// The example of `BridgeColorLayer`'s doc comment, run.
@MainActor
@Suite("BridgeFramework's doc-comment example")
struct DocCommentExamples {
  @Test("Any value that conforms is the framework's colour")
  func fixedColor() {
    let scene = BridgeViewController(colorService: FixedColor())
    #expect(scene.backgroundColor == .blue)
  }
}
