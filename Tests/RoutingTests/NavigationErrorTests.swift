import Testing

@testable import Routing

@Suite("Navigation error messages")
struct NavigationErrorTests {
  static let scene = SceneRecord(title: "Login", typeName: "LoginScene")
  static let other = SceneRecord(title: "Home", typeName: "HomeScene")

  /// An error and the fragments its message must contain: the values at fault and the fix.
  struct Case: CustomStringConvertible, Sendable {
    let error: NavigationError
    let fragments: [String]
    var description: String { "\(error)" }
  }

  @Test(
    "Each message names the scene at fault and how to fix it",
    arguments: [
      Case(error: .popAtRoot(root: other), fragments: ["Home (HomeScene)", "root", "canPop"]),
      Case(error: .nothingPresented(top: other), fragments: ["Home (HomeScene)", "Present"]),
      Case(error: .sceneAlreadyShown(scene), fragments: ["Login (LoginScene)", "new scene"]),
      Case(
        error: .alreadyPresenting(presented: scene, attempted: other),
        fragments: ["Home (HomeScene)", "Login (LoginScene)", "Dismiss"]),
      Case(
        error: .blockedByModal(operation: .popToRoot, modal: scene),
        fragments: ["pop to root", "Login (LoginScene)", "Dismiss"]),
      Case(
        error: .notInNavigationStack(scene), fragments: ["Login (LoginScene)", "Push or present"]),
    ])
  func messages(_ testCase: Case) {
    for fragment in testCase.fragments {
      #expect(testCase.error.description.contains(fragment))
    }
  }

  @Test("Transitions describe themselves for the demo's record")
  func transitionDescriptions() {
    #expect(SceneTransition.push(Self.scene).description == "push Login (LoginScene)")
    #expect(SceneTransition.pop(Self.scene).description == "pop Login (LoginScene)")
    #expect(SceneTransition.present(Self.scene).description == "present Login (LoginScene)")
    #expect(SceneTransition.dismiss(Self.scene).description == "dismiss Login (LoginScene)")
    #expect(
      SceneTransition.popToRoot(removed: [Self.scene, Self.other]).description
        == "pop to root, removing Login, Home")
  }
}
