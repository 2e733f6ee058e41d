public let depUtils = 1
