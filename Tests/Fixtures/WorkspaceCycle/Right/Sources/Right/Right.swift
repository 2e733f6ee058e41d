import Left

public let right = "right" + left
