public let linuxOnly = 1
