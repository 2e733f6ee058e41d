public struct Store {}
