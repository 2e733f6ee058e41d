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

  @Test("A long list of imports wraps within 80 columns, each name once")
  func longImportsWrap() {
    let names = (1...9).map { "FeatureModuleNumber\($0)" }
    let top = ModuleDescriptor(
      name: "App", role: "app", dependencies: names.map { ModuleDescriptor(name: $0, role: "") })
    let picture = ModuleGraphPicture.render([top])
    let lines = picture.split(separator: "\n")
    #expect(lines.count > 3)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix(String(repeating: " ", count: 21)) })
    let listed = picture.split(whereSeparator: { " ,\n".contains($0) }).filter {
      $0.hasPrefix("FeatureModuleNumber")
    }
    #expect(listed.map(String.init) == names)
  }

  @Test("The workspace lists each module once, and at least the five it ships with")
  func workspaceModules() {
    let names = AppModules.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(
      Set(names).isSuperset(of: [
        "AppMain", "BridgeFramework", "ColorServiceModule", "LoginModule", "Routing",
      ]))
  }
}
