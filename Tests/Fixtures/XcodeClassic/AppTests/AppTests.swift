import XCTest

@testable import My_App

final class AppTests: XCTestCase { func testGreeting() { XCTAssertEqual(greeting, "Hello") } }
