import XCTest

final class ReaderUITests: XCTestCase {}
