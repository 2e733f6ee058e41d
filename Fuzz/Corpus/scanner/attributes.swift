@_spi(Internal)
@preconcurrency @_implementationOnly import Core
@testable import App
