import Core
import Feature
import Testing

@Test func feature() {}
