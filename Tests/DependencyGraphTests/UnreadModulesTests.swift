import TestSupport
import Testing

@testable import DependencyGraph

/// Imports of modules depgraph cannot read: of a package never resolved, re-exported by one
/// that is read, or of no package at all (a CocoaPods module).
@Suite("Modules that nothing read offers")
struct UnreadModulesTests {
  static let report = Result { () throws(GraphError) in
    try PackageAnalysis.load(packagePath: fixturePath("UnreadModules/App")).check(strict: true)
  }

  @Test("An unresolved package names every target it leaves unchecked, through dependencies")
  func unresolvedNamesDependents() throws {
    let report = try Self.report.get()
    let unresolved = try #require(report.violations(of: .unresolvedDependency).only)
    // Feature reaches RemoteKit through Core, Settings through Umbrella's product: the imports
    // of both are unchecked too, not only those of Core, which declares it.
    #expect(
      unresolved.message.hasSuffix(
        "Until then, imports of other packages' modules are not checked in Core, Feature, "
          + "Settings; no package read offers RemoteKit."))
    #expect(unresolved.target == "Core" && unresolved.module == "remote-kit")
  }

  @Test("A dependency that re-exports an unread module is used by importing that module")
  func unreadReexportIsUse() throws {
    // Settings imports only RemoteKit, which Umbrella re-exports: removing Umbrella would
    // break the build, so it is no unused dependency.
    let report = try Self.report.get()
    #expect(report.violations(of: .unusedDependency).isEmpty)
    #expect(
      report.violations.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [
        .unknownModule, .unresolvedDependency,
      ])
  }

  @Test("A module of no package is one warning naming each importer; SDK frameworks are none")
  func unknownModule() throws {
    let report = try Self.report.get()
    let unknown = try #require(report.violations(of: .unknownModule).only)
    #expect(unknown.severity == .warning)
    #expect(unknown.module == "Alamofire" && unknown.target == "Pods")
    #expect(
      unknown.location == Violation.Location(file: "Sources/Pods/Pods.swift", line: 1, column: 1))
    #expect(unknown.message.hasSuffix("Imports of it in Pods, Widgets are not checked."))
    #expect(
      unknown.notes.map(\.location) == [
        Violation.Location(file: "Sources/Widgets/Widgets.swift", line: 1, column: 1)
      ])
  }

  @Test("Every Apple SDK module is known, and no package's module is taken for one")
  func systemModules() {
    for module in ["UIKit", "SwiftUI", "WidgetKit", "Darwin", "os", "RealityKit", "TVUIKit"] {
      #expect(SystemModules.contains(module), "\(module)")
    }
    for module in ["Alamofire", "XCTestDynamicOverlay", "Dependencies", "NIO"] {
      #expect(!SystemModules.contains(module), "\(module)")
    }
    #expect(SystemModules.toolchain.isDisjoint(with: SystemModules.appleSDKs))
  }
}
