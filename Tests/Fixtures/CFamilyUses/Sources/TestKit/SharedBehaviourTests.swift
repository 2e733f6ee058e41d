import XCTest

/// Tests every test bundle that links TestKit runs: found at run time, never imported.
final class SharedBehaviourTests: XCTestCase {
  func testShared() {}
}
