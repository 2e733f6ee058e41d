import Testing

@testable import AppMain

@Suite("Module graph picture")
struct ModuleGraphPictureTests {
  @Test("Layers are longest import chains, highest first, names sorted within a layer")
  func layers() {
    let base = ModuleSummary(name: "Base", role: "base", imports: [])
    let left = ModuleSummary(name: "Left", role: "left", imports: ["Base"])
    let right = ModuleSummary(name: "Alpha", role: "alpha", imports: ["Base"])
    let top = ModuleSummary(name: "Top", role: "top", imports: ["Left", "Base"])
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
    let top = ModuleSummary(name: "App", role: "app", imports: names)
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

  @Test("A long role goes under its module's name, wrapped within 80 columns")
  func longRoleWraps() {
    let role = (1...12).map { "word\($0)" }.joined(separator: " ")
    let picture = ModuleGraphPicture.render([
      ModuleSummary(name: "AAAModule", role: role, imports: [])
    ])
    let lines = picture.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines[0] == "  layer 0  AAAModule")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 13)) })
    let words = lines.dropFirst().joined(separator: " ").split(separator: " ").map(String.init)
    #expect(words == role.split(separator: " ").map(String.init) + ["imports", "no", "module"])
  }

  @Test("An import of a module outside the table is named and drawn below its importer")
  func importOutsideTheTable() {
    let app = ModuleSummary(name: "App", role: "app", imports: ["Elsewhere"])
    #expect(
      ModuleGraphPicture.render([app]) == """
          layer 1  App  app
                     imports Elsewhere
        """)
  }
}
