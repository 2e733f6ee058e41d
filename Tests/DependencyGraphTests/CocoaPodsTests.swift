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
    let report = try PackageAnalysis.load(xcodeProject: copy.path + "/Shop.xcodeproj").check()
    #expect(report.violations(of: .unresolvedDependency).isEmpty)
    #expect(report.violations(of: .unreadableSource).count == 2)
    #expect(
      report.violations(of: .unknownModule).map { $0.subject?.name ?? "" } == [
        "Alamofire", "Lottie", "Analytics", "Kingfisher",
      ])
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
