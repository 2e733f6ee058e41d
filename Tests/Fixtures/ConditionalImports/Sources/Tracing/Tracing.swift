public struct Tracing {}
