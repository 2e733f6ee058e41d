import Testing

@testable import AppMain

@Suite("Module graph picture")
struct ModuleGraphPictureTests {
  static let layers = [
    LayerSummary(name: "top", because: "it sees everything"),
    LayerSummary(name: "middle", because: "features"),
    LayerSummary(name: "base", because: "it knows nothing"),
  ]

  @Test("Layers of the rules, top first, each with its reason, names sorted within a layer")
  func layers() {
    let base = ModuleSummary(name: "Base", layer: "base", role: "base", imports: [])
    let left = ModuleSummary(name: "Left", layer: "middle", role: "left", imports: ["Base"])
    let right = ModuleSummary(name: "Alpha", layer: "middle", role: "alpha", imports: ["Base"])
    let top = ModuleSummary(name: "Top", layer: "top", role: "top", imports: ["Left", "Base"])
    let modules = [base, left, top, right]
    #expect(
      ModuleGraphPicture.render(modules, layers: Self.layers) == """
          layer top: it sees everything
            Top: top
              imports Base, Left
          layer middle: features
            Alpha: alpha
              imports Base
            Left: left
              imports Base
          layer base: it knows nothing
            Base: base
              imports no module
        """)
    #expect(ModuleGraphPicture.nothingPointsUp(modules, layers: Self.layers))
    let upward = ModuleSummary(name: "Base", layer: "base", role: "base", imports: ["Top"])
    #expect(!ModuleGraphPicture.nothingPointsUp([upward, top], layers: Self.layers))
  }

  @Test("A long list of imports wraps within 80 columns, each name once")
  func longImportsWrap() {
    let names = (1...9).map { "FeatureModuleNumber\($0)" }
    let top = ModuleSummary(name: "App", layer: "top", role: "app", imports: names)
    let picture = ModuleGraphPicture.render([top], layers: Self.layers)
    let lines = picture.split(separator: "\n")
    #expect(lines.count > 4)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines.dropFirst(3).allSatisfy { $0.hasPrefix(String(repeating: " ", count: 14)) })
    let listed = picture.split(whereSeparator: { " ,\n".contains($0) }).filter {
      $0.hasPrefix("FeatureModuleNumber")
    }
    #expect(listed.map(String.init) == names)
  }

  @Test("A long role goes on under its module's line, wrapped within 80 columns")
  func longRoleWraps() {
    let role = (1...20).map { "word\($0)" }.joined(separator: " ")
    let picture = ModuleGraphPicture.render(
      [ModuleSummary(name: "AAAModule", layer: "base", role: role, imports: [])],
      layers: Self.layers)
    let lines = picture.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines[1].hasPrefix("    AAAModule: word1 "))
    #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix(String(repeating: " ", count: 6)) })
    let words = lines.dropFirst(1).joined(separator: " ").split(separator: " ").map(String.init)
    #expect(
      words == ["AAAModule:"] + role.split(separator: " ").map(String.init) + [
        "imports", "no", "module",
      ])
  }

  @Test("A layer that holds no module of the app is left out")
  func emptyLayer() {
    let app = ModuleSummary(name: "App", layer: "top", role: "app", imports: ["Elsewhere"])
    #expect(
      ModuleGraphPicture.render([app], layers: Self.layers) == """
          layer top: it sees everything
            App: app
              imports Elsewhere
        """)
  }
}
