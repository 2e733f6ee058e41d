public struct Feature { public init() {} }
