public import DependencyGraphModel

/// What a change reaches: the targets that own the changed files, every target that depends
/// on one of them, and the tests among those, so that CI runs only what the change can break.
public struct AffectedTargets: Hashable, Sendable {
  /// The changed files, relative to the workspace root (absolute outside it), sorted.
  public let changed: [String]
  /// The targets the change reaches, checked or of a dependency package, sorted.
  public let targets: [TargetName]
  /// The test targets among ``targets``, sorted.
  public let tests: [TargetName]
  /// The changed files that no target owns and no target's inputs name (a README, a CI
  /// script), sorted: they reach nothing.
  public let unowned: [String]
  /// Every checked test target, sorted: what to run when unsure.
  public let allTests: [TargetName]
  /// Why a changed file reached more than the targets that own it, or reached targets through
  /// a rule that may say too much (a manifest that does not load, pins of packages whose
  /// manifests are not on the machine), one sentence each, sorted.
  public let notes: [String]
  /// The folder of the SwiftPM package that holds each test target, absolute; a test of an
  /// Xcode project has none, since `xcodebuild` runs it.
  public let packageOfTest: [TargetName: String]
  init(
    changed: [String], targets: [TargetName], tests: [TargetName], unowned: [String],
    allTests: [TargetName], notes: [String] = [], packageOfTest: [TargetName: String] = [:]
  ) {
    self.changed = changed
    self.targets = targets
    self.tests = tests
    self.unowned = unowned
    self.allTests = allTests
    self.notes = notes
    self.packageOfTest = packageOfTest
  }

  /// Whether ``tests`` holds every test because a changed file is unowned
  /// (``selecting(whenUnowned:)`` with ``UnownedFiles/runAll``).
  public private(set) var selectsEveryTest = false

  /// The same answer, with every test in ``tests`` when a file is unowned and `unowned` says
  /// to run them all then.
  public func selecting(whenUnowned unowned: UnownedFiles) -> AffectedTargets {
    guard unowned == .runAll, !self.unowned.isEmpty else { return self }
    var selected = AffectedTargets(
      changed: changed, targets: targets, tests: allTests, unowned: self.unowned,
      allTests: allTests, notes: notes, packageOfTest: packageOfTest)
    selected.selectsEveryTest = true
    return selected
  }

  /// What a changed file that no target owns selects.
  public enum UnownedFiles: String, Hashable, Sendable, CaseIterable {
    /// Nothing: the file is listed, and no test runs for it.
    case ignore
    /// Every test: when unsure, run more.
    case runAll = "all"
  }
}
