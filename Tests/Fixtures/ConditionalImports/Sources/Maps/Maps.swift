public struct Maps {}
