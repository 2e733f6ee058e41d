public struct Settings {}
