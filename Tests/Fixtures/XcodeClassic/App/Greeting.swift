import Foundation

let greeting = "Hello"
