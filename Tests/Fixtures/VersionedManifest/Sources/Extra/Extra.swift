public struct Extra {}
