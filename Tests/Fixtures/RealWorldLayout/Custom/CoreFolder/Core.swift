import zlibShim

public struct Core {}
