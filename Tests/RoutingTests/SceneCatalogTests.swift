import Testing

@testable import Routing

@MainActor
final class WelcomeScene: CatalogBased {
  static var catalog: SceneCatalog { TestCatalogs.main }
  let title: String = "Welcome"
  func render() -> String { "" }
}

@MainActor
final class SettingsScene: InputlessScene {
  let title: String = "Settings"
  func render() -> String { "" }
}

/// Claims the identifier of `SettingsScene`, as a copied storyboard scene would.
@MainActor
final class ImpostorScene: InputlessScene {
  nonisolated static var sceneIdentifier: SceneIdentifier { "SettingsScene" }
  let title: String = "Impostor"
  func render() -> String { "" }
}

/// Names a catalog that does not list it: the storyboard-identifier mismatch.
@MainActor
final class OrphanScene: CatalogBased {
  static var catalog: SceneCatalog { TestCatalogs.main }
  let title: String = "Orphan"
  func render() -> String { "" }
}

enum TestCatalogs {
  static let main = SceneCatalog(name: "Main", scenes: [WelcomeScene.self, SettingsScene.self])
}

@MainActor
@Suite("Scene catalogs")
struct SceneCatalogTests {
  @Test("A catalog lists its scenes by identifier and creates each one")
  func instantiate() throws {
    #expect(TestCatalogs.main.identifiers == ["SettingsScene", "WelcomeScene"])
    #expect(TestCatalogs.main.contains("WelcomeScene"))
    let settings = try TestCatalogs.main.instantiate(SettingsScene.self)
    #expect(settings.title == "Settings")
    let byName = try TestCatalogs.main.instantiate(identifier: "WelcomeScene")
    #expect(byName is WelcomeScene)
  }

  @Test("A scene that names its catalog creates itself")
  func reusableShortcut() throws {
    let welcome = try WelcomeScene.instantiate()
    #expect(welcome.title == "Welcome")
  }

  @Test("A scene missing from its catalog is an error naming the catalog, identifier and caller")
  func missingScene() throws {
    let line = #line + 2
    do {
      _ = try OrphanScene.instantiate()
      Issue.record("an unlisted scene was created")
    } catch {
      #expect(
        error
          == .sceneNotInCatalog(
            catalog: "Main", identifier: "OrphanScene",
            available: ["SettingsScene", "WelcomeScene"],
            file: #fileID, line: line))
      #expect(
        error.description.hasPrefix(
          "\(#fileID):\(line): catalog 'Main' has no scene 'OrphanScene'."))
    }
  }

  @Test("Another type listed under the identifier is a type mismatch, not a wrong scene")
  func typeMismatch() {
    // The error names the caller's file and line, as a storyboard crash would.
    let line = #line + 2
    let made = Result { () throws(CatalogError) in
      try TestCatalogs.main.instantiate(ImpostorScene.self)
    }
    #expect(
      throws: CatalogError.typeMismatch(
        catalog: "Main", identifier: "SettingsScene", expected: "ImpostorScene",
        found: "SettingsScene", file: #fileID, line: line)
    ) { try made.get() }
  }

  @Test("An unknown identifier lists what the catalog has")
  func unknownIdentifier() {
    let line = #line + 2
    let made = Result { () throws(CatalogError) in
      try TestCatalogs.main.instantiate(identifier: "Nope")
    }
    #expect(
      throws: CatalogError.sceneNotInCatalog(
        catalog: "Main", identifier: "Nope", available: ["SettingsScene", "WelcomeScene"],
        file: #fileID, line: line)
    ) { try made.get() }
    let empty = SceneCatalog(name: "Empty", scenes: [])
    #expect(empty.identifiers.isEmpty)
    #expect(
      CatalogError.sceneNotInCatalog(
        catalog: "Empty", identifier: "X", available: [], file: "F", line: 1
      )
      .description.contains("It lists: nothing."))
  }
}
