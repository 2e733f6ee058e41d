public let picked = 1
