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
