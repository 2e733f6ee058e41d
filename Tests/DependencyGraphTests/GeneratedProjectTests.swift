import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("Projects a generator writes: XcodeGen and Tuist")
struct GeneratedProjectTests {
  static let folder = fixturePath("GeneratedProjects")

  @Test(
    "A folder or a stub of schemes, whatever flag names it, is one error naming the command",
    arguments: [
      ("XcodeGenApp", "XcodeGenApp", GeneratedProject.Generator.xcodeGen, "project.yml"),
      ("SchemesOnly/App.xcodeproj", "SchemesOnly", .xcodeGen, "project.yml"),
      ("TuistApp", "TuistApp", .tuist, "Project.swift"),
    ])
  func notGenerated(
    given: String, folder: String, generator: GeneratedProject.Generator, specification: String
  ) {
    let path = Self.folder + "/" + given
    let project = GeneratedProject(
      generator: generator, specification: Self.folder + "/" + folder + "/" + specification)
    var thrown: GraphError?
    do throws(GraphError) {
      if InputKind(path: given) == .xcodeProject {
        _ = try PackageAnalysis.load(xcodeProject: path)
      } else {
        _ = try PackageAnalysis.load(packagePath: path)
      }
    } catch {
      thrown = error
    }
    #expect(thrown == .input(.projectNotGenerated(path: path, project: project)))
    #expect(project.folder == Self.folder + "/" + folder)
  }

  @Test("The message names the generator, its file and the command to run where")
  func message() {
    let project = GeneratedProject(generator: .xcodeGen, specification: "/app/project.yml")
    #expect(
      GraphError.input(.projectNotGenerated(path: "/app", project: project)).description
        == "No Xcode project at '/app' yet: XcodeGen generates it from project.yml. Run "
        + "'xcodegen generate' in '/app', then check the project it writes.")
  }

  @Test("Tuist installs the packages of Tuist/Package.swift before it generates")
  func tuistInstall() throws {
    let copy = try TemporaryFolder(copying: Self.folder + "/TuistApp", prefix: "tuist-install")
    defer { copy.remove() }
    #expect(GeneratedProject.ungenerated(in: copy.path)?.command == "tuist generate --no-open")
    try copy.write("Tuist/Package.swift", "// swift-tools-version:5.9\n")
    #expect(
      GeneratedProject.ungenerated(in: copy.path)?.command
        == "tuist install && tuist generate --no-open")
    // A project of the workspace below the Tuist root needs the root's packages too.
    try copy.write("Projects/Feature/Project.swift", "import ProjectDescription\n")
    #expect(
      GeneratedProject.ungenerated(in: copy.path + "/Projects/Feature")?.command
        == "tuist install && tuist generate --no-open")
  }

  @Test("A generated project is read as any other, the specification beside it ignored")
  func generated() throws {
    let copy = try TemporaryFolder(copying: Self.folder + "/XcodeGenApp", prefix: "generated")
    defer { copy.remove() }
    try copy.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {}; }\n")
    #expect(GeneratedProject.ungenerated(in: copy.path) == nil)
  }

  @Test("A workspace search finds each ungenerated project once, warns and checks the rest")
  func workspace() throws {
    let search = try Workspace.search(in: Self.folder)
    #expect(
      search.paths.map { $0.replacingOccurrences(of: Self.folder + "/", with: "") } == [
        "Kit", "SchemesOnly", "TuistApp", "XcodeGenApp",
      ])
    let report = try CheckRequest(source: .workspace(Self.folder), currentDirectory: "/").report()
    #expect(report.errorCount == 0)
    #expect(report.targets == ["Kit"])
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.location?.file ?? "")" } == [
        "unresolved-dependency SchemesOnly/project.yml",
        "unresolved-dependency TuistApp/Project.swift",
        "unresolved-dependency XcodeGenApp/project.yml",
      ])
    #expect(report.violations.allSatisfy { $0.message.contains("Run '") })
  }

  @Test("Tuist's package list is no package, and a project a workspace names is found once")
  func workspaceOfGenerated() throws {
    let copy = try TemporaryFolder(copying: Self.folder, prefix: "generated-workspace")
    defer { copy.remove() }
    try copy.write(
      "TuistApp/Tuist/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "TuistApp",
        dependencies: [.package(url: "https://example.com/never-fetched.git", from: "1.0.0")]
      )
      """)
    try copy.write(
      "App.xcworkspace/contents.xcworkspacedata",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
        <FileRef location = "group:XcodeGenApp/XcodeGenApp.xcodeproj"></FileRef>
        <FileRef location = "group:Kit"></FileRef>
      </Workspace>
      """)
    let report = try CheckRequest(source: .workspace(copy.path), currentDirectory: "/").report()
    #expect(
      report.violations.map { "\($0.rule.rawValue) \($0.location?.file ?? "")" } == [
        "unresolved-dependency SchemesOnly/project.yml",
        "unresolved-dependency TuistApp/Project.swift",
        "unresolved-dependency XcodeGenApp/project.yml",
      ])
  }
}
