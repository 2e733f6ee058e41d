public let log = 1
