public struct DataModel { public init() {} }
