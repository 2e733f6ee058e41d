// Hosted in the app (TEST_HOST), without importing it.
import DataModel
import XCTest

final class AppTests: XCTestCase {
  func testModel() { XCTAssertNotNil(DataModel()) }
}
