import DependencyGraph
import Testing

/// The typed names: each reads, sorts and hashes as its text, and a finding's subject gives
/// the text of whichever kind it holds.
@Suite("Typed names")
struct NamesTests {
  @Test("A name sorts, prints and compares as its text")
  func readsAsText() {
    let names: [TargetName] = ["b-lib", "App", "a_lib", "App"]
    #expect(names.sorted().map(\.rawValue) == names.map(\.rawValue).sorted())
    #expect(Set(names).count == 3)
    #expect("\(names[0])" == "b-lib" && names[0].description == "b-lib")
    #expect(TargetName("").isEmpty && !names[0].isEmpty)
    #expect(ModuleName("Core") == "Core" && ProductName("Core").rawValue == "Core")
  }

  @Test("A package's identity is its spelling without case, as SwiftPM compares them")
  func identity() {
    #expect(PackageIdentity(spelledAs: "Swift-NIO") == "swift-nio")
    #expect(PackageIdentity("Swift-NIO") != PackageIdentity(spelledAs: "Swift-NIO"))
  }

  @Test(
    "A subject's name is the text of the name it holds, of whatever kind",
    arguments: [
      (.dependency(.target("my-lib")), "my-lib"),
      (.dependency(.product("NIOCore")), "NIOCore"),
      (.target("Core"), "Core"),
      (.importedModule("my_lib"), "my_lib"),
      (.package("swift-nio"), "swift-nio"),
      (.pattern("Feature*"), "Feature*"),
    ] as [(Violation.Subject, String)])
  func subjectName(_ subject: Violation.Subject, _ name: String) {
    #expect(subject.name == name)
  }

  @Test("A declared dependency says which kind it is, and reads as written")
  func dependencyName() {
    let dependencies: [DependencyName] = [.target("Core"), .product("Core")]
    #expect(dependencies.map(\.name) == ["Core", "Core"])
    #expect(dependencies[0] != dependencies[1])
  }
}
