import Foundation
import TestSupport
import Testing

@testable import DependencyGraph
@testable import DependencyGraphLoading

@Suite("CocoaPods not installed")
struct CocoaPodsTests {
  static let project = fixturePath("CocoaPodsApp") + "/Shop.xcodeproj"

  @Test("One warning names pod install, the targets and their unchecked imports")
  func notInstalled() throws {
    let report = try PackageAnalysis.load(xcodeProject: Self.project).check()
    #expect(
      report.violations.map {
        "\($0.rule.rawValue) \($0.location?.file ?? "") \($0.subject?.name ?? "")"
      }
        == [
          "unresolved-dependency Podfile Pods", "unknown-module Widget/Widget.swift Analytics",
        ])
    let pods = try #require(report.violations.first)
    #expect(pods.message.contains("Run 'pod install' in its folder"))
    #expect(pods.message.contains("writes for Shop cannot be read"))
    #expect(pods.message.hasSuffix("Unchecked: imports of Alamofire, Lottie."))
  }

  @Test("A Podfile above its projects integrates those its project lines name")
  func podfileAbove() throws {
    let copy = try TemporaryFolder(copying: fixturePath("CocoaPodsApp"), prefix: "pods-above")
    defer { copy.remove() }
    let manager = FileManager.default
    try manager.createDirectory(atPath: copy.path + "/App", withIntermediateDirectories: false)
    for name in ["Shop.xcodeproj", "Shop", "Widget"] {
      try manager.moveItem(atPath: copy.path + "/" + name, toPath: copy.path + "/App/" + name)
    }
    let file = copy.path + "/App/Shop.xcodeproj/project.pbxproj"
    let project = try String(contentsOfFile: file, encoding: .utf8)
    try copy.write(
      "App/Shop.xcodeproj/project.pbxproj",
      project.replacingOccurrences(of: "path = Pods;", with: "path = ../Pods;"))
    let podfile = try String(contentsOfFile: copy.path + "/Podfile", encoding: .utf8)
    try copy.write(
      "Podfile",
      podfile.replacingOccurrences(
        of: "target 'Shop' do\n", with: "target 'Shop' do\n  project 'App/Shop'\n"))
    let report = try CheckRequest(source: .workspace(copy.path), currentDirectory: "/").report()
    #expect(
      report.violations.map {
        "\($0.rule.rawValue) \($0.target) \($0.location?.file ?? "") \($0.subject?.name ?? "")"
      } == [
        "unknown-module Widget App/Widget/Widget.swift Analytics",
        "unresolved-dependency Shop.xcodeproj Podfile Pods",
      ])
    #expect(
      report.violations.last?.message.hasSuffix("Unchecked: imports of Alamofire, Lottie.") == true
    )
    // A Podfile that names other projects only is not this project's.
    try copy.write(
      "Podfile", podfile.replacingOccurrences(of: "do\n", with: "do\n  project 'Other'\n"))
    #expect(CocoaPods(integrating: copy.path + "/App/Shop.xcodeproj") == nil)
  }

  @Test("Once installed, the pods' configuration files are read as any other")
  func installed() throws {
    let copy = try TemporaryFolder(copying: fixturePath("CocoaPodsApp"), prefix: "pods-installed")
    defer { copy.remove() }
    try copy.write("Pods/Manifest.lock", "PODS:\n  - Alamofire (5.9.1)\n")
    try copy.write(
      "Pods/Target Support Files/Pods-Shop/Pods-Shop.debug.xcconfig",
      "OTHER_LDFLAGS = $(inherited) -ObjC -framework \"Alamofire\" -framework \"Lottie\"\n")
    let project = try SwiftPackage(xcodeProject: copy.path + "/Shop.xcodeproj")
    // CocoaPods links the pods through the configuration file: what the build links.
    #expect(project.target(named: "Shop")?.linkedProducts == ["Alamofire", "Lottie"])
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/Shop.xcodeproj").check()
    #expect(report.violations(of: .unresolvedDependency).isEmpty)
    #expect(report.violations(of: .unreadableSource).count == 1)
    #expect(
      report.violations(of: .unknownModule).map { $0.subject?.name ?? "" } == [
        "Alamofire", "Lottie", "Analytics", "Kingfisher",
      ])
  }

  @Test(
    "The targets of Pods.xcodeproj are not advised to drop what they pull in",
    arguments: [("/pkg/Pods/Pods.xcodeproj", 0), ("/pkg/Shop.xcodeproj", 1)])
  func generatedProject(project: String, unused: Int) {
    let targets = [
      Target(
        name: "Pods-Shop", kind: .framework, path: "", sources: ["Pods-Shop-dummy.swift"],
        targetDependencies: ["Alamofire"]),
      Target(name: "Alamofire", kind: .framework, path: "", sources: ["Alamofire.swift"]),
    ]
    let package = SwiftPackage(name: "Pods", root: "/pkg", targets: targets, xcodeProject: project)
    let analysis = PackageAnalysis(package: package) { _ in Data("public struct S {}\n".utf8) }
    #expect(analysis.check().violations(of: .unusedDependency).count == unused)
  }

  @Test("A Podfile's targets and a lock file's pods, as CocoaPods names their modules")
  func reading() {
    let podfile = """
      abstract_target 'Shared' do
        target 'App' do
          pod 'Alamofire'
        end
        target "AppTests" do
        end
      end
      """
    #expect(CocoaPods.targets(in: podfile) == ["App", "AppTests"])
    let lock = """
      PODS:
        - Alamofire (5.9.1)
        - Firebase/Analytics (10.0.0):
          - FirebaseCore
        - Firebase/Core (10.0.0)
        - "SQLite.swift/standard (0.15.3)"
        - lottie-ios (4.4.3)

      DEPENDENCIES:
        - Kingfisher
      """
    #expect(
      CocoaPods.pods(inLock: lock) == ["Alamofire", "Firebase", "SQLite_swift", "lottie_ios"])
  }
}
