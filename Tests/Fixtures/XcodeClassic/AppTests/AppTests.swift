@testable import My_App
import XCTest

final class AppTests: XCTestCase { func testGreeting() { XCTAssertEqual(greeting, "Hello") } }
