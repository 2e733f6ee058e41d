// Hosted in the app (TEST_HOST), without linking it.
import XCTest

final class ReaderTests: XCTestCase {}
