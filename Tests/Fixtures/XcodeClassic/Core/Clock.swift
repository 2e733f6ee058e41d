import Foundation

public enum Clock { public static var now: Date { Date() } }
