import Right

public let left = "left" + right
