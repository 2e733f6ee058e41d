import XCTest

final class KitTests: XCTestCase {
  func testKit() {}
}
