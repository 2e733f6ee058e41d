import Routing
import Testing

@testable import AppMain

@Suite("Module graph picture")
struct ModuleGraphPictureTests {
  @Test("Layers are longest import chains, highest first, names sorted within a layer")
  func layers() {
    let base = ModuleDescriptor(name: "Base", role: "base")
    let left = ModuleDescriptor(name: "Left", role: "left", dependencies: [base])
    let right = ModuleDescriptor(name: "Alpha", role: "alpha", dependencies: [base])
    let top = ModuleDescriptor(name: "Top", role: "top", dependencies: [left, base])
    #expect(
      ModuleGraphPicture.render([base, left, top, right]) == """
          layer 2  Top    top
                     imports Base, Left
          layer 1  Alpha  alpha
                     imports Base
                   Left   left
                     imports Base
          layer 0  Base   base
                     imports no module
        """)
  }

  @Test("The workspace lists each of its five modules once")
  func workspaceModules() {
    #expect(
      AppModules.all.map(\.name).sorted() == [
        "AppMain", "BridgeFramework", "ColorServiceModule", "LoginModule", "Routing",
      ])
  }
}
